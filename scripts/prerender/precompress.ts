/**
 * Writes .br and .gz next to every text file of the built site, so a static server can send the
 * compressed bytes without compressing on each request (sirv does with `brotli`/`gzip`; most
 * hosts compress on their own and ignore these files).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
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
