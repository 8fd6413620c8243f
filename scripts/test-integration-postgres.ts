/**
 * `npm run test:integration:postgres`: the integration suite again, on the Postgres server in
 * TEST_DATABASE_URL (CI starts Debian's with scripts/ci/start-postgres.sh), proving the
 * migrations on server Postgres too. Skipped, saying so, when TEST_DATABASE_URL is not set.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL is not set: the integration tests on a Postgres server are skipped.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.integration.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, INTEGRATION_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
