/**
 * The declared schema (supabase/schemas/*.sql, applied in the order of their names as the Supabase
 * CLI applies them) on a scratch database that already has Supabase's platform roles and defaults.
 * docs/decisions/0065-one-declared-schema.md
 */
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { withClient } from './with-client';

const schemasDir = resolve(import.meta.dirname, '../../supabase/schemas');

export async function declaredSchemaFiles(): Promise<string[]> {
  return (await readdir(schemasDir)).filter((file) => file.endsWith('.sql')).sort();
}

/** Supabase's roles and defaults (what a hosted project has), then every schema file, in one transaction. */
export async function applyDeclaredSchema(databaseUrl: string): Promise<void> {
  const bootstrap = await readFile(resolve(schemasDir, '../local/bootstrap.sql'), 'utf8');
  const files = await Promise.all((await declaredSchemaFiles()).map((file) => readFile(resolve(schemasDir, file), 'utf8')));
  await withClient(databaseUrl, async (client) => {
    await client.query(bootstrap);
    await client.query(['begin;', ...files, 'commit;'].join('\n'));
  });
}
