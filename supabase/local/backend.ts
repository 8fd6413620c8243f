/**
 * The local Supabase-compatible backend in one call: database (PGlite or DATABASE_URL), migrations
 * and seed, PostgREST, and the gateway with the edge functions. Used by `npm run dev`,
 * `npm run backend`, the integration tests and the benchmarks.
 */
import './websocket-polyfill';
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertPortFree, freePort } from './busy-port';
import { openPglite, openPostgres, type LocalDatabase } from './database';
import { createGateway, type FunctionHandler } from './gateway';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys';
import { migrate } from './migrate';
import { startNotificationTimer } from './notification-timer';
import { applyWriteLimits } from './write-limits';
import { startPostgrest } from './postgrest';

export const DEFAULT_DASHBOARD_PASSWORD = 'leads-dashboard-local';
export const DEFAULT_API_PORT = 54321;
export const DEFAULT_DB_PORT = 54322;

export interface BackendOptions {
  /** Gateway port; 0 picks a free one. Default 54321, Supabase's own local port. */
  port?: number;
  /** PGlite wire-protocol port; 0 picks a free one. */
  dbPort?: number;
  /** PGlite data folder; undefined keeps the database in memory. Ignored with databaseUrl. */
  dataDir?: string;
  /** A Postgres server instead of PGlite. */
  databaseUrl?: string;
  dashboardPassword?: string;
  /** Extra settings for the edge functions (e-mail API...) and the write limits (supabase/local/write-limits.ts). */
  functionEnv?: Record<string, string | undefined>;
  /**
   * How often the backend runs the notification outbox's job (deliver-lead-notifications), as
   * pg_cron does every minute on hosted Supabase. 0 turns the timer off (tests drive the job themselves).
   */
  notificationIntervalMs?: number;
  log?: (message: string) => void;
}

export interface RunningBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dashboardPassword: string;
  database: LocalDatabase;
  stop(): Promise<void>;
}

const portOrFree = async (port: number | undefined, fallback: number) => (port === 0 ? freePort() : (port ?? fallback));

/** Every folder of supabase/functions with a handler.ts, loaded as `name -> handler`. */
async function loadFunctions(env: Record<string, string | undefined>): Promise<Map<string, FunctionHandler>> {
  const dir = resolve(import.meta.dirname, '../functions');
  const handlers = new Map<string, FunctionHandler>();
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const module = (await import(pathToFileURL(resolve(dir, entry.name, 'handler.ts')).href)) as {
      createHandler: (env: { get(name: string): string | undefined }) => FunctionHandler;
    };
    handlers.set(entry.name, module.createHandler({ get: (name) => env[name] }));
  }
  return handlers;
}

/**
 * Starts PostgREST. Rarely, its first connections to PGlite's single-connection socket get stuck
 * in the handshake; then the socket is reset and PostgREST started again (up to 3 attempts).
 */
async function startPostgrestWithRetry(database: LocalDatabase) {
  const attempts = database.resetConnections ? 3 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startPostgrest({
        dbUri: database.postgrest.uri,
        pool: database.postgrest.pool,
        channel: database.postgrest.channel,
        preparedStatements: database.postgrest.preparedStatements,
        jwtSecret: LOCAL_JWT_SECRET,
        port: await freePort(),
        adminPort: await freePort(),
        readyTimeoutMs: attempts > 1 ? 12_000 : 30_000,
      });
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`PostgREST was not ready (attempt ${attempt} of ${attempts}); resetting the database socket and retrying.`);
      await database.resetConnections?.();
    }
  }
}

export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const log = options.log ?? (() => undefined);
  const dashboardPassword = options.dashboardPassword ?? DEFAULT_DASHBOARD_PASSWORD;
  const apiPort = await portOrFree(options.port, DEFAULT_API_PORT);
  const dbPort = options.databaseUrl ? 0 : await portOrFree(options.dbPort, DEFAULT_DB_PORT);
  const authenticatorPassword = 'authenticator-local';
  // Before anything starts: a taken port is reported with the process that holds it.
  await assertPortFree(apiPort, 'Supabase API gateway');
  await assertPortFree(dbPort, 'PGlite database socket');

  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, authenticatorPassword)
    : await openPglite({ dataDir: options.dataDir, port: dbPort });
  const stops: (() => Promise<unknown>)[] = [() => database.close()];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };

  try {
    const { applied, seeded } = await migrate(database, { dashboardPassword, authenticatorPassword });
    if (applied.length) log(`Applied ${applied.length} migration(s)${seeded ? ' and the seed' : ''}.`);

    // Migrations run before PostgREST connects, so its first schema load sees them.
    const postgrest = await startPostgrestWithRetry(database);
    stops.push(() => postgrest.stop());

    const url = `http://127.0.0.1:${apiPort}`;
    const env = { ...process.env, ...options.functionEnv };
    await applyWriteLimits(database, env);
    const functions = await loadFunctions({
      ...env,
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    });
    const gateway = createGateway({
      postgrestUrl: postgrest.url,
      jwtSecret: LOCAL_JWT_SECRET,
      apiKeys: [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY],
      functions,
      trustLocalProxy: env.LOCAL_TRUSTED_PROXY === 'true',
    });
    await new Promise<void>((done, fail) => {
      gateway.once('error', fail);
      gateway.listen(apiPort, '127.0.0.1', done);
    });
    stops.push(
      () =>
        new Promise((done) => {
          gateway.closeAllConnections();
          gateway.close(done);
        }),
    );

    const deliver = functions.get('deliver-lead-notifications');
    if (deliver) {
      const timer = startNotificationTimer(
        deliver,
        `${url}/functions/v1/deliver-lead-notifications`,
        LOCAL_SERVICE_ROLE_KEY,
        options.notificationIntervalMs ?? 60_000,
        log,
      );
      stops.push(async () => timer.stop());
    }

    return { url, anonKey: LOCAL_ANON_KEY, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY, dashboardPassword, database, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
