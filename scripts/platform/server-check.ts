/**
 * Whether a Postgres server can run the platform tests: it must preload hosted Supabase's pg_cron,
 * pg_net and Vault (scripts/ci/start-postgres.sh does where they are installed). Shared by
 * `npm run test:platform` (which skips without) and `npm run db:restore-check` (which refuses).
 */
import pg from 'pg';

export const HOW_TO_GET_THE_PLATFORM =
  'install them with `sudo bash supabase/vendor/install-supabase-extensions.sh` and start the server with `scripts/ci/start-postgres.sh` (it preloads them), as .ci/run does';
const REQUIRED = ['pg_cron', 'pg_net', 'supabase_vault'];

/** Why the server at `url` cannot run the platform tests (one sentence without the how-to), or null. */
export async function platformServerProblem(url: string | undefined): Promise<string | null> {
  if (!url) return 'TEST_DATABASE_URL is not set';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [row] = (await client.query<{ preloaded: string }>("select current_setting('shared_preload_libraries') as preloaded")).rows;
    const preloaded = new Set(row!.preloaded.split(',').map((name) => name.trim()));
    const missing = REQUIRED.filter((name) => !preloaded.has(name));
    return missing.length > 0 ? `The Postgres server in TEST_DATABASE_URL does not preload ${missing.join(', ')}` : null;
  } finally {
    await client.end();
  }
}
