/**
 * A logical backup of one database and its restore into a fresh one, with PostgreSQL's own tools
 * (pg_dump's custom format, pg_restore): what `npm run db:restore-check` and the platform run's
 * restore test (tests/platform/restore.test.ts) do, and what an operator does with an own copy of the
 * hosted project (docs/operations.md).
 *
 * pg_cron can only live in the server's `cron.database_name` database (and pg_net serves only
 * `pg_net.database_name`), so a copy that must run the jobs becomes that very database: dumped, that
 * database dropped and created anew, and the dump restored into it. Roles are the server's, not the
 * database's: the copy's server must already have Supabase's roles (supabase/local/bootstrap.sql).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import pg from 'pg';
import { withClient } from '../supabase-cli/with-client';

/** A PostgreSQL client program: from PG_BINDIR, else Debian's newest /usr/lib/postgresql/N/bin, else PATH. */
export function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = process.env.PG_BINDIR
    ? [process.env.PG_BINDIR]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((version) => /^\d+$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  return dirs.map((dir) => `${dir}/${name}`).find((path) => existsSync(path)) ?? name;
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error) => fail(new Error(`${program} could not start (Debian: apt-get install postgresql-client): ${error.message}`)));
    child.once('close', (code) => (code === 0 ? done() : fail(new Error(`${program} exited with ${code}: ${stderr.trim()}`))));
  });
}

const databaseUrlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export interface DumpResult {
  file: string;
  bytes: number;
  milliseconds: number;
}

/** The whole database in pg_dump's custom format (compressed; pg_restore reads any part of it). */
export async function dumpDatabase(databaseUrl: string, file: string): Promise<DumpResult> {
  const started = performance.now();
  await run(postgresProgram('pg_dump'), ['--format=custom', '--file', file, '--dbname', databaseUrl]);
  return { file, bytes: (await stat(file)).size, milliseconds: performance.now() - started };
}

/**
 * Drops `name` on the server (ending its sessions, the pg_cron and pg_net workers' included: they
 * reconnect by themselves), creates it empty and restores the dump into it in one transaction, so a
 * restore that fails leaves an empty database, never half of one. Answers the copy's URL and the time.
 */
export async function restoreIntoFreshDatabase(file: string, serverUrl: string, name: string): Promise<{ url: string; milliseconds: number }> {
  const started = performance.now();
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  });
  const url = databaseUrlOf(serverUrl, name);
  await run(postgresProgram('pg_restore'), ['--exit-on-error', '--single-transaction', '--dbname', url, file]);
  return { url, milliseconds: performance.now() - started };
}

/** Rows per table of the project's own schemas (public, private): what a restore must bring back. */
export async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  return withClient(databaseUrl, async (client) => {
    const tables = (
      await client.query<{ name: string }>(
        "select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p') and n.nspname in ('public', 'private') order by 1",
      )
    ).rows;
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = Number((await client.query<{ n: string }>(`select count(*) as n from ${name}`)).rows[0]!.n);
    return counts;
  });
}
