/**
 * `npm run dev`: the local backend (PGlite in .data/, PostgREST, the gateway with the edge functions)
 * and the Vite dev server, as one process tree. Ctrl-C (or SIGTERM) stops everything.
 *   --port N       the site's port (default 5173)
 *   --api-port N   the local Supabase API's port (default 54321); the site is pointed at it
 *   --db-port N    PGlite's wire-protocol port (default 54322; with --memory, a free one); on
 *                  another port than the default the data lives in .data/pglite-<N>
 *   --memory       a throwaway in-memory database instead of .data/pglite
 *   --api-url URL  no backend of its own: the site talks to the local backend already at URL (the
 *                  end-to-end run points its dev server at the built site's backend: one stack)
 *   --clock        the backend also serves /_local/clock (scripts/clock-door.ts), which
 *                  `npm run weekly-reports:send-now` moves; off by default
 */
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { createServer } from 'vite';
import { assertPortFree } from '../supabase/local/busy-port';
import { startBackend, type RunningBackend } from '../supabase/local/backend';
import { LOCAL_ANON_KEY } from '../supabase/local/keys';
import { pgliteDataDir } from '../supabase/local/local-data';
import { describeMailRoute } from '../supabase/local/mail-route';
import { stopOnSignals } from '../supabase/local/shutdown';
import { shellCommand, sqlDoor } from '../supabase/local/sql-door';
import { clockDoor } from './clock-door';
import { DEFAULT_SITE_PORT, parseDevFlags, type DevFlags } from './dev-flags';

// Settings from .env (DASHBOARD_PASSWORD, DATABASE_URL, the e-mail API...), when there is one.
if (existsSync('.env')) process.loadEnvFile('.env');

let flags: DevFlags;
try {
  flags = parseDevFlags(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { sitePort, apiPort, dbPort } = flags;
const databaseUrl = flags.memory ? undefined : process.env.DATABASE_URL || undefined;
const root = resolve(import.meta.dirname, '..');
const dataDir = databaseUrl || flags.memory ? undefined : pgliteDataDir(root, dbPort);

const sharedApi = flags.apiUrl;
let backend: RunningBackend | undefined;
try {
  // Checked first, so a busy site port is reported before the database starts.
  await assertPortFree(sitePort, 'site (Vite dev server)', ['127.0.0.1', '::1']);
  if (!sharedApi) {
    backend = await startBackend({
      port: apiPort,
      dbPort,
      dataDir,
      databaseUrl,
      dashboardPassword: process.env.DASHBOARD_PASSWORD || undefined,
      // Every e-mail the functions send lands in the local inbox; the links in them lead to this site.
      inbox: true,
      functionEnv: { SITE_URL: process.env.SITE_URL || `http://localhost:${sitePort}` },
      // The SQL shell's door (npm run db:shell), and the clock's when asked.
      mounts: (database) => [sqlDoor(database), ...(flags.clock ? [clockDoor(database)] : [])],
      log: (message) => console.log(message),
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The browser talks to this backend, unless .env points the default setup elsewhere; a backend on
// a port of its own (--api-port) or a shared one (--api-url) always wins, or a test run could
// write into the developer's data.
if (sharedApi) {
  process.env.VITE_SUPABASE_URL = sharedApi;
  process.env.VITE_SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
} else if (backend) {
  if (flags.apiPortGiven) process.env.VITE_SUPABASE_URL = backend.url;
  process.env.VITE_SUPABASE_URL ||= backend.url;
  process.env.VITE_SUPABASE_ANON_KEY ||= backend.anonKey;
}

const vite = await createServer({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  // A second dev server (the dev tests) keeps its own pre-bundled dependencies, so it never
  // rewrites the cache a running `npm run dev` is serving from.
  cacheDir: sitePort === DEFAULT_SITE_PORT ? undefined : resolve(root, `node_modules/.vite-${sitePort}`),
  server: {
    port: sitePort,
    strictPort: true,
    // Compiled while the server starts, not on the first visit: the entry and every page (each
    // page's own imports follow). A first page took seconds to answer otherwise, and the dev tests
    // waited on it (decision 0078); their backend starts meanwhile.
    warmup: { clientFiles: ['./src/app/entry-client.tsx', './src/pages/*.tsx'] },
  },
});
stopOnSignals(async () => {
  await vite.close();
  await backend?.stop();
});
await vite.listen();

console.log('');
console.log(`  Site:               ${vite.resolvedUrls?.local[0] ?? `http://localhost:${sitePort}/`}`);
if (backend) {
  const database = dataDir ? `PGlite, data in ${relative(root, dataDir)}` : 'PGlite in memory';
  console.log(`  Supabase API:       ${backend.url} (${backend.database.kind === 'pglite' ? database : 'DATABASE_URL'})`);
  console.log(`  Dashboard password: ${backend.dashboardPassword}`);
  console.log(`  E-mail:             ${describeMailRoute(backend.mail)}`);
  console.log(`  SQL shell:          ${shellCommand(backend.url)}`);
} else {
  console.log(`  Supabase API:       ${sharedApi} (shared, started elsewhere)`);
}
console.log('');
