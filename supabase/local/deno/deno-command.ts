/**
 * How to run the Deno CLI of the `deno` npm package (a dev dependency): Supabase's Edge Runtime is
 * built on Deno, so the functions are checked (scripts/functions/check-deno.ts) and, in the platform
 * run, served (supabase/local/deno/functions-under-deno.ts) by it. Deno's cache is kept in
 * node_modules/.cache/deno, so a machine downloads each function's npm packages once.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

export const repositoryRoot = resolve(import.meta.dirname, '../../..');

// The deno package's install script copies the platform's binary next to its bin.cjs; where install
// scripts did not run (npm ci --ignore-scripts), bin.cjs finds the binary in @deno/<platform> itself.
const require = createRequire(import.meta.url);
const denoPackage = dirname(require.resolve('deno/bin.cjs'));
const binary = join(denoPackage, process.platform === 'win32' ? 'deno.exe' : 'deno');

/** The program and the arguments before Deno's own: the binary, or node running the package's launcher. */
export const denoCommand: [string, string[]] = existsSync(binary) ? [binary, []] : [process.execPath, [join(denoPackage, 'bin.cjs')]];

/** The environment every Deno run gets: the project's cache, no colours, no update check. */
export const denoEnv = (extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  DENO_DIR: join(repositoryRoot, 'node_modules', '.cache', 'deno'),
  NO_COLOR: '1',
  DENO_NO_UPDATE_CHECK: '1',
  ...extra,
});
