import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { caseStudiesApi } from './scripts/case-studies-api.ts';
import { crawlerFilesDevServer } from './scripts/crawler-files-plugin.ts';
import { downloadsDevServer } from './scripts/downloads/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), caseStudiesApi(), downloadsDevServer(), crawlerFilesDevServer()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true },
  build: {
    manifest: true,
    target: 'es2022',
  },
});
