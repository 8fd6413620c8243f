import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';
import { resetLogins } from './support/logins';

/**
 * A login flood never starves the lead forms (docs/decisions/0046-logins-never-block-leads.md,
 * issue 49 item 3): many parallel wrong passwords from many addresses, each address its own
 * loopback address (127.0.4.1, ...) so the gateway sees distinct visitors, while a visitor sends a
 * contact form and a staff member at a known address logs in. Guessers that are told "busy" try
 * again, as a script would. The lead's latency is printed; the test only holds it to a generous
 * deadline (house rule: no strict timing in tests).
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
beforeEach(() => resetLogins(backend));

interface Answer {
  status: number;
  data: unknown;
}

/** One request through the gateway from `localAddress`, as a browser at that address would send it. */
function send(localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(`/rest/v1/${path}`, backend.url);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', ...headers },
      },
      (reply) => {
        let raw = '';
        reply.on('data', (chunk) => (raw += chunk));
        reply.on('end', () => {
          let data: unknown = raw;
          try {
            data = raw ? (JSON.parse(raw) as unknown) : null;
          } catch {
            // Not JSON (a gateway page): keep the text.
          }
          resolve({ status: reply.statusCode ?? 0, data });
        });
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

const isBusy = (answer: Answer) => answer.status === 429 && (answer.data as { hint?: string } | null)?.hint === 'dashboard_login_busy';

/**
 * A guess; with `retry`, tried again 50 to 100 ms after each "busy" answer (as a script would),
 * until it has a real answer.
 */
async function guess(from: string, password: string, busyAnswers: { count: number }, retry = true): Promise<Answer> {
  for (;;) {
    const answer = await send(from, 'rpc/validate_dashboard_password', { input_password: password, staff_name: 'Flood' });
    if (!isBusy(answer)) return answer;
    busyAnswers.count += 1;
    if (!retry) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 50));
  }
}

const staff = '127.0.0.3';
const floodAddresses = Array.from({ length: 100 }, (_, index) => `127.0.4.${index + 1}`);

/**
 * `guesses` parallel wrong passwords spread over the 100 flood addresses; 100 ms in, a contact form
 * from 127.0.0.1 and the right password from the staff address. Answers what happened.
 */
async function flood(guesses: number, retry: boolean) {
  const busyAnswers = { count: 0 };
  const started = Date.now();
  const answers = Promise.all(
    Array.from({ length: guesses }, (_, index) => guess(floodAddresses[index % floodAddresses.length]!, `guess ${index}`, busyAnswers, retry)),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const email = `flood-${randomUUID()}@example.com`;
  const leadSent = Date.now();
  const lead = send(
    '127.0.0.1',
    'lsg_leads',
    { name: 'Flood Visitor', email, lead_type: 'contact', message: 'Sent during a login flood' },
    { Prefer: 'return=minimal' },
  ).then((answer) => ({ ...answer, ms: Date.now() - leadSent }));
  const staffLogin = send(staff, 'rpc/validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Maria Lopez' });
  const [floodAnswers, leadAnswer, staffAnswer] = await Promise.all([answers, lead, staffLogin]);
  return { floodAnswers, leadAnswer, staffAnswer, email, busy: busyAnswers.count, floodMs: Date.now() - started };
}

async function evaluatedFailures() {
  const rows = await backend.sql<{ address: string; n: number }>(
    'select address, count(*)::int as n from private.dashboard_login_attempts where not succeeded group by address',
  );
  return { total: rows.reduce((sum, row) => sum + row.n, 0), mostFromOneAddress: Math.max(0, ...rows.map((row) => row.n)) };
}

/** The 300-guess floods are about PostgREST's pool of a Postgres server; PGlite has one connection, and its 100-guess flood proves the rules. */
const onPostgresServer = Boolean(process.env.INTEGRATION_DATABASE_URL);

describe('a login flood and the lead forms', () => {
  const floods = [
    { guesses: 100, retry: false },
    ...(onPostgresServer
      ? [
          { guesses: 300, retry: false },
          { guesses: 300, retry: true },
        ]
      : []),
  ];
  for (const { guesses, retry } of floods) {
    const how = retry ? ', each tried again while busy' : '';
    it(`${guesses} parallel wrong passwords from 100 addresses${how}: a lead sent meanwhile is stored, staff at a known address log in`, async () => {
      // Every evaluated guess costs a bcrypt hash. PGlite has one connection, so every request waits
      // in one line for it (PostgREST gives up after 10 s there): a cap of 5 evaluated guesses keeps that line short. A Postgres server
      // keeps the real cap of 100, but for the flood whose guessers try again while busy: until the cap
      // is spent that one is a storm of busy answers (about 10,000 in 16 s at 100), so 25 proves the
      // same in a quarter of the time.
      const cap = backend.database.kind === 'pglite' ? 5 : retry ? 25 : 100;
      await backend.sql('update private.dashboard_login_limits set failures_everywhere_per_hour = $1', [cap]);
      expect((await send(staff, 'rpc/validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Maria Lopez' })).data).toMatch(
        /^[0-9a-f]{64}$/,
      );

      const { floodAnswers, leadAnswer, staffAnswer, email, busy, floodMs } = await flood(guesses, retry);
      const { total, mostFromOneAddress } = await evaluatedFailures();
      const statuses: Record<number, number> = {};
      for (const answer of floodAnswers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      console.log(
        `login flood, ${guesses} wrong passwords from 100 addresses${how} on ${backend.database.kind}: lead answered ${leadAnswer.status} in ${leadAnswer.ms} ms; ` +
          `staff login ${staffAnswer.status}; ${total} evaluated (cap ${cap}), at most ${mostFromOneAddress} from one address; ` +
          `${busy} "busy" answers tried again; flood answers by status ${JSON.stringify(statuses)}; flood over in ${floodMs} ms`,
      );

      expect(leadAnswer.status).toBe(201);
      const stored = await backend.sql<{ n: number }>('select count(*)::int as n from public.lsg_leads where email = $1', [email]);
      expect(stored[0]!.n).toBe(1);
      // Generous: the figure that matters is printed above; this only catches a lead stuck behind the
      // flood, which before decision 0046 waited out PostgREST's 10 s for a connection (504 after 10.0
      // to 10.4 s). On a Postgres server shared with other work it took 6.4 s once, so the line sits below 10 s, not at 5.
      expect(leadAnswer.ms).toBeLessThan(backend.database.kind === 'postgres' ? 8_000 : 10_000);

      expect(staffAnswer.status).toBe(200);
      expect(staffAnswer.data).toMatch(/^[0-9a-f]{64}$/);
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
