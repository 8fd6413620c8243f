/**
 * The local migrator (supabase/local/migrate.ts) keeps the migration history as `supabase db push`
 * does, applies and records each migration in one transaction, and refuses, with what to do, a
 * database built from migrations that are gone (a developer's .data/pglite after a squash).
 * scripts/supabase-cli/schema.ts compares its history with the real CLI's on a Postgres server.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../supabase/local/busy-port';
import type { LocalDatabase } from '../../supabase/local/database';
import { openPglite } from '../../supabase/local/pglite';
import { migrate } from '../../supabase/local/migrate';
import { splitStatements } from '../../supabase/local/sql-statements';

const migrationsDir = resolve(import.meta.dirname, '../../supabase/migrations');
const options = { dashboardPassword: 'migrate-test-password' };

async function freshDatabase(): Promise<LocalDatabase> {
  return openPglite({ port: await freePort() });
}

describe('the migration history', () => {
  let db: LocalDatabase;
  beforeAll(async () => {
    db = await freshDatabase();
    await migrate(db, options);
  });
  afterAll(() => db?.close());

  it('records every migration with its name and statements, as supabase db push does', async () => {
    const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
    const expected = await Promise.all(
      files.map(async (file) => {
        const [version, ...name] = file.replace(/\.sql$/, '').split('_');
        return { version, name: name.join('_'), statements: splitStatements(await readFile(join(migrationsDir, file), 'utf8')) };
      }),
    );
    const rows = await db.query('select version, name, statements from supabase_migrations.schema_migrations order by version');
    expect(rows).toEqual(expected);
    expect(rows.every((row) => Array.isArray(row.statements) && row.statements.length > 0)).toBe(true);
  });

  it('refuses a database that holds migrations no longer in supabase/migrations, saying how to rebuild it', async () => {
    await db.query("insert into supabase_migrations.schema_migrations (version, name) values ('20261122000100', 'leads')");
    await expect(migrate(db, options)).rejects.toThrow(
      'The local database in .data/pglite was built from migrations that no longer exist (20261122000100); delete .data/pglite (or start with --memory) to rebuild it from supabase/migrations.',
    );
  });
});

describe('a migration whose record cannot be written', () => {
  let db: LocalDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await freshDatabase();
    dir = await mkdtemp(join(tmpdir(), 'lsg-migrations-'));
    await writeFile(join(dir, '0001_first.sql'), 'create table public.first_table (id integer);\n');
    // It records its own version, so the migrator's record of it fails on the primary key.
    await writeFile(
      join(dir, '0002_second.sql'),
      "create table public.second_table (id integer);\ninsert into supabase_migrations.schema_migrations (version) values ('0002');\n",
    );
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves nothing of that migration behind: applying and recording are one transaction', async () => {
    await expect(migrate(db, { ...options, migrationsDir: dir })).rejects.toThrow(/duplicate key/);
    const [tables] = await db.query<{ first: string | null; second: string | null }>(
      "select to_regclass('public.first_table')::text as first, to_regclass('public.second_table')::text as second",
    );
    expect(tables).toEqual({ first: 'first_table', second: null });
    const versions = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(versions.map((row) => row.version)).toEqual(['0001']);
  });
});
