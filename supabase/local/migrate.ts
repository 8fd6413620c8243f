/**
 * Brings a database to the state a hosted Supabase project has after `supabase db push` and seed:
 * Supabase's roles and defaults first (bootstrap.sql), then every migration not yet applied, then
 * seed.sql on a new database. The same migration files hosted Supabase runs. A database it cannot
 * bring forward the way `supabase db push` would (built from migrations that are gone, or missing
 * one that sorts before its latest) is refused, saying what to do, before anything is applied.
 */
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { LocalDatabase } from './database';
import { splitStatements } from './sql-statements';

const supabaseDir = resolve(import.meta.dirname, '..');

/** A SQL string literal (standard_conforming_strings is on in every supported Postgres). */
function sqlLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export interface MigrateOptions {
  dashboardPassword: string;
  authenticatorPassword?: string;
  /** Where the migration files are; supabase/migrations unless a test brings its own. */
  migrationsDir?: string;
  /**
   * The database is a project's, pushed by `supabase db push` (the platform run serves one): nothing
   * is migrated, seeded or set on it, and it is not refused for having been made elsewhere.
   */
  servesProject?: boolean;
}

/** Which database this is, and how to rebuild it from supabase/migrations, in a developer's words. */
function rebuildAdvice(db: LocalDatabase): { which: string; fix: string } {
  const which = db.kind === 'pglite' ? 'The local database in .data/pglite' : 'The database in DATABASE_URL';
  const fix =
    db.kind === 'pglite'
      ? 'delete .data/pglite (or start with --memory) to rebuild it from supabase/migrations'
      : 'drop and create that database again to rebuild it from supabase/migrations';
  return { which, fix };
}

/** What to do with a database built from migrations that are gone: it cannot be brought forward. */
function staleDatabaseMessage(db: LocalDatabase, gone: string[]): string {
  const { which, fix } = rebuildAdvice(db);
  return `${which} was built from migrations that no longer exist (${gone.join(', ')}); ${fix}.`;
}

/**
 * What to do with a migration that sorts before one already applied. `supabase db push` refuses it
 * ("Found local migration files to be inserted before the last migration on remote database"); so
 * does the local database, so a version written in the wrong order is caught here, not on deploy.
 */
function outOfOrderMessage(db: LocalDatabase, early: string[], latest: string): string {
  const { which, fix } = rebuildAdvice(db);
  const them = early.length === 1 ? 'it' : 'each';
  return (
    `${which} already has migrations up to ${latest}, and ${early.join(', ')} ${early.length === 1 ? 'sorts' : 'sort'} before it ` +
    `without having been applied (supabase db push refuses such a migration without --include-all); ` +
    `give ${them} a new version later than ${latest} (rename the file, or make it again with supabase migration new), or ${fix}.`
  );
}

/**
 * The mark of a database the local backend created (beside the migration history, where neither the
 * schema dump nor the CLI looks): only such a database is migrated and seeded here.
 */
const CREATED_HERE = 'supabase_migrations.local_backend_created';

/** Whether the database has a migration history that the local backend did not start. */
async function migratedElsewhere(db: LocalDatabase): Promise<boolean> {
  const [row] = await db.query<{ history: string | null; mark: string | null }>(
    `select pg_catalog.to_regclass('supabase_migrations.schema_migrations')::text as history, pg_catalog.to_regclass('${CREATED_HERE}')::text as mark`,
  );
  if (!row?.history || row.mark) return false;
  const [history] = await db.query<{ any: boolean }>('select exists (select 1 from supabase_migrations.schema_migrations) as any');
  return Boolean(history?.any);
}

function notOursMessage(): string {
  return (
    `The database in DATABASE_URL was not created by the local backend (its migrations were pushed by supabase db push, or it is a hosted project), ` +
    `so the local backend will not migrate, seed or set a password on it: point DATABASE_URL at an empty database of its own, ` +
    `and change a project's password with PRODUCTION_DATABASE_URL=… npm run dashboard:password.`
  );
}

export async function migrate(db: LocalDatabase, options: MigrateOptions): Promise<{ applied: string[]; seeded: boolean }> {
  // Local never writes production (issue 60): a server database someone else migrated (supabase db
  // push, a hosted project) is refused before anything is written to it, its roles included. PGlite's
  // data is always the local backend's own.
  if (db.kind === 'postgres' && !options.servesProject && (await migratedElsewhere(db))) throw new Error(notOursMessage());
  await db.exec(await readFile(resolve(import.meta.dirname, 'bootstrap.sql'), 'utf8'));
  if (options.authenticatorPassword && db.kind === 'postgres') {
    await db.exec(`alter role authenticator password ${sqlLiteral(options.authenticatorPassword)};`);
  }

  if (options.servesProject) return { applied: [], seeded: false };
  const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((row) => row.version));
  const isNew = done.size === 0;
  const migrationsDir = options.migrationsDir ?? resolve(supabaseDir, 'migrations');
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const versions = new Set(files.map((file) => file.split('_')[0]));
  const gone = [...done].filter((version) => !versions.has(version)).sort();
  if (gone.length > 0) throw new Error(staleDatabaseMessage(db, gone));
  // Before anything is applied. Versions compare as strings, as the CLI compares them.
  const latest = [...done].sort().at(-1);
  if (latest !== undefined) {
    const early = files.filter((file) => {
      const version = file.split('_')[0] ?? '';
      return !done.has(version) && version < latest;
    });
    if (early.length > 0) throw new Error(outOfOrderMessage(db, early, latest));
  }
  // Marked before the first migration, so a start that fails halfway is still this backend's to finish.
  if (isNew) await db.exec(`create table if not exists ${CREATED_HERE} (created_at timestamptz not null default now()); insert into ${CREATED_HERE} default values;`);
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...name] = file.replace(/\.sql$/, '').split('_');
    if (!version || done.has(version)) continue;
    const sql = await readFile(resolve(migrationsDir, file), 'utf8');
    // Recorded as `supabase db push` records it (its statements included), in the migration's own
    // transaction: a migration is applied and recorded together, or neither. One exec of several
    // statements is one transaction (the simple query protocol's implicit one), on one connection of
    // a pooled server; an explicit BEGIN would leave PGlite's one session in an aborted transaction
    // when a statement fails.
    const statements = splitStatements(sql).map(sqlLiteral).join(', ');
    const record = `insert into supabase_migrations.schema_migrations (version, name, statements) values (${sqlLiteral(version)}, ${sqlLiteral(name.join('_'))}, array[${statements}]::text[]);`;
    await db.exec(`${sql}\n;\n${record}`);
    applied.push(file);
  }

  let seeded = false;
  if (isNew) {
    // One multi-statement call, so the setting and the seed share a connection on a pooled server.
    const seed = await readFile(resolve(supabaseDir, 'seed.sql'), 'utf8');
    await db.exec(
      `select set_config('app.dashboard_password', ${sqlLiteral(options.dashboardPassword)}, false);\n${seed}\nselect set_config('app.dashboard_password', '', false);`,
    );
    seeded = true;
  }
  // An existing database keeps its password: `npm run dashboard:password` is the one way to change it.
  return { applied, seeded };
}
