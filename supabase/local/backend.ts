/**
 * The local Supabase-compatible backend in one call: database (PGlite or DATABASE_URL), migrations
 * and seed, PostgREST, and the gateway with the edge functions. Used by `npm run dev`,
 * `npm run backend`, the integration tests and the benchmarks.
 */
import './websocket-polyfill';
import { assertPortFree, freePort, reservePort } from './busy-port';
import type { LocalDatabase } from './database';
import { serveFunctionsUnderDeno } from './deno/functions-under-deno';
import { loadFunctions, publicFunctions } from './function-loader';
import { errorCode } from '../functions/_shared/error-code';
import { createGateway, type GatewayMount } from './gateway';
import { createLoginGate } from './login-gate';
import { createInbox, inboxMount, type Inbox } from './inbox';
import { routeLocalMail, type MailRoute } from './mail-route';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys';
import { migrate } from './migrate';
import { MORNING_EMAIL_BODY, startNotificationTimer } from './notification-timer';
import { openPglite } from './pglite';
import { openPostgres } from './postgres-server';
import { createSenderWakeUp, createSiteCheckWakeUp, type SenderWakeUp } from './sender-wake-up';
import { startPostgrestWithRetry } from './start-postgrest';
import { applyWriteLimits } from './write-limits';

export const DEFAULT_DASHBOARD_PASSWORD = 'leads-dashboard-local';
/** The notification outbox's sender: the wake-up, the sweeper and the morning e-mail's job all call it. */
const SENDER = 'send-notifications';
/** The checker of leads' sites (decision 0080): its wake-up and its sweeper call it. */
const SITE_CHECKER = 'check-lead-sites';
export const DEFAULT_API_PORT = 54321;
export const DEFAULT_DB_PORT = 54322;
/** What PostgREST logs in with on a Postgres server (migrate() sets it on the role). */
export const LOCAL_AUTHENTICATOR_PASSWORD = 'authenticator-local';

export interface BackendOptions {
  /** Gateway port; 0 picks a free one. Default 54321, Supabase's own local port. */
  port?: number;
  /** PGlite wire-protocol port; 0 picks a free one. */
  dbPort?: number;
  /** PGlite data folder; undefined keeps the database in memory. Ignored with databaseUrl. */
  dataDir?: string;
  /**
   * PGlite in memory: start from this dump of a migrated database (supabase/local/snapshot.ts)
   * instead of an empty one. The integration tests use it; migrate() then has nothing to apply.
   */
  snapshot?: Blob;
  /** A Postgres server instead of PGlite. */
  databaseUrl?: string;
  /** databaseUrl is a project's database, pushed by `supabase db push`: served as it is (migrate.ts). */
  servesProject?: boolean;
  dashboardPassword?: string;
  /** Extra settings for the edge functions (e-mail API...) and the write limits (supabase/local/write-limits.ts). */
  functionEnv?: Record<string, string | undefined>;
  /**
   * How often the backend runs the notification outbox's sweeper (send-notifications with `{}`),
   * as pg_cron does every minute on hosted Supabase. 0 turns the timer off (tests drive the job themselves).
   */
  notificationIntervalMs?: number;
  /**
   * How often the backend runs the morning e-mail's job (send-notifications with
   * `{"only":"morning-email"}`; the database decides whether it is due), as pg_cron does on weekday
   * mornings on hosted Supabase; default every minute. 0 turns it off (tests drive it themselves).
   */
  morningEmailIntervalMs?: number;
  /**
   * Whether the backend wakes the notification sender (send-notifications with `{"only":"leads"}`)
   * after each successful write through the gateway's /rest/v1 (sender-wake-up.ts), as the database's
   * pg_net call does when a lead notification is queued on hosted Supabase. Default true; the
   * integration tests' backend turns it off unless a file asks for it.
   */
  wakeSender?: boolean;
  /**
   * Whether the backend wakes the site checker (check-lead-sites) after a write through the gateway
   * that queued a check of a lead's site, as the database's pg_net call does on hosted Supabase
   * (decision 0080). Default: as wakeSender.
   */
  wakeSiteChecker?: boolean;
  /**
   * How often the backend runs the site checker's sweeper (check-lead-sites), as pg_cron does every
   * minute on hosted Supabase. 0 turns it off (tests drive it themselves). Default every minute.
   */
  siteCheckIntervalMs?: number;
  /**
   * How often the backend runs the weekly reports' job (send-weekly-reports), as pg_cron does every
   * 15 minutes on hosted Supabase; default every minute. 0 turns it off (tests drive it themselves).
   */
  weeklyReportIntervalMs?: number;
  /**
   * A local e-mail inbox at /inbox (supabase/local/inbox.ts), with the functions' e-mail API pointed
   * at it unless LOCAL_EMAIL=provider (supabase/local/mail-route.ts): every e-mail they send lands there. `npm run dev` and
   * `npm run backend` turn it on; tests that read e-mails ask for it.
   */
  inbox?: boolean | { capacity?: number };
  /**
   * What runs the edge functions: this Node process (the default: `npm run dev`, the integration
   * tests), or Deno, one process per function as Supabase's Edge Runtime does (the platform run,
   * scripts/platform/). docs/decisions/0043-the-hosted-path-in-the-test-run.md
   */
  functionRuntime?: 'node' | 'deno';
  /** In this process: import each edge function on its first request instead of at start (function-loader.ts). */
  lazyFunctions?: boolean;
  /**
   * Doors of the caller's own on the gateway, asked after the inbox: the test stack's clock
   * (scripts/clock-door.ts). `npm run dev` and `npm run backend` add none unless asked.
   */
  mounts?: (database: LocalDatabase) => GatewayMount[];
  log?: (message: string) => void;
}

