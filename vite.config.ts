import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { caseStudiesApi } from './scripts/case-studies-api.ts';
import { crawlerFilesDevServer } from './scripts/crawler-files-plugin.ts';
import { downloadsDevServer } from './scripts/downloads/vite-plugin.ts';
import { requireSupabaseEnv } from './scripts/supabase-env-plugin.ts';

export default defineConfig({
  plugins: [requireSupabaseEnv(), react(), tailwindcss(), caseStudiesApi(), downloadsDevServer(), crawlerFilesDevServer()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    // Every browser the es2022 target reaches supports <link rel="modulepreload">; the polyfill
    // would be 0.4 KB before interaction on every page, for none of them.
    modulePreload: { polyfill: false },
  },
});
