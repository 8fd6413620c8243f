/**
 * PGlite (Postgres in WebAssembly, in this process) as the local backend's database, served over the
 * Postgres wire protocol on one socket connection (docs/decisions/0006-toolchain-pitfalls.md).
 */
import { chmod, mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { LocalDatabase, PostgrestTuning } from './database';
import { runPgliteShell } from './pglite-shell';
import { watchProtocolBoundary } from './protocol-boundary';

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

/** `dump()`: the data folder as a tarball, for other PGlites to start from (PgliteOptions.snapshot). */
export async function openPglite({ dataDir, snapshot, port }: PgliteOptions): Promise<LocalDatabase & { dump(): Promise<Blob> }> {
  if (dataDir) await makePrivateFolder(dataDir);
  const db = await PGlite.create(dataDir, { extensions: { pgcrypto, pg_trgm }, loadDataDir: snapshot });
  let server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 1 });
  try {
    await server.start();
  } catch (error) {
    // A taken port (backend.ts tries another): the database must not outlive its failed socket.
    await db.close();
    throw error;
  }
  const betweenRequests = watchProtocolBoundary(db);
  return {
    kind: 'pglite',
    postgrest: { dbUri: `postgres://postgres@127.0.0.1:${port}/postgres`, ...PGLITE_POSTGREST_TUNING },
    exec: async (sql) => {
      await outsideOpenTransactions(db, () => db.exec(sql));
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await outsideOpenTransactions(db, () => db.query<Row>(sql, params))).rows,
    shell: (sql) => runPgliteShell(db, sql, () => !db.isInTransaction() && betweenRequests()),
    resetConnections: async () => {
      await server.stop();
      server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 1 });
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
