/**
 * `npm run test:platform`: the hosted path (tests/platform/) on the Postgres server in
 * TEST_DATABASE_URL, when that server runs hosted Supabase's pg_cron, pg_net and Vault. Skipped,
 * with one line that says why and how to get it, otherwise.
 * docs/decisions/0043-the-hosted-path-in-the-test-run.md
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const HOW =
  'install them with `sudo bash supabase/vendor/install-supabase-extensions.sh` and start the server with `scripts/ci/start-postgres.sh` (it preloads them), as .ci/run does';
const REQUIRED = ['pg_cron', 'pg_net', 'supabase_vault'];

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(`TEST_DATABASE_URL is not set: the platform run (pg_cron, pg_net, Vault) is skipped; to run it, ${HOW}.`);
  process.exit(0);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const [row] = (await client.query<{ preloaded: string }>("select current_setting('shared_preload_libraries') as preloaded")).rows;
await client.end();
const preloaded = new Set(row!.preloaded.split(',').map((name) => name.trim()));
const missing = REQUIRED.filter((name) => !preloaded.has(name));
if (missing.length > 0) {
  console.log(`The Postgres server in TEST_DATABASE_URL does not preload ${missing.join(', ')}: the platform run is skipped; to run it, ${HOW}.`);
  process.exit(0);
}

const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.platform.config.ts'], { stdio: 'inherit', env: { ...process.env, PLATFORM_SERVER_URL: url } });
process.exit(result.status ?? 1);
