/** Throwaway databases on a Postgres server, one per test file or benchmark. */
import pg from 'pg';

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
