/**
 * `npm run db:restore-check`: a restore, run (docs/operations.md, issue 60). On the Postgres server in
 * TEST_DATABASE_URL (preloading pg_cron, pg_net and Vault, as `npm run test:platform` needs):
 *   1. tests/platform/restore.test.ts makes the platform database as the README's deploy does, with a
 *      lead, a booking and a weekly report subscription, dumps it with pg_dump (custom format), drops
 *      and recreates it, restores the dump with pg_restore, times that, and proves the copy: its rows,
 *      its pg_cron jobs, its Vault secrets, a lead e-mailed through pg_net, `vault:set-service-key`;
 *   2. tests/platform/hosted-path.test.ts, the platform run's hosted path, then runs on that copy
 *      (PLATFORM_EXISTING_DATABASE=1: no fresh push).
 * Unlike `test:platform`, it refuses, not skips, a server without the extensions: it was asked for.
 */
import { spawnSync } from 'node:child_process';
import { HOW_TO_GET_THE_PLATFORM, platformServerProblem } from './server-check';

const url = process.env.TEST_DATABASE_URL;
const problem = await platformServerProblem(url).catch(
  (error: unknown) => `TEST_DATABASE_URL could not be reached (${error instanceof Error ? error.message : String(error)})`,
);
if (problem) {
  console.error(`${problem}: the restore check needs a server with pg_cron, pg_net and Vault; ${HOW_TO_GET_THE_PLATFORM}.`);
  process.exit(1);
}

const steps = [
  { title: 'Dump, restore into a fresh database, prove the copy', file: 'tests/platform/restore.test.ts', env: {} },
  { title: 'The platform run’s hosted path on the restored copy', file: 'tests/platform/hosted-path.test.ts', env: { PLATFORM_EXISTING_DATABASE: '1' } },
];
for (const [index, step] of steps.entries()) {
  console.log(`\n${index + 1}/${steps.length} ${step.title} (${step.file})`);
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.platform.config.ts', step.file], {
    stdio: 'inherit',
    env: { ...process.env, PLATFORM_SERVER_URL: url, ...step.env },
  });
  if (result.status !== 0) {
    console.error(`The restore check failed at step ${index + 1}: ${step.title}.`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nThe restore check passed: the copy holds the data and jobs, and the platform run passes on it.');
