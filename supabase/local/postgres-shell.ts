/**
 * The SQL shell's statements on a Postgres server (DATABASE_URL), when `npm run db:shell` finds no
 * psql to hand the connection to (scripts/db-shell/run.ts). Each input gets a connection of its own,
 * closed afterwards: a transaction it left open is rolled back by the server, and its SET and SET
 * ROLE end with it, so the backend's pool never inherits them.
 */
import pg from 'pg';
import type { ShellAnswer, ShellResult } from './database';

/** Every value as Postgres wrote it, as psql shows it. */
const asText = { getTypeParser: () => (value: string) => value };

export async function runPostgresShell(pool: pg.Pool, sql: string): Promise<ShellAnswer> {
  const client = await pool.connect();
  const notices: string[] = [];
  client.on('notice', (notice) => notices.push(`${notice.severity ?? 'NOTICE'}: ${notice.message}`));
  try {
    const reply = await client.query<unknown[]>({ text: sql, rowMode: 'array', types: asText });
    // Several statements answer one result each (node-postgres's simple protocol), though its types name one.
    const replies: pg.QueryArrayResult[] = Array.isArray(reply) ? reply : [reply];
    const results: ShellResult[] = replies.map((result) => ({
      command: [result.command, result.command === 'INSERT' ? '0' : undefined, result.rowCount ?? undefined].filter((part) => part !== undefined).join(' '),
      ...(result.fields.length
        ? { columns: result.fields.map((field) => field.name), rows: result.rows.map((row) => row.map((value) => (value === null ? null : String(value)))) }
        : {}),
    }));
    return { results, notices, rolledBack: client.getTransactionStatus() !== 'I', restored: [] };
  } catch (error) {
    const failure = error instanceof pg.DatabaseError ? { message: error.message, code: error.code } : { message: String(error) };
    return { results: [], error: failure, notices, rolledBack: client.getTransactionStatus() !== 'I', restored: [] };
  } finally {
    // Closed, not returned to the pool: the session's state (an open transaction, SET, SET ROLE) ends with it.
    client.release(true);
  }
}
