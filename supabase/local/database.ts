/**
 * The database behind the local backend: PGlite (Postgres in WebAssembly, in this process) served
 * over the Postgres wire protocol, or a real Postgres server when DATABASE_URL is set.
 */
import { chmod, mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import type { PostgrestOptions } from './postgrest';
import { reportingWireNotifications } from './wire-notifications';

/** How PostgREST must be tuned for a database (docs/decisions/0006-toolchain-pitfalls.md). */
type PostgrestTuning = Pick<PostgrestOptions, 'pool' | 'channel' | 'preparedStatements' | 'keepConnections'>;

export interface LocalDatabase {
  kind: 'pglite' | 'postgres';
  /** What PostgREST connects with, and how it must be tuned for this database. */
  postgrest: PostgrestTuning & Pick<PostgrestOptions, 'dbUri'>;
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * LISTEN on `channel`: `onNotify` is called (never inside a query) with the payload of every NOTIFY
   * committed on it, whoever committed it: PostgREST's requests or this process's own SQL. Answers
   * the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: drops every wire-protocol connection and listens afresh (recovers a stuck handshake). */
  resetConnections?: () => Promise<void>;
  close(): Promise<void>;
}

export interface PgliteOptions {
  /** Folder for the data files; undefined keeps the database in memory. */
  dataDir?: string;
  /** Another PGlite's data folder (its `dump()`) to start from, instead of an empty database. */
  snapshot?: Blob;
  port: number;
}

/**
 * The data folder is the user's alone: PGlite writes its files with the
 * process umask, often world-readable, and they hold the leads and the dashboard password's hash.
 * A private folder makes the files' own modes moot. Run on every start, so a folder made by an
 * older version is closed too.
 */
async function makePrivateFolder(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
}

/**
 * PGlite is a single Postgres session: every socket connection would share it, and one request's
 * transaction could interleave with another's. So: one socket connection, and PostgREST with a
 * pool of one that never recycles its connection, no LISTEN channel and no prepared statements
 * (docs/decisions/0006-toolchain-pitfalls.md).
 */
export const PGLITE_POSTGREST_TUNING: PostgrestTuning = { pool: 1, channel: false, preparedStatements: false, keepConnections: true };

/**
 * Runs an in-process statement (migrations, the clock, tests' SQL) only while no wire-protocol
 * transaction is open: PGlite's one session would otherwise run it inside PostgREST's transaction,
 * as its role, and an error there aborts the request. PGlite cannot run a query while its lock is
 * held, so the check and the query are two steps; a request that begins between them is rare
 * enough for a local backend.
 */
async function outsideOpenTransactions<T>(db: PGlite, statement: () => Promise<T>): Promise<T> {
  while (await db.runExclusive(async () => db.isInTransaction())) await new Promise((resolve) => setTimeout(resolve, 2));
  return statement();
}

/** Who listens on which channel, called outside the query that delivered the notification. */
function notificationListeners() {
  const channels = new Map<string, Set<(payload: string) => void>>();
  return {
    channels,
    dispatch: (channel: string, payload: string) => {
      for (const onNotify of channels.get(channel) ?? []) setImmediate(() => onNotify(payload));
    },
  };
}

/** `dump()`: the data folder as a tarball, for other PGlites to start from (PgliteOptions.snapshot). */
export async function openPglite({ dataDir, snapshot, port }: PgliteOptions): Promise<LocalDatabase & { dump(): Promise<Blob> }> {
  if (dataDir) await makePrivateFolder(dataDir);
  const db = await PGlite.create(dataDir, { extensions: { pgcrypto, pg_trgm }, loadDataDir: snapshot });
  // One session hears every NOTIFY it LISTENs to, by two roads: PGlite's parser reports those that
  // this process's own queries commit (onNotification), and the socket's raw answers, read on their
  // way to PostgREST, those its requests commit (wire-notifications.ts explains why both are needed).
  const listeners = notificationListeners();
  db.onNotification(listeners.dispatch);
  const socketDb = reportingWireNotifications(db, listeners.dispatch);
  let server = new PGLiteSocketServer({ db: socketDb, port, host: '127.0.0.1', maxConnections: 1 });
  await server.start();
  return {
    kind: 'pglite',
    postgrest: { dbUri: `postgres://postgres@127.0.0.1:${port}/postgres`, ...PGLITE_POSTGREST_TUNING },
    exec: async (sql) => {
      await outsideOpenTransactions(db, () => db.exec(sql));
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await outsideOpenTransactions(db, () => db.query<Row>(sql, params))).rows,
    // LISTEN belongs to the session, and PGlite has one: it holds for PostgREST's connections too,
    // across reconnects (the socket server only rolls back a dropped connection's transaction).
    listen: async (channel, onNotify) => {
      let callbacks = listeners.channels.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.channels.set(channel, callbacks);
        await outsideOpenTransactions(db, () => db.exec(`listen ${pg.escapeIdentifier(channel)}`));
      }
      callbacks.add(onNotify);
      return async () => {
        callbacks.delete(onNotify);
        if (callbacks.size || listeners.channels.get(channel) !== callbacks || db.closed) return;
        listeners.channels.delete(channel);
        await outsideOpenTransactions(db, () => db.exec(`unlisten ${pg.escapeIdentifier(channel)}`));
      };
    },
    resetConnections: async () => {
      await server.stop();
      server = new PGLiteSocketServer({ db: socketDb, port, host: '127.0.0.1', maxConnections: 1 });
      await server.start();
    },
    // Uncompressed: each PGlite started from the dump would spend longer unzipping it than reading 40 MB.
    dump: () => db.dumpDataDir('none'),
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}

/** On a Postgres server PostgREST keeps its normal pool, channel, prepared statements and recycling. */
export const POSTGRES_POSTGREST_TUNING: PostgrestTuning = { pool: 10, channel: true, preparedStatements: true, keepConnections: false };

/**
 * LISTEN on a Postgres server: a connection of its own (a pooled one would be handed to other
 * queries), opened again a second later if the server drops it. Notifications sent while it was
 * away are lost; the callers' sweeper catches up with what they missed.
 */
async function listenOnServer(databaseUrl: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) setImmediate(() => onNotify(message.payload ?? ''));
    });
    // pg reports a dropped connection as an error, then ends it; 'end' opens another.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      if (!stopped) retry = setTimeout(reconnect, 1000);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await next.end());
    client = next;
  };
  const reconnect = () => {
    if (stopped) return;
    connect().catch(() => {
      if (!stopped) retry = setTimeout(reconnect, 1000);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

/** A Postgres server: PostgREST logs in as `authenticator` and uses its normal pool. */
export async function openPostgres(databaseUrl: string, authenticatorPassword: string): Promise<LocalDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const listening = new Set<() => Promise<void>>();
  await pool.query('select 1');
  const postgrestUri = new URL(databaseUrl);
  postgrestUri.username = 'authenticator';
  postgrestUri.password = authenticatorPassword;
  return {
    kind: 'postgres',
    postgrest: { dbUri: postgrestUri.toString(), ...POSTGRES_POSTGREST_TUNING },
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[],
    listen: async (channel, onNotify) => {
      const unlisten = await listenOnServer(databaseUrl, channel, onNotify);
      listening.add(unlisten);
      return async () => {
        listening.delete(unlisten);
        await unlisten();
      };
    },
    close: async () => {
      for (const unlisten of listening) await unlisten();
      listening.clear();
      await pool.end();
    },
  };
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a database named `<prefix>_<random>` on a Postgres server, empty or a copy of `template`,
 * and returns its URL and a function that drops it (tests and benchmarks each get their own).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Math.random().toString(16).slice(2, 14)}`;
  const run = async <Row>(sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  // Postgres refuses to copy a template someone is connected to, after waiting up to 5 s for them to leave.
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // pg's Pool.end() resolves before its sockets have closed; forcing the drop while one is still
  // saying goodbye kills it mid-flight and surfaces as an unhandled "terminating connection" error
  // in whichever test file ran last. So wait (briefly) for the sessions to leave, then force.
  const drop = async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const [row] = await run<{ sessions: number }>('select count(*)::int as sessions from pg_stat_activity where datname = $1', [name]);
      if (!row?.sessions) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await run(`drop database if exists ${name} with (force)`);
  };
  return { name, url: url.toString(), drop };
}
