/**
 * Migrates one database per run, before any test file: every file's backend starts from a copy of
 * it (startTestBackend) instead of replaying the migrations and seed itself. Made on every run, so
 * it always matches supabase/migrations; removed again at the end.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, pgliteSnapshot } from '../../../supabase/local/snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On a Postgres server (INTEGRATION_DATABASE_URL): the migrated database each file's database copies. */
    templateDatabase?: string;
    /** On PGlite: the file holding the migrated data folder each file's PGlite loads. */
    pgliteSnapshot?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.INTEGRATION_DATABASE_URL;
  if (server) {
    const template = await createTemplateDatabase(server);
    project.provide('templateDatabase', template.name);
    return () => template.drop();
  }
  // Liftoff only, as in the test files' processes (vitest.integration.config.ts): the migrations ran
  // in 4.8 s of CPU instead of 8.2 without V8 recompiling PGlite's hot functions (decision 0064).
  // Set before PGlite compiles its WebAssembly, in this process, which runs nothing else of it.
  setFlagsFromString('--liftoff-only');
  // A file, not a provided value: the test files run in other processes, and the dump is about 40 MB.
  const dir = await mkdtemp(join(tmpdir(), 'lsg-integration-'));
  const file = join(dir, 'pglite.tar');
  await writeFile(file, new Uint8Array(await (await pgliteSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
