/**
 * `npm run backend`: the local Supabase-compatible backend alone, until Ctrl-C.
 *   --memory        a throwaway in-memory PGlite database (ignores DATABASE_URL; the tests use it)
 *   --port N        the gateway's port (default 54321)
 *   --db-port N     PGlite's wire-protocol port (default 54322; 0 picks a free one); on another
 *                   port than the default the data lives in .data/pglite-<N> (local-data.ts)
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_API_PORT, DEFAULT_DB_PORT, startBackend } from './backend';
import { parsePort, pgliteDataDir } from './local-data';
import { describeMailRoute } from './mail-route';
import { stopOnSignals } from './shutdown';
import { shellCommand, sqlDoor } from './sql-door';

// Settings from .env (DASHBOARD_PASSWORD, DATABASE_URL, the e-mail API...), when there is one.
if (existsSync('.env')) process.loadEnvFile('.env');

const { values: flags } = parseArgs({
  options: { memory: { type: 'boolean', default: false }, port: { type: 'string' }, 'db-port': { type: 'string' } },
});
const databaseUrl = flags.memory ? undefined : process.env.DATABASE_URL || undefined;

try {
  const dbPort = flags['db-port'] === undefined ? DEFAULT_DB_PORT : parsePort(flags['db-port'], '--db-port');
  const dataDir = databaseUrl || flags.memory ? undefined : pgliteDataDir(resolve(import.meta.dirname, '../..'), dbPort);
  const backend = await startBackend({
    port: flags.port === undefined ? DEFAULT_API_PORT : parsePort(flags.port, '--port'),
    dbPort,
    dataDir,
    databaseUrl,
    dashboardPassword: process.env.DASHBOARD_PASSWORD || undefined,
    inbox: true,
    // The SQL shell's door: `npm run db:shell` reaches this database while PostgREST holds its connection.
    mounts: (database) => [sqlDoor(database)],
    log: (message) => console.log(message),
  });
  stopOnSignals(backend.stop);
  console.log(`Supabase API (local): ${backend.url}`);
  console.log(`Database: ${databaseUrl ? 'DATABASE_URL' : dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory'}`);
  console.log(`Dashboard password: ${backend.dashboardPassword}`);
  console.log(`E-mail: ${describeMailRoute(backend.mail)}`);
  console.log(`SQL shell: ${shellCommand(backend.url)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
