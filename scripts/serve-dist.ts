/**
 * `npm run serve`: the built site on http://127.0.0.1:4173 (PORT to change it; DIST_DIR to serve
 * another build), with the headers of its `_headers` file, as a host would send them.
 * BUILT_API_ORIGIN and API_ORIGIN together: serve a copy of the build that talks to API_ORIGIN
 * instead of the backend it was built for (scripts/rewired-dist.ts; the end-to-end `clock` stack).
 */
import { resolve } from 'node:path';
import { rewireDist } from './rewired-dist';
import { createStaticServer, listen } from './static-server';

const port = Number(process.env.PORT ?? 4173);
const folder = process.env.DIST_DIR || 'dist';
let root = resolve(import.meta.dirname, '..', folder);
const { BUILT_API_ORIGIN: builtFor, API_ORIGIN: apiOrigin } = process.env;
if (builtFor && apiOrigin) {
  const copy = rewireDist(root, builtFor, apiOrigin);
  if (copy.rewritten.length === 0) {
    console.error(`${folder}/ never names ${builtFor}: was it built for that backend (npm run build:e2e)?`);
    process.exit(1);
  }
  root = copy.folder;
  console.log(`${folder}/ copied to ${root}, talking to ${apiOrigin} (${copy.rewritten.join(', ')})`);
}
const url = await listen(createStaticServer(root), port);
console.log(`Serving ${folder}/ at ${url}`);
