import type { Plugin } from 'vite';

/**
 * Defines `__BROWSER_BUNDLE__` as true in the browser's production bundle only. The route table
 * guards what only the build and the tests read (the URLs to prerender, the templates, the data
 * modules) with it, so the minifier drops that code and its lazy imports from every page's entry
 * (0.3 KB gzip before interaction; docs/decisions/0062-book-page.md). The server build, the dev
 * server, Vitest and scripts run under tsx leave it undefined and see the whole table.
 */
export function browserBundleFlag(): Plugin {
  return {
    name: 'lsg:browser-bundle-flag',
    apply: 'build',
    config: (_config, { isSsrBuild }) => (isSsrBuild ? {} : { define: { __BROWSER_BUNDLE__: 'true' } }),
  };
}
