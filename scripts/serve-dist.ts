/** `npm run serve`: the built site on http://127.0.0.1:4173 (PORT to change it). */
import { resolve } from 'node:path';
import { createStaticServer, listen } from './static-server';

const port = Number(process.env.PORT ?? 4173);
const url = await listen(createStaticServer(resolve(import.meta.dirname, '../dist')), port);
console.log(`Serving dist/ at ${url}`);
