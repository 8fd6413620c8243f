/**
 * The platform run's database: the one database of the server whose pg_cron and pg_net workers serve
 * it (cron.database_name, scripts/ci/start-postgres.sh), made afresh as a new Supabase project has
 * it: Supabase's roles and defaults (supabase/local/bootstrap.sql), pg_cron, pg_net and Vault created
 * where Supabase creates them, then the migrations pushed by the real `supabase db push`, the
 * README's deploy command.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { cliDatabaseUrl, runSupabaseCli } from '../../../scripts/supabase-cli/run-cli';
import { withClient } from '../../../scripts/supabase-cli/with-client';

const root = resolve(import.meta.dirname, '../../..');

/** The database the server's pg_cron and pg_net workers serve: the only one where pg_cron can be created. */
export async function platformDatabaseName(serverUrl: string): Promise<string> {
  return withClient(serverUrl, async (client) => (await client.query<{ name: string }>("select current_setting('cron.database_name') as name")).rows[0]!.name);
}

/** The platform database's URL on that server, as it is (a restored copy, say). */
export async function platformDatabaseUrl(serverUrl: string): Promise<string> {
  const url = new URL(serverUrl);
  url.pathname = `/${await platformDatabaseName(serverUrl)}`;
  return url.toString();
}

/**
 * Makes the platform database anew and pushes the migrations; answers its URL. With
 * `createExtensions: false` the extensions are left for the migrations to create, as on a project
 * where nobody enabled them first.
 */
export async function createPlatformDatabase(serverUrl: string, { createExtensions = true } = {}): Promise<string> {
  const name = await platformDatabaseName(serverUrl);
  await withClient(serverUrl, async (client) => {
    // WITH (FORCE): the workers of pg_cron and pg_net hold connections to it; they reconnect by themselves.
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const bootstrap = await readFile(resolve(root, 'supabase/local/bootstrap.sql'), 'utf8');
  await withClient(url.toString(), async (client) => {
    await client.query(bootstrap);
    if (!createExtensions) return;
    // As a Supabase project has them: pg_cron as Supabase's docs create it, pg_net in extensions, Vault in its own schema.
    await client.query(`
      create extension if not exists pg_cron with schema pg_catalog;
      create extension if not exists pg_net with schema extensions;
      create extension if not exists supabase_vault;`);
  });
  const push = await runSupabaseCli(['db', 'push', '--db-url', cliDatabaseUrl(url.toString()), '--yes']);
  if (push.code !== 0) throw new Error(`supabase db push exited with ${push.code}:\n${push.stderr}${push.stdout}`);
  return url.toString();
}
