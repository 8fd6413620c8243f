import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * React Router 7's package exports send every condition to its development build, whose dev-only
 * warnings and checks survive minification: 0.45 KB of gzip before interaction on every page, which
 * the home page's 100 KB budget cannot spare (docs/decisions/0019-javascript-before-interaction.md).
 * The browser bundle of a production build takes the package's own production build instead; the
 * prerender's server bundle and the dev server keep the default.
 */
const productionBuild = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'lsg:react-router-production-build',
    apply: 'build',
    config: (_config, { isSsrBuild }) => (isSsrBuild ? undefined : { resolve: { alias: [{ find: /^react-router$/, replacement: productionBuild }] } }),
  };
}
