/**
 * A build pointed at another backend without building it again: a copy of the build folder in which
 * every file that names the API origin it was built with (the bundle's setting, the
 * Content-Security-Policy's connect-src in `_headers`) names `to` instead. A rewritten file's
 * precompressed .br/.gz copies still hold the old origin, so they are left out and the file is sent
 * uncompressed. The end-to-end `clock` project serves one for its own backend (scripts/test-stack.ts).
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, resolve } from 'node:path';

const TEXT = /\.(html|js|mjs|css|json|xml|txt|webmanifest)$|^_headers$|^_redirects$/;

/** The files under `dir` whose text holds `needle`, relative to it. */
function filesHolding(dir: string, needle: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => TEXT.test(basename(file)) && statSync(resolve(dir, file)).isFile() && readFileSync(resolve(dir, file), 'utf8').includes(needle),
  );
}

/**
 * Copies `dist` to a folder of the system's temporary directory (named after it and `to`'s port, so a
 * second run replaces it) with the origin `from` rewritten to `to`. Returns the folder and the files
 * rewritten; none means the build does not talk to `from`, which the caller should refuse.
 */
export function rewireDist(dist: string, from: string, to: string): { folder: string; rewritten: string[] } {
  const folder = resolve(tmpdir(), `${basename(dist)}-api-${new URL(to).port}`);
  const rewritten = filesHolding(dist, from);
  const stale = new Set(rewritten.flatMap((file) => [`${file}.br`, `${file}.gz`]));
  rmSync(folder, { recursive: true, force: true });
  cpSync(dist, folder, { recursive: true, filter: (source) => !stale.has(source.slice(dist.length + 1)) });
  for (const file of rewritten) writeFileSync(resolve(folder, file), readFileSync(resolve(dist, file), 'utf8').replaceAll(from, to));
  return { folder, rewritten };
}
