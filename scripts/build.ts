/**
 * `npm run build`: the client bundle, a server bundle of the same app, then one prerendered
 * index.html per route of the route table, 404.html, sitemap.xml, robots.txt, the share cards of
 * the pages that have their own (scripts/og/page-cards.ts) and the downloadable files (PDF guides
 * and the Excel audit template).
 * `--e2e` (`npm run build:e2e`): the same build into dist-e2e/, talking to the end-to-end tests'
 * backend (scripts/test-stack.ts), so a test run never touches dist/ or a running `npm run dev`.
 * `--local`: a build that talks to `npm run dev`'s backend (127.0.0.1:54321), for benchmarks and
 * trying the build locally. Without it a production build needs VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY (scripts/supabase-env-plugin.ts).
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { writeDownloads } from './downloads/write-downloads';
import { precompress } from './prerender/precompress';
import { prerender } from './prerender/prerender';
import { builtStack, origin } from './test-stack';
import { LOCAL_STACK_FLAG } from './supabase-env-plugin';

const root = resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({ options: { e2e: { type: 'boolean', default: false }, local: { type: 'boolean', default: false } } });
if (flags.e2e) process.env.VITE_SUPABASE_URL = origin(builtStack.apiPort);
if (flags.e2e || flags.local) process.env[LOCAL_STACK_FLAG] = 'true';
const outFolder = flags.e2e ? builtStack.dist : 'dist';
const dist = resolve(root, outFolder);
const ssrOut = resolve(root, `node_modules/.cache/ssr-${outFolder}`);

async function main(): Promise<void> {
  const started = Date.now();
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/app/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
  });
  const server = (await import(pathToFileURL(resolve(ssrOut, 'entry-server.js')).href)) as typeof import('../src/app/entry-server');
  const written = await prerender({ dist, server });
  await rm(ssrOut, { recursive: true, force: true });
  const files = await writeDownloads(dist);
  await precompress(dist);
  const cards = `${written.cards} share cards (${written.cardsDrawn} drawn, the rest cached)`;
  console.log(`Prerendered ${written.pages} pages, ${cards} and ${files.length} downloads into ${outFolder}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Exit explicitly: the rendered app may leave timers behind (caches, intervals) that would keep
// Node waiting after the work is done.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
