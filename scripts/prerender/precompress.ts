/**
 * Writes .br and .gz next to every text file of the built site, so a static server can send the
 * compressed bytes without compressing on each request (sirv does with `brotli`/`gzip`; most
 * hosts compress on their own and ignore these files).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json)$/;

/**
 * The hosts' own settings at the site's root (scripts/prerender/host-headers.ts): read by the host,
 * never served. A `vercel.json.br` beside them would be a public file of the site.
 */
export const HOST_CONFIG_FILES = new Set(['vercel.json', '_headers', '_redirects']);

/** Whether a file of the built site (its path inside dist, with `/`) gets .br and .gz siblings. */
export const compressible = (path: string) => COMPRESSIBLE.test(path) && !HOST_CONFIG_FILES.has(path);

async function* files(dir: string, prefix = ''): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* files(join(dir, entry.name), `${path}/`);
    else if (compressible(path)) yield join(dir, entry.name);
  }
}

export async function precompress(dist: string): Promise<number> {
  let count = 0;
  for await (const path of files(dist)) {
    const body = await readFile(path);
    if (body.length < 1024) continue;
    await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
