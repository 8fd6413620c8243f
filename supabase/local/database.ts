/**
 * The database behind the local backend, whichever it is: PGlite in this process (pglite.ts) or a
 * real Postgres server when DATABASE_URL is set (postgres-server.ts).
 */
import type { PostgrestOptions } from './postgrest';

/** How PostgREST must be tuned for a database (docs/decisions/0006-toolchain-pitfalls.md). */
export type PostgrestTuning = Pick<PostgrestOptions, 'pool' | 'channel' | 'preparedStatements' | 'keepConnections'>;

export interface LocalDatabase {
  kind: 'pglite' | 'postgres';
  /** What PostgREST connects with, and how it must be tuned for this database. */
  postgrest: PostgrestTuning & Pick<PostgrestOptions, 'dbUri'>;
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** PGlite only: drops every wire-protocol connection and listens afresh (recovers a stuck handshake). */
  resetConnections?: () => Promise<void>;
  close(): Promise<void>;
}
