/**
 * `npm run bench -- --only=login-flood`: how long a contact form takes while a login flood runs
 * (docs/decisions/0046-logins-never-block-leads.md; the flood of tests/integration/login-flood.test.ts,
 * whose test holds to the outcomes only): 100 parallel wrong passwords from 100 addresses and, 100 ms
 * in, one lead; median and worst of 5 floods, on PGlite (cap of 5 evaluated guesses, as the test) and,
 * with TEST_DATABASE_URL, on that Postgres server (300 guesses, cap 100). Before decision 0046 the
 * lead waited out PostgREST's 10 s for a connection (504). And issue 59's flood on both engines: 130
 * guesses with the shipped cap of 100 (tests/integration/login-flood.test.ts), which on
 * PGlite queued up to 100 hashes ahead of the lead before the gateway's login gate.
 */
import { startBackend, type RunningBackend } from '../../supabase/local/backend';
import { createScratchDatabase } from '../../supabase/local/scratch-database';
import { flood, staffLogin } from '../../tests/integration/support/login-flood';
import { median } from './median';

const RUNS = 5;
/** No timers, no sender: only the logins and the lead. */
const QUIET = { wakeSender: false, notificationIntervalMs: 0, morningEmailIntervalMs: 0, weeklyReportIntervalMs: 0, functionEnv: { LEAD_WRITE_LIMIT: '100000' } };

async function timeFloods(label: string, backend: RunningBackend, guesses: number, cap: number): Promise<void> {
  const reset = async () => {
    await backend.database.query('delete from private.dashboard_login_attempts');
    await backend.database.query('update private.dashboard_login_limits set failures_per_address = 5, failures_everywhere_per_hour = $1', [cap]);
  };
  await reset();
  // The staff address becomes known, as in the test.
  await staffLogin(backend);
  const lead: number[] = [];
  const whole: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await reset();
    const { leadAnswer, floodMs } = await flood(backend, guesses, false);
    if (leadAnswer.status !== 201) throw new Error(`${label}: the lead answered ${leadAnswer.status}`);
    lead.push(leadAnswer.ms);
    whole.push(floodMs);
  }
  console.log(
    `  ${label.padEnd(44)} lead median ${median(lead).toFixed(0).padStart(5)} ms, worst ${Math.max(...lead).toFixed(0)} ms; flood over in median ${median(whole).toFixed(0)} ms`,
  );
}

export async function runLoginFloodBenchmarks(): Promise<void> {
  console.log(`\nA contact form during a login flood (median and worst of ${RUNS})`);
  const pglite = await startBackend({ port: 0, dbPort: 0, ...QUIET });
  try {
    await timeFloods('PGlite: 100 guesses, cap 5', pglite, 100, 5);
    await timeFloods('PGlite: 130 guesses, shipped cap 100', pglite, 130, 100);
  } finally {
    await pglite.stop();
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return console.log('  Postgres server: skipped, TEST_DATABASE_URL is not set.');
  const scratch = await createScratchDatabase(server, 'lsg_bench');
  const postgres = await startBackend({ port: 0, databaseUrl: scratch.url, ...QUIET });
  try {
    await timeFloods('Postgres server: 300 guesses, cap 100', postgres, 300, 100);
    await timeFloods('Postgres server: 130 guesses, shipped cap 100', postgres, 130, 100);
  } finally {
    await postgres.stop();
    await scratch.drop();
  }
}
