/** A real Postgres server as the local backend's database (DATABASE_URL), with PostgREST's normal settings. */
import pg from 'pg';
import type { LocalDatabase, PostgrestTuning } from './database';
import { runPostgresShell } from './postgres-shell';

/** On a Postgres server PostgREST keeps its normal pool, channel, prepared statements and recycling. */
export const POSTGRES_POSTGREST_TUNING: PostgrestTuning = { pool: 10, channel: true, preparedStatements: true, keepConnections: false };

/** A Postgres server: PostgREST logs in as `authenticator` and uses its normal pool. */
export async function openPostgres(databaseUrl: string, authenticatorPassword: string): Promise<LocalDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
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
    shell: (sql) => runPostgresShell(pool, sql),
    close: async () => {
      await pool.end();
    },
  };
}