export interface RunningBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dashboardPassword: string;
  database: LocalDatabase;
  /** What migrate() did at start: the migration files it applied, and whether it ran the seed. */
  migrated: { applied: string[]; seeded: boolean };
  /** The local e-mail inbox, when asked for (BackendOptions.inbox), and its page. */
  inbox?: Inbox;
  inboxUrl?: string;
  /** Where the functions' e-mail goes (supabase/local/mail-route.ts). */
  mail: MailRoute;
  /** The wake-up of the notification sender, when on (BackendOptions.wakeSender): how often it ran it, and when it is still. */
  senderWakeUp?: Pick<SenderWakeUp, 'runs' | 'idle'>;
  /** The wake-up of the site checker, when on (BackendOptions.wakeSiteChecker). */
  siteCheckWakeUp?: Pick<SenderWakeUp, 'runs'>;
  /** PostgREST's own address behind the gateway (tests put a faulty link in front of it). */
  postgrestUrl: string;
  stop(): Promise<void>;
}

const portOrFree = async (port: number | undefined, fallback: number) => (port === 0 ? freePort() : (port ?? fallback));

/**
 * A port from freePort() was free a moment ago; a backend starting beside this one (parallel test
 * files) may bind it before PGlite's socket listens. A port chosen for us is then swapped for a fresh
 * one; a port the caller named is theirs to fix.
 */
export async function openPgliteOn(port: number, chosenForUs: boolean, open: (port: number) => Promise<LocalDatabase>): Promise<LocalDatabase> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await open(port);
    } catch (error) {
      const taken = errorCode(error) === 'EADDRINUSE' || /EADDRINUSE/.test(String(error));
      if (!chosenForUs || !taken || attempt >= 3) throw error;
      port = await freePort();
    }
  }
}

