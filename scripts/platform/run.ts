/**
 * `npm run test:platform`: the hosted path (tests/platform/) on the Postgres server in
 * TEST_DATABASE_URL, when that server runs hosted Supabase's pg_cron, pg_net and Vault. Skipped,
 * with one line that says why and how to get it, otherwise. Arguments go to Vitest
 * (`npm run test:platform -- tests/platform/restore.test.ts` runs one file).
 * docs/decisions/0043-the-hosted-path-in-the-test-run.md
 */
import { spawnSync } from 'node:child_process';
import { HOW_TO_GET_THE_PLATFORM, platformServerProblem } from './server-check';

const url = process.env.TEST_DATABASE_URL;
const problem = await platformServerProblem(url);
if (problem) {
  console.log(`${problem}: the platform run (pg_cron, pg_net, Vault) is skipped; to run it, ${HOW_TO_GET_THE_PLATFORM}.`);
  process.exit(0);
}

const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.platform.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLATFORM_SERVER_URL: url },
});
process.exit(result.status ?? 1);
