import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { browserBundleFlag } from './scripts/browser-bundle-plugin.ts';
import { caseStudiesApi } from './scripts/case-studies-api.ts';
import { crawlerFilesDevServer } from './scripts/crawler-files-plugin.ts';
import { downloadsDevServer } from './scripts/downloads/vite-plugin.ts';
import { noPreloadHelper } from './scripts/no-preload-helper-plugin.ts';
import { pathAliases } from './scripts/path-aliases.ts';
import { reactRouterProductionBuild } from './scripts/react-router-production-plugin.ts';
import { redirectsDevServer } from './scripts/redirects-plugin.ts';
import { requireSupabaseEnv } from './scripts/supabase-env-plugin.ts';

export default defineConfig({
  plugins: [requireSupabaseEnv(), redirectsDevServer(), react(), tailwindcss(), caseStudiesApi(), downloadsDevServer(), crawlerFilesDevServer(), noPreloadHelper(), reactRouterProductionBuild(), browserBundleFlag()],
  resolve: {
    alias: pathAliases,
  },
  server: {
    port: 5173,
    strictPort: true,
    // The local database's files (.data/pglite) sit inside the project: without this, the dev server
    // would hand the leads table to anyone who asks for /.data/pglite/...?raw.
    fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**'] },
  },
  build: {
    manifest: true,
    target: 'es2022',
    // No map of every lazy chunk's dependencies in the entry (6.4 KB before interaction on the home
    // page): the prerendered HTML preloads what its page needs, and links start loading the next
    // page on intent (src/app/preload-on-intent.ts). docs/decisions/0019.
    modulePreload: false,
    cssCodeSplit: false,
    // PROFILE_BUILD=1 npm run build -- --local: readable function names in a CPU profile.
    minify: process.env.PROFILE_BUILD ? false : undefined,
  },
});