export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const log = options.log ?? (() => undefined);
  const dashboardPassword = options.dashboardPassword ?? DEFAULT_DASHBOARD_PASSWORD;
  const reservation = options.port === 0 ? await reservePort() : undefined;
  const apiPort = reservation?.port ?? options.port ?? DEFAULT_API_PORT;
  const releasePort = async () => reservation?.release();
  const authenticatorPassword = LOCAL_AUTHENTICATOR_PASSWORD;
  let database: LocalDatabase;
  try {
    const dbPort = options.databaseUrl ? 0 : await portOrFree(options.dbPort, DEFAULT_DB_PORT);
    // Before anything starts: a taken port is reported as such, not as an EADDRINUSE halfway through.
    if (!reservation) await assertPortFree(apiPort, 'Supabase API gateway');
    await assertPortFree(dbPort, 'PGlite database socket');
    database = options.databaseUrl
      ? await openPostgres(options.databaseUrl, authenticatorPassword)
      : await openPgliteOn(dbPort, options.dbPort === 0, (port) => openPglite({ dataDir: options.dataDir, snapshot: options.snapshot, port }));
  } catch (error) {
    await releasePort();
    throw error;
  }
  const stops: (() => Promise<unknown>)[] = [releasePort, () => database.close()];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };

  try {
    const migrated = await migrate(database, { dashboardPassword, authenticatorPassword, servesProject: options.servesProject });
    if (migrated.applied.length) log(`Applied ${migrated.applied.length} migration(s)${migrated.seeded ? ' and the seed' : ''}.`);
    const wakeUp = options.wakeSender === false ? undefined : createSenderWakeUp(database, log);
    const checkWakeUp = (options.wakeSiteChecker ?? options.wakeSender) === false ? undefined : createSiteCheckWakeUp(database, log);
    const afterWrite =
      wakeUp || checkWakeUp
        ? () => {
            wakeUp?.afterWrite();
            checkWakeUp?.afterWrite();
          }
        : undefined;

    // Migrations run before PostgREST connects, so its first schema load sees them.
    const postgrest = await startPostgrestWithRetry(database);
    stops.push(() => postgrest.stop());

    const url = `http://127.0.0.1:${apiPort}`;
    const inbox = options.inbox ? createInbox(typeof options.inbox === 'object' ? options.inbox : {}) : undefined;
    const inboxUrl = inbox ? `${url}/inbox/` : undefined;
    // Everything the functions e-mail goes to the local inbox, unless LOCAL_EMAIL=provider says otherwise.
    const { env, route: mail } = routeLocalMail(
      { ...process.env, ...options.functionEnv },
      inboxUrl ? { page: inboxUrl, api: `${inboxUrl}emails` } : undefined,
    );
    await applyWriteLimits(database, env);
    // What a deployed function finds in its environment: the project's URL and keys, and the secrets.
    const functionEnv = { ...env, SUPABASE_URL: url, SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY };
    let functions: Awaited<ReturnType<typeof loadFunctions>>;
    if (options.functionRuntime === 'deno') {
      const underDeno = await serveFunctionsUnderDeno(functionEnv, log);
      stops.push(underDeno.stop);
      functions = underDeno.functions;
    } else {
      functions = await loadFunctions(functionEnv, { lazy: options.lazyFunctions });
    }
    const gateway = createGateway({
      postgrestUrl: postgrest.url,
      jwtSecret: LOCAL_JWT_SECRET,
      apiKeys: [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY],
      functions,
      trustLocalProxy: env.LOCAL_TRUSTED_PROXY === 'true',
      publicFunctions: await publicFunctions(),
      mounts: [...(inbox ? [inboxMount(inbox)] : []), ...(options.mounts?.(database) ?? [])],
      afterWrite,
      loginGate: database.kind === 'pglite' ? createLoginGate() : undefined,
    });
    await releasePort();
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

    // The wake-up of the notification sender (pg_net's call on hosted Supabase, supabase/schemas/05_outbox.sql),
    // stopped (again) before the gateway closes, so a run in progress can finish.
    const sender = functions.get(SENDER);
    if (wakeUp && sender) {
      wakeUp.start(sender, `${url}/functions/v1/${SENDER}`, LOCAL_SERVICE_ROLE_KEY);
      stops.push(() => wakeUp.stop());
    }
    const checker = functions.get(SITE_CHECKER);
    if (checkWakeUp && checker) {
      checkWakeUp.start(checker, `${url}/functions/v1/${SITE_CHECKER}`, LOCAL_SERVICE_ROLE_KEY);
      stops.push(() => checkWakeUp.stop());
    }

    // The scheduled jobs pg_cron runs on hosted Supabase (the README's table of cron jobs), each on its own timer.
    const jobs: { name: string; intervalMs: number; label: string; body?: string }[] = [
      { name: SENDER, intervalMs: options.notificationIntervalMs ?? 60_000, label: 'Notification sweeper' },
      { name: SENDER, intervalMs: options.morningEmailIntervalMs ?? 60_000, label: 'Morning e-mail job', body: MORNING_EMAIL_BODY },
      { name: 'send-weekly-reports', intervalMs: options.weeklyReportIntervalMs ?? 60_000, label: 'Weekly report job' },
      { name: SITE_CHECKER, intervalMs: options.siteCheckIntervalMs ?? 60_000, label: 'Site check sweeper' },
    ];
    for (const { name, intervalMs, label, body } of jobs) {
      const handler = functions.get(name);
      if (!handler) continue;
      const timer = startNotificationTimer(handler, `${url}/functions/v1/${name}`, LOCAL_SERVICE_ROLE_KEY, intervalMs, log, label, body);
      stops.push(async () => timer.stop());
    }

    return {
      url,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      dashboardPassword,
      database,
      migrated,
      inbox,
      inboxUrl,
      mail,
      senderWakeUp: wakeUp,
      siteCheckWakeUp: checkWakeUp,
      postgrestUrl: postgrest.url,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
