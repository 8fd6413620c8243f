/**
 * `npm run dev`: the local backend (PGlite in .data/, PostgREST, the gateway with the edge functions)
 * and the Vite dev server, as one process tree. Ctrl-C stops everything.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { startBackend } from '../supabase/local/backend';

// Settings from .env (DASHBOARD_PASSWORD, DATABASE_URL, the e-mail API...), when there is one.
if (existsSync('.env')) process.loadEnvFile('.env');

const root = resolve(import.meta.dirname, '..');

const backend = await startBackend({
  dataDir: process.env.DATABASE_URL ? undefined : resolve(root, '.data/pglite'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  dashboardPassword: process.env.DASHBOARD_PASSWORD || undefined,
  log: (message) => console.log(message),
});

// The browser talks to this backend unless .env points it elsewhere.
process.env.VITE_SUPABASE_URL ||= backend.url;
process.env.VITE_SUPABASE_ANON_KEY ||= backend.anonKey;

const vite = await createServer({ root, configFile: resolve(root, 'vite.config.ts') });
await vite.listen();

console.log('');
console.log(`  Site:               ${vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/'}`);
console.log(`  Supabase API:       ${backend.url} (${backend.database.kind === 'pglite' ? 'PGlite, data in .data/pglite' : 'DATABASE_URL'})`);
console.log(`  Dashboard password: ${backend.dashboardPassword}`);
console.log('');

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
