import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';
import { flood, guess as guessFrom, isBusy, send as sendFrom, STAFF_ADDRESS as staff, staffLogin } from './support/login-flood';
import { resetLogins } from './support/logins';

/**
 * A login flood never starves the lead forms (docs/decisions/0046-logins-never-block-leads.md,
 * issue 49 item 3): many parallel wrong passwords from many addresses, each address its own
 * loopback address (127.0.4.1, ...) so the gateway sees distinct visitors, while a visitor sends a
 * contact form and a staff member at a known address logs in (support/login-flood.ts). Guessers that
 * are told "busy" try again, as a script would. House rule: no timing in tests. The test holds to
 * outcomes (the lead stored with its notification queued, staff logged in, every guess refused or
 * told busy, the caps kept); how long the lead took is measured by `npm run bench -- --only=login-flood`.
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
beforeEach(() => resetLogins(backend));

const send = (localAddress: string, path: string, body: unknown) => sendFrom(backend, localAddress, path, body);
const guess = (from: string, password: string, busyAnswers: { count: number }) => guessFrom(backend, from, password, busyAnswers);

async function evaluatedFailures() {
  const rows = await backend.sql<{ address: string; n: number }>(
    'select address, count(*)::int as n from private.dashboard_login_attempts where not succeeded group by address',
  );
  return { total: rows.reduce((sum, row) => sum + row.n, 0), mostFromOneAddress: Math.max(0, ...rows.map((row) => row.n)) };
}

/** The 300-guess floods are about PostgREST's pool of a Postgres server; PGlite has one connection, and its 100-guess flood proves the rules. */
const onPostgresServer = Boolean(process.env.INTEGRATION_DATABASE_URL);

describe('a login flood and the lead forms', () => {
  const floods: { guesses: number; retry: boolean; shippedCap?: boolean }[] = [
    { guesses: 100, retry: false },
    // Issue 59, item 8: 130 at once with the shipped cap of 100, which on PGlite queued up to 100
    // hashes ahead of the lead until the gateway's login gate (supabase/local/login-gate.ts).
    { guesses: 130, retry: false, shippedCap: true },
    ...(onPostgresServer
      ? [
          { guesses: 300, retry: false },
          { guesses: 300, retry: true },
        ]
      : []),
  ];
  for (const { guesses, retry, shippedCap } of floods) {
    const how = retry ? ', each tried again while busy' : shippedCap ? ', with the shipped cap' : '';
    it(`${guesses} parallel wrong passwords from 100 addresses${how}: a lead sent meanwhile is stored, staff at a known address log in`, async () => {
      // Every evaluated guess costs a bcrypt hash. PGlite has one connection, so every request waits
      // in one line for it (PostgREST gives up after 10 s there): a cap of 5 evaluated guesses keeps that line short. A Postgres server
      // keeps the real cap of 100, but for the flood whose guessers try again while busy: until the cap
      // is spent that one is a storm of busy answers (about 10,000 in 16 s at 100), so 25 proves the
      // same in a quarter of the time.
      const cap = shippedCap ? 100 : backend.database.kind === 'pglite' ? 5 : retry ? 25 : 100;
      await backend.sql('update private.dashboard_login_limits set failures_everywhere_per_hour = $1', [cap]);
      expect((await send(staff, 'rpc/validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Maria Lopez' })).data).toMatch(
        /^[0-9a-f]{64}$/,
      );

      const { floodAnswers, leadAnswer, staffAnswer, email, busy } = await flood(backend, guesses, retry);
      const { total, mostFromOneAddress } = await evaluatedFailures();
      const statuses: Record<number, number> = {};
      for (const answer of floodAnswers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      console.log(
        `login flood, ${guesses} wrong passwords from 100 addresses${how} on ${backend.database.kind}: lead answered ${leadAnswer.status}; ` +
          `staff login ${staffAnswer.status}; ${total} evaluated (cap ${cap}), at most ${mostFromOneAddress} from one address; ` +
          `${busy} "busy" answers tried again; flood answers by status ${JSON.stringify(statuses)}`,
      );

      // A lead stuck behind the flood, as before decision 0046, waited out PostgREST's 10 s for a
      // connection and got a 504: the answer itself says whether it got through.
      expect(leadAnswer.status).toBe(201);
      // Stored, and its notification e-mail queued for the sender.
      expect(
        await backend.sql(
          'select count(*)::int as leads, (select count(*)::int from private.lead_notifications where lead_email = $1) as notifications from public.lsg_leads where email = $1',
          [email],
        ),
      ).toEqual([{ leads: 1, notifications: 1 }]);

      // On a Postgres server staff at a known address have a slot of their own (decision 0046). On
      // PGlite the gateway's login gate knows no addresses: during the flood staff may hear "busy"
      // like anyone (the form says to try again in a few seconds), and after it they log in at once.
      if (backend.database.kind === 'pglite' && isBusy(staffAnswer)) {
        const again = await staffLogin(backend);
        expect(again.status).toBe(200);
        expect(again.data).toMatch(/^[0-9a-f]{64}$/);
      } else {
        expect(staffAnswer.status).toBe(200);
        expect(staffAnswer.data).toMatch(/^[0-9a-f]{64}$/);
      }
      // Every guess got a refusal or "busy", never a timeout or a server error.
      expect(floodAnswers.filter((answer) => !isBusy(answer) && (answer.status !== 200 || answer.data !== null))).toEqual([]);
      expect(total).toBeLessThanOrEqual(cap);
      expect(mostFromOneAddress).toBeLessThanOrEqual(5);
    }, 120_000);
  }

  it('parallel wrong passwords from one address, tried again while busy, have exactly the limit evaluated', async () => {
    const guesser = '127.0.0.10';
    const busyAnswers = { count: 0 };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => guess(guesser, `guess ${index}`, busyAnswers)));
    expect(answers.filter((answer) => answer.status !== 200 || answer.data !== null)).toEqual([]);
    const { total } = await evaluatedFailures();
    console.log(
      `login throttle: ${total} of 40 parallel wrong passwords from one address evaluated (limit 5), ${busyAnswers.count} busy answers, on ${backend.database.kind}`,
    );
    expect(total).toBe(5);
  }, 60_000);

  it('says "busy" at once, in plain words, while its address already has a guess being checked', async () => {
    // Hold this address's check from outside: a transaction that has taken its lock and not ended.
    // (On PGlite the test's own SQL shares the one connection, so only the Postgres server can hold it.)
    if (backend.database.kind !== 'postgres') return;
    const from = '127.0.0.11';
    const database = (await backend.sql<{ name: string }>('select current_database() as name'))[0]!.name;
    const url = new URL(process.env.INTEGRATION_DATABASE_URL!);
    url.pathname = `/${database}`;
    const { default: pg } = await import('pg');
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(260090, hashtext($1))', [from]);
      const started = Date.now();
      const answer = await send(from, 'rpc/validate_dashboard_password', { input_password: 'guess', staff_name: 'Flood' });
      console.log(`login busy: answered ${answer.status} in ${Date.now() - started} ms while its address's check was held`);
      expect(answer.status).toBe(429);
      expect(answer.data).toMatchObject({ hint: 'dashboard_login_busy', message: expect.stringMatching(/try again/i) });
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect(await evaluatedFailures()).toEqual({ total: 0, mostFromOneAddress: 0 });
  });
});
