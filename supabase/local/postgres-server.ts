/** A real Postgres server as the local backend's database (DATABASE_URL), with PostgREST's normal settings. */
import pg from 'pg';
import type { LocalDatabase, PostgrestTuning } from './database';

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
