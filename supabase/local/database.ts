/**
 * The database behind the local backend, whichever it is: PGlite in this process (pglite.ts) or a
 * real Postgres server when DATABASE_URL is set (postgres-server.ts).
 */
import type { PostgrestOptions } from './postgrest';

/** How PostgREST must be tuned for a database (docs/decisions/0006-toolchain-pitfalls.md). */
export type PostgrestTuning = Pick<PostgrestOptions, 'pool' | 'channel' | 'preparedStatements' | 'keepConnections'>;

/** One statement's outcome in the SQL shell: its command tag, and its columns and rows as text when it returned rows. */
export interface ShellResult {
  command: string;
  columns?: string[];
  rows?: (string | null)[][];
}

/** What the SQL shell answers for one input (supabase/local/sql-door.ts). */
export interface ShellAnswer {
  results: ShellResult[];
  /** The statement that failed, when one did: the statements after it did not run. */
  error?: { message: string; code?: string };
  notices: string[];
  /** A transaction the input began and left open was rolled back. */
  rolledBack: boolean;
  /** Session settings (SET, SET ROLE) the input changed and the shell set back. */
  restored: string[];
}

export interface LocalDatabase {
  kind: 'pglite' | 'postgres';
  /** What PostgREST connects with, and how it must be tuned for this database. */
  postgrest: PostgrestTuning & Pick<PostgrestOptions, 'dbUri'>;
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Runs what a developer typed into `npm run db:shell` (the SQL door, sql-door.ts), one or more
   * statements, and answers every statement's result as text. Never leaves a transaction or a
   * session setting behind: the backend's own work shares the database (pglite-shell.ts, postgres-shell.ts).
   */
  shell(sql: string): Promise<ShellAnswer>;
  /** PGlite only: drops every wire-protocol connection and listens afresh (recovers a stuck handshake). */
  resetConnections?: () => Promise<void>;
  close(): Promise<void>;
}
