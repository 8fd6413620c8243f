import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';
import { resetLogins } from './support/logins';

/**
 * Dashboard logins are locked per address, and guessing everywhere is capped by the hour
 * (docs/decisions/0009-login-lockout.md, amended by 0026-staff-sign-in-and-authorship.md and
 * 0046-logins-never-block-leads.md). Each caller here connects from its own loopback address
 * (127.0.0.2, 127.0.1.7, ...), so the gateway sees distinct sockets, as it would see distinct visitors.
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
beforeEach(() => resetLogins(backend));

/** Calls a database function through the gateway from `localAddress`, as the browser would. */
function rpcFrom(localAddress: string, name: string, args: Record<string, unknown> = {}): Promise<{ status: number; data: unknown }> {
  const url = new URL(`/rest/v1/rpc/${name}`, backend.url);
  const body = JSON.stringify(args);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          'Content-Type': 'application/json',
          // Forged: the gateway replaces it with the socket's address.
          'X-Real-IP': '203.0.113.1',
        },
      },
      (reply) => {
        let raw = '';
        reply.on('data', (chunk) => (raw += chunk));
        reply.on('end', () => resolve({ status: reply.statusCode ?? 0, data: raw ? (JSON.parse(raw) as unknown) : null }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * A login check, tried again 20 to 50 ms after each "busy" answer (another check from the address is
 * running, or every evaluation slot is taken: docs/decisions/0046-logins-never-block-leads.md), as a
 * script would, until it has a real answer.
 */
async function rpcUntilAnswered(localAddress: string, name: string, args: Record<string, unknown>) {
  for (;;) {
    const answer = await rpcFrom(localAddress, name, args);
    if (answer.status !== 429 || (answer.data as { hint?: string } | null)?.hint !== 'dashboard_login_busy') return answer;
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
  }
}

const login = async (from: string, password: string) =>
  (await rpcFrom(from, 'validate_dashboard_password', { input_password: password, staff_name: 'Lock Tester' })).data;
const triesLeft = async (from: string) => (await rpcFrom(from, 'dashboard_login_attempts_left')).data;
const lockedUntil = async (from: string) => (await rpcFrom(from, 'dashboard_lockout_status')).data;

describe('dashboard login lockout', () => {
  it('5 wrong passwords lock that address for 15 minutes, while another address still logs in', async () => {
    const stranger = '127.0.0.2';
    const staff = '127.0.0.3';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await login(stranger, `guess ${attempt}`)).toBeNull();
      expect(await triesLeft(stranger)).toBe(5 - attempt);
    }
    expect(await lockedUntil(stranger)).not.toBeNull();
    // Locked: even the right password is refused from that address.
    expect(await login(stranger, backend.dashboardPassword)).toBeNull();

    expect(await lockedUntil(staff)).toBeNull();
    expect(await triesLeft(staff)).toBe(5);
    expect(await login(staff, backend.dashboardPassword)).toMatch(/^[0-9a-f]{64}$/);

    await backend.setClockOffset(15 * 60 + 5);
    expect(await lockedUntil(stranger)).toBeNull();
    expect(await login(stranger, backend.dashboardPassword)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a right password forgives the typos before it', async () => {
    const staff = '127.0.0.9';
    for (let attempt = 1; attempt <= 4; attempt += 1) expect(await login(staff, `typo ${attempt}`)).toBeNull();
    expect(await triesLeft(staff)).toBe(1);
    expect(await login(staff, backend.dashboardPassword)).toMatch(/^[0-9a-f]{64}$/);
    expect(await triesLeft(staff)).toBe(5);
  });

  it('100 parallel wrong passwords from one address, each tried again while busy, have only the limit evaluated', async () => {
    const guesser = '127.0.0.10';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        rpcUntilAnswered(guesser, 'validate_dashboard_password', { input_password: `guess ${index}`, staff_name: 'Guesser' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(answers.every((answer) => answer.data === null)).toBe(true);
    // Every evaluated wrong password is recorded; refused ones are not.
    const { evaluated } = (
      await backend.sql<{ evaluated: number }>('select count(*)::int as evaluated from private.dashboard_login_attempts where address = $1 and not succeeded', [
        guesser,
      ])
    )[0]!;
    console.log(`login throttle: ${evaluated} of 100 parallel wrong passwords from one address evaluated (limit 5) on ${backend.database.kind}`);
    expect(evaluated).toBe(5);
    expect(await login(guesser, backend.dashboardPassword)).toBeNull();
  });

  it('a flood from 50 addresses is capped by the hour, and staff with one earlier typo still log in', async () => {
    // A small cap keeps the test fast: every evaluated guess costs a bcrypt hash, and on PGlite every
    // request waits for its one connection (PostgREST gives up after 10 s in the queue).
    const cap = 10;
    await backend.sql('update private.dashboard_login_limits set failures_everywhere_per_hour = $1', [cap]);
    const staff = '127.0.0.3';
    expect(await login(staff, backend.dashboardPassword)).toMatch(/^[0-9a-f]{64}$/);
    expect(await login(staff, 'a typo')).toBeNull();

    const flood = Array.from({ length: 50 }, (_, index) => `127.0.1.${index + 1}`);
    // Three waves, each a guess from every address at once.
    const answers = [];
    for (const attempt of [1, 2, 3]) {
      answers.push(
        ...(await Promise.all(
          flood.map((from) => rpcUntilAnswered(from, 'validate_dashboard_password', { input_password: `guess ${attempt}`, staff_name: 'Flood' })),
        )),
      );
    }
    expect(answers.map((answer) => [answer.status, answer.data]).filter(([status, data]) => status !== 200 || data !== null)).toEqual([]);
    const { failures } = (
      await backend.sql<{ failures: number }>('select count(*)::int as failures from private.dashboard_login_attempts where not succeeded')
    )[0]!;
    console.log(
      `login throttle: ${failures - 1} of 150 wrong passwords from 50 addresses evaluated (hourly cap ${cap}, 1 staff typo) on ${backend.database.kind}`,
    );
    expect(failures).toBe(cap);

    // An address staff have not logged in from waits for the hour, the right password included...
    const newcomer = '127.0.2.1';
    expect(await lockedUntil(newcomer)).not.toBeNull();
    expect(await login(newcomer, backend.dashboardPassword)).toBeNull();
    expect(await login(flood[0]!, backend.dashboardPassword)).toBeNull();
    // ...while the staff address, typo and all, logs in, and its own tries are its own.
    expect(await lockedUntil(staff)).toBeNull();
    expect(await triesLeft(staff)).toBe(4);
    expect(await login(staff, backend.dashboardPassword)).toMatch(/^[0-9a-f]{64}$/);

    await backend.setClockOffset(3600 + 5);
    expect(await lockedUntil(newcomer)).toBeNull();
    expect(await login(newcomer, backend.dashboardPassword)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an address is known for 30 days after its last login', async () => {
    await backend.sql('update private.dashboard_login_limits set failures_everywhere_per_hour = 1');
    const staff = '127.0.0.4';
    expect(await login(staff, backend.dashboardPassword)).toMatch(/^[0-9a-f]{64}$/);
    expect(await login('127.0.0.5', 'guess')).toBeNull();
    expect(await lockedUntil('127.0.0.6')).not.toBeNull();
    expect(await lockedUntil(staff)).toBeNull();
    // 31 days on, it is a stranger again (the failure above has aged out: make a fresh one).
    await backend.setClockOffset(31 * 24 * 3600);
    expect(await login('127.0.0.5', 'guess')).toBeNull();
    expect(await lockedUntil(staff)).not.toBeNull();
  });

  it('records the address the gateway saw, not the forged header', async () => {
    await login('127.0.0.8', 'guess');
    expect(await backend.sql('select address from private.dashboard_login_attempts')).toEqual([{ address: '127.0.0.8' }]);
  });
});
