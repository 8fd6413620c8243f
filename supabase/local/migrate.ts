/**
 * Brings a database to the state a hosted Supabase project has after `supabase db push` and seed:
 * Supabase's roles and defaults first (bootstrap.sql), then every migration not yet applied, then
 * seed.sql on a new database. The same migration files hosted Supabase runs.
 */
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { LocalDatabase } from './database';

const supabaseDir = resolve(import.meta.dirname, '..');

/** A SQL string literal (standard_conforming_strings is on in every supported Postgres). */
function sqlLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export interface MigrateOptions {
  dashboardPassword: string;
  authenticatorPassword?: string;
}

export async function migrate(db: LocalDatabase, options: MigrateOptions): Promise<{ applied: string[]; seeded: boolean }> {
  await db.exec(await readFile(resolve(import.meta.dirname, 'bootstrap.sql'), 'utf8'));
  if (options.authenticatorPassword && db.kind === 'postgres') {
    await db.exec(`alter role authenticator password ${sqlLiteral(options.authenticatorPassword)};`);
  }

  const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((row) => row.version));
  const isNew = done.size === 0;
  const files = (await readdir(resolve(supabaseDir, 'migrations'))).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...name] = file.replace(/\.sql$/, '').split('_');
    if (!version || done.has(version)) continue;
    const sql = await readFile(resolve(supabaseDir, 'migrations', file), 'utf8');
    await db.exec(`begin;\n${sql}\n;commit;`);
    await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, name.join('_')]);
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
  } else {
    // A changed DASHBOARD_PASSWORD takes effect on the next start.
    const [row] = await db.query<{ same: boolean }>('select password_hash = extensions.crypt($1, password_hash) as same from private.dashboard_settings', [
      options.dashboardPassword,
    ]);
    if (!row?.same) await db.query('select private.set_dashboard_password($1)', [options.dashboardPassword]);
  }
  return { applied, seeded };
}
