/**
 * `npm run serve`: the built site on http://127.0.0.1:4173 (PORT to change it; DIST_DIR to serve
 * another build), with the headers of its `_headers` file, as a host would send them.
 */
import { resolve } from 'node:path';
import { createStaticServer, listen } from './static-server';

const port = Number(process.env.PORT ?? 4173);
const folder = process.env.DIST_DIR || 'dist';
const url = await listen(createStaticServer(resolve(import.meta.dirname, '..', folder)), port);
console.log(`Serving ${folder}/ at ${url}`);
