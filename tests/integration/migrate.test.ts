/**
 * The local migrator (supabase/local/migrate.ts) keeps the migration history as `supabase db push`
 * does, applies and records each migration in one transaction, and refuses, with what to do, a
 * database built from migrations that are gone (a developer's .data/pglite after a squash) or one
 * missing a migration that sorts before its latest (as `supabase db push` refuses it).
 * scripts/supabase-cli/schema.ts compares its history with the real CLI's on a Postgres server.
 * On PGlite, or on a scratch database of the server in INTEGRATION_DATABASE_URL when it is set.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../supabase/local/busy-port';
import type { LocalDatabase } from '../../supabase/local/database';
import { openPglite } from '../../supabase/local/pglite';
import { openPostgres } from '../../supabase/local/postgres-server';
import { createScratchDatabase } from '../../supabase/local/scratch-database';
import { migrate } from '../../supabase/local/migrate';
import { splitStatements } from '../../supabase/local/sql-statements';

const migrationsDir = resolve(import.meta.dirname, '../../supabase/migrations');
const options = { dashboardPassword: 'migrate-test-password' };

/** An empty database; on a server, its own scratch database, dropped again on close. */
async function freshDatabase(): Promise<LocalDatabase> {
  const server = process.env.INTEGRATION_DATABASE_URL;
  if (!server) return openPglite({ port: await freePort() });
  const scratch = await createScratchDatabase(server, 'lsg_migrate');
  // No authenticator password: nothing here serves PostgREST, and the role is the server's.
  const db = await openPostgres(scratch.url, '');
  return {
    ...db,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

/** The migrator's words for this kind of database, and how to rebuild it. */
function rebuildWords(db: LocalDatabase): { which: string; fix: string } {
  return db.kind === 'pglite'
    ? { which: 'The local database in .data/pglite', fix: 'delete .data/pglite (or start with --memory) to rebuild it from supabase/migrations' }
    : { which: 'The database in DATABASE_URL', fix: 'drop and create that database again to rebuild it from supabase/migrations' };
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
    const { which, fix } = rebuildWords(db);
    await expect(migrate(db, options)).rejects.toThrow(`${which} was built from migrations that no longer exist (20261122000100); ${fix}.`);
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

describe('a migration that sorts before the latest one applied', () => {
  let db: LocalDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await freshDatabase();
    dir = await mkdtemp(join(tmpdir(), 'lsg-migrations-'));
    // seed.sql sets the dashboard password after a new database's first migrations; this folder has
    // no dashboard, so a stand-in takes it.
    await writeFile(
      join(dir, '20260101000000_a.sql'),
      'create schema if not exists private;\ncreate function private.set_dashboard_password(password text) returns void language plpgsql as $$ begin end $$;\n',
    );
    await writeFile(join(dir, '20260103000000_c.sql'), 'create table public.c_table (id integer);\n');
    await migrate(db, { ...options, migrationsDir: dir });
    // Written after C was applied, with a version before C's: as a branch merged late brings it.
    await writeFile(join(dir, '20260102000000_b.sql'), 'create table public.b_table (id integer);\n');
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is refused, as supabase db push refuses it, saying what to do, and nothing of it is applied', async () => {
    const { which, fix } = rebuildWords(db);
    await expect(migrate(db, { ...options, migrationsDir: dir })).rejects.toThrow(
      `${which} already has migrations up to 20260103000000, and 20260102000000_b.sql sorts before it without having been applied ` +
        '(supabase db push refuses such a migration without --include-all); give it a new version later than 20260103000000 ' +
        `(rename the file, or make it again with supabase migration new), or ${fix}.`,
    );
    const [table] = await db.query<{ b: string | null }>("select to_regclass('public.b_table')::text as b");
    expect(table).toEqual({ b: null });
    const versions = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(versions.map((row) => row.version)).toEqual(['20260101000000', '20260103000000']);
  });
});

describe('a database the local backend did not create', () => {
  it('keeps its password on a restart; a server database pushed elsewhere is neither migrated, seeded nor given a password', async () => {
    const db = await freshDatabase();
    try {
      await migrate(db, options);
      // One the local backend created keeps its password when it starts again with another.
      const seeded = await db.query('select password_hash from private.dashboard_settings');
      await migrate(db, { dashboardPassword: 'another-password-entirely' });
      expect(await db.query('select password_hash from private.dashboard_settings')).toEqual(seeded);
      // As `supabase db push` leaves a project: the history, no mark of the local backend, the operator's password.
      await db.exec('drop table supabase_migrations.local_backend_created');
      await db.query("select private.set_dashboard_password('the operator''s own passphrase')");
      await db.query("insert into private.dashboard_sessions (token_hash, created_at, expires_at, staff_name) values ('\\x01', now(), now() + interval '1 hour', 'Maria Lopez')");
      const before = await db.query('select password_hash from private.dashboard_settings');

      if (db.kind === 'pglite') return; // PGlite's data is always the local backend's own.
      await expect(migrate(db, options)).rejects.toThrow(
        `The database in DATABASE_URL was not created by the local backend (its migrations were pushed by supabase db push, or it is a hosted project), so the local backend will not migrate, seed or set a password on it`,
      );
      expect(await db.query('select password_hash from private.dashboard_settings')).toEqual(before);
      expect(await db.query('select count(*)::int as n from private.dashboard_sessions where revoked_at is null')).toEqual([{ n: 1 }]);
      // Served as a project (the platform run), it is left as it is.
      expect(await migrate(db, { ...options, servesProject: true })).toEqual({ applied: [], seeded: false });
      expect(await db.query('select password_hash from private.dashboard_settings')).toEqual(before);
    } finally {
      await db.close();
    }
  });
});
