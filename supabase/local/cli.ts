/** `npm run backend`: the local Supabase-compatible backend alone, until Ctrl-C. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBackend } from './backend';

// Settings from .env (DASHBOARD_PASSWORD, DATABASE_URL, the e-mail API...), when there is one.
if (existsSync('.env')) process.loadEnvFile('.env');

const backend = await startBackend({
  dataDir: process.env.DATABASE_URL ? undefined : resolve(import.meta.dirname, '../../.data/pglite'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  dashboardPassword: process.env.DASHBOARD_PASSWORD || undefined,
  log: (message) => console.log(message),
});

console.log(`Supabase API (local): ${backend.url}`);
console.log(`Database: ${backend.database.kind === 'pglite' ? 'PGlite in .data/pglite' : 'DATABASE_URL'}`);
console.log(`Dashboard password: ${backend.dashboardPassword}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void backend.stop().then(() => process.exit(0));
  });
}
