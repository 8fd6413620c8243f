/** `npm run backend`: the local Supabase-compatible backend alone, until Ctrl-C (`-- --memory`: nothing kept). */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBackend } from './backend';

// Settings from .env (DASHBOARD_PASSWORD, DATABASE_URL, the e-mail API...), when there is one.
if (existsSync('.env')) process.loadEnvFile('.env');

// --memory: a throwaway in-memory database (the end-to-end tests use it).
const inMemory = process.argv.includes('--memory');

const backend = await startBackend({
  dataDir: process.env.DATABASE_URL || inMemory ? undefined : resolve(import.meta.dirname, '../../.data/pglite'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  dashboardPassword: process.env.DASHBOARD_PASSWORD || undefined,
  log: (message) => console.log(message),
});

console.log(`Supabase API (local): ${backend.url}`);
console.log(`Database: ${backend.database.kind === 'postgres' ? 'DATABASE_URL' : inMemory ? 'PGlite in memory' : 'PGlite in .data/pglite'}`);
console.log(`Dashboard password: ${backend.dashboardPassword}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void backend.stop().then(() => process.exit(0));
  });
}
