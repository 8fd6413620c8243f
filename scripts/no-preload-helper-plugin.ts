import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * With `build.modulePreload: false` and one stylesheet for the whole site, no lazy import has
 * anything for Vite's preload helper to fetch, yet Vite still wraps every `import()` in it and
 * ships its code (half a KB before interaction on every page). This replaces the helper with the
 * call it ends up making.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'lsg:no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== PRELOAD_HELPER) return null;
        return 'export const __vitePreload = (load) => load();';
      },
    },
  };
}
