import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';
import { resetLogins } from './support/logins';

/**
 * Wrong passwords from an address never refuse the right one to a device that has logged in before
 * (docs/decisions/0055-lockout-spares-known-devices.md, issue 52 item 3): the database issues a
 * device marker at a login, and a login sent with it is judged by the device's own record. Guesses
 * stay limited: per address without a marker, per marker with one. Each caller connects from its own
 * loopback address (127.0.5.1, ...), so the gateway sees distinct sockets as it would see distinct networks.
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

/** Calls a database function through the gateway from `localAddress`, as the browser would. */
function rpcFrom(localAddress: string, name: string, args: Record<string, unknown> = {}): Promise<Answer> {
  const url = new URL(`/rest/v1/rpc/${name}`, backend.url);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      },
      (reply) => {
        let raw = '';
        reply.on('data', (chunk) => (raw += chunk));
        reply.on('end', () => resolve({ status: reply.statusCode ?? 0, data: raw ? (JSON.parse(raw) as unknown) : null }));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(args));
  });
}

const isBusy = (answer: Answer) => answer.status === 429 && (answer.data as { hint?: string } | null)?.hint === 'dashboard_login_busy';

/** A login, with or without a device marker; tried again 20 to 50 ms after each "busy" answer, as the form's user would. */
async function loginAnswer(from: string, password: string, marker: string | null = null): Promise<Answer> {
  for (;;) {
    const answer = await rpcFrom(from, 'validate_dashboard_password', { input_password: password, staff_name: 'Alice Known', device_marker: marker });
    if (!isBusy(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
  }
}

async function login(from: string, password: string, marker: string | null = null): Promise<string | null> {
  const answer = await loginAnswer(from, password, marker);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data as string | null;
}

const right = () => backend.dashboardPassword;
const TOKEN = /^[0-9a-f]{64}$/;
const triesLeft = async (from: string) => (await rpcFrom(from, 'dashboard_login_attempts_left')).data;
const lockedUntil = async (from: string) => (await rpcFrom(from, 'dashboard_lockout_status')).data;
const rememberDevice = (from: string, token: string) => rpcFrom(from, 'dashboard_remember_device', { session_token: token });
const deviceStatus = async (from: string, marker: string) =>
  (await rpcFrom(from, 'dashboard_device_login_status', { device_marker: marker })).data as { locked_until: string | null; attempts_left: number } | null;

/** Logs in from `from` with the right password (and `marker`, if any) and keeps the device marker the database issues for the new session. */
async function signInAndRemember(from: string, marker: string | null = null): Promise<string> {
  const token = await login(from, right(), marker);
  expect(token).toMatch(TOKEN);
  const issued = await rememberDevice(from, token!);
  expect(issued.status).toBe(200);
  expect(issued.data).toMatch(TOKEN);
  return issued.data as string;
}

async function lockOut(from: string, marker: string | null = null) {
  for (let attempt = 1; attempt <= 5; attempt += 1) expect(await login(from, `typo ${attempt}`, marker)).toBeNull();
}

const evaluated = async (where: string, params: unknown[] = []) =>
  (await backend.sql<{ n: number }>(`select count(*)::int as n from private.dashboard_login_attempts where not succeeded and ${where}`, params))[0]!.n;

const DAY = 24 * 3600;

describe('a lockout that spares known devices', () => {
  it("five wrong passwords from an office's address lock out a new device there, but not one that logged in there before", async () => {
    const office = '127.0.5.1';
    const alice = await signInAndRemember(office);

    // A colleague's typos, from a browser that never logged in: the office's address is locked.
    await lockOut(office);
    expect(await triesLeft(office)).toBe(0);
    const until = await lockedUntil(office);
    expect(until).not.toBeNull();

    // A new device there is refused the right password, as before...
    expect(await login(office, right())).toBeNull();
    // ...while Alice's browser, with its marker, logs in.
    const token = await login(office, right(), alice);
    expect(token).toMatch(TOKEN);
    console.log(`known devices on ${backend.database.kind}: office locked until ${String(until)}; the known device logged in, a new device was refused`);

    // Her login forgives nothing of the address's: a new device is still refused until the lock ends.
    expect(await triesLeft(office)).toBe(0);
    expect(await login(office, right())).toBeNull();

    // The session's new marker replaces the one it logged in with.
    const next = (await rememberDevice(office, token!)).data as string;
    expect(next).toMatch(TOKEN);
    expect(await deviceStatus(office, alice)).toBeNull();
    expect(await deviceStatus(office, next)).toEqual({ locked_until: null, attempts_left: 5 });
    expect(await login(office, right(), alice)).toBeNull();
    expect(await login(office, right(), next)).toMatch(TOKEN);

    await backend.setClockOffset(15 * 60 + 5);
    expect(await lockedUntil(office)).toBeNull();
    expect(await login(office, right())).toMatch(TOKEN);
  });

  it('wrong passwords sent with a marker are limited per marker, wherever they come from, and leave the address alone', async () => {
    const office = '127.0.5.2';
    const elsewhere = '127.0.5.3';
    const marker = await signInAndRemember(office);

    for (let attempt = 1; attempt <= 4; attempt += 1) expect(await login(office, `typo ${attempt}`, marker)).toBeNull();
    expect(await deviceStatus(office, marker)).toEqual({ locked_until: null, attempts_left: 1 });
    // The device's typos are its own: the office's address has all its tries.
    expect(await triesLeft(office)).toBe(5);

    // The fifth, from another network, locks the device itself.
    expect(await login(elsewhere, 'typo 5', marker)).toBeNull();
    const status = await deviceStatus(elsewhere, marker);
    expect(status?.attempts_left).toBe(0);
    expect(status?.locked_until).not.toBeNull();
    // Locked: the right password with that marker is refused everywhere, and not counted.
    expect(await login(office, right(), marker)).toBeNull();
    expect(await login('127.0.5.4', right(), marker)).toBeNull();
    expect(await evaluated('device_hash is not null')).toBe(5);
    // A new device at the office is not held back by it.
    expect(await lockedUntil(office)).toBeNull();
    expect(await login(office, right())).toMatch(TOKEN);

    await backend.setClockOffset(15 * 60 + 5);
    expect(await deviceStatus(office, marker)).toEqual({ locked_until: null, attempts_left: 5 });
    expect(await login(office, right(), marker)).toMatch(TOKEN);
  });

  it('100 parallel wrong passwords with one stolen marker from 20 addresses, each tried again while busy, have exactly 5 evaluated', async () => {
    const marker = await signInAndRemember('127.0.5.5');
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => loginAnswer(`127.0.6.${(index % 20) + 1}`, `guess ${index}`, marker)));
    expect(answers.map((answer) => [answer.status, answer.data]).filter(([status, data]) => status !== 200 || data !== null)).toEqual([]);
    const byDevice = await evaluated('device_hash is not null');
    console.log(`known devices: ${byDevice} of 100 parallel wrong passwords with one marker from 20 addresses evaluated (limit 5) on ${backend.database.kind}`);
    expect(byDevice).toBe(5);
    // None of them counted against the addresses they came from.
    expect(await evaluated('device_hash is null')).toBe(0);
    expect(await login('127.0.6.1', right(), marker)).toBeNull();
  });

  it('a forged, malformed or expired marker counts as none', async () => {
    const office = '127.0.5.6';
    const marker = await signInAndRemember('127.0.5.7');
    await lockOut(office);
    const forged = ['0'.repeat(64), createHash('sha256').update('a guess').digest('hex'), marker.toUpperCase(), `${marker}0`, 'not-a-marker', ''];
    for (const candidate of forged) {
      expect(await login(office, right(), candidate), candidate).toBeNull();
      expect(await deviceStatus(office, candidate), candidate).toBeNull();
    }
    // Wrong passwords sent with a forged marker are the address's.
    const guesser = '127.0.5.8';
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(await login(guesser, `guess ${attempt}`, forged[attempt % forged.length]!)).toBeNull();
    expect(await triesLeft(guesser)).toBe(0);
    expect(await lockedUntil(guesser)).not.toBeNull();
    expect(await evaluated('device_hash is not null')).toBe(0);

    // 89 days on (the lock above long over), the marker still spares its device at a locked address.
    await backend.setClockOffset(89 * DAY);
    await lockOut(office);
    expect(await login(office, right(), marker)).toMatch(TOKEN);
    // 90 days after it was issued it has expired: its device is a new device again. (A login with
    // it, above, does not extend it: only the marker issued for a new session starts 90 days again.)
    await backend.setClockOffset(90 * DAY + 60);
    await lockOut(office);
    expect(await deviceStatus(office, marker)).toBeNull();
    expect(await login(office, right(), marker)).toBeNull();
  });

  it('a marker is issued only to a session the right password has just opened, once', async () => {
    const from = '127.0.5.9';
    const token = (await login(from, right()))!;
    expect((await rememberDevice(from, token)).data).toMatch(TOKEN);
    // Once per session: a session token cannot be turned into many markers, each with its own tries.
    expect(await rememberDevice(from, token)).toEqual({ status: 200, data: null });

    const later = (await login(from, right()))!;
    await backend.setClockOffset(11 * 60);
    expect(await rememberDevice(from, later)).toEqual({ status: 200, data: null });
    await backend.setClockOffset(0);

    for (const notASession of ['f'.repeat(64), '']) {
      const answer = await rememberDevice(from, notASession);
      expect(answer.status).toBe(403);
      expect((answer.data as { code?: string }).code).toBe('28000');
    }
    const loggedOut = (await login(from, right()))!;
    await rpcFrom(from, 'dashboard_logout', { session_token: loggedOut });
    expect((await rememberDevice(from, loggedOut)).status).toBe(403);
    expect(await backend.sql('select count(*)::int as n from private.dashboard_known_devices')).toEqual([{ n: 1 }]);
  });

  it('the hourly cap never refuses a known device, as it never refuses a known address', async () => {
    const marker = await signInAndRemember('127.0.5.10');
    await backend.sql('update private.dashboard_login_limits set failures_everywhere_per_hour = 1');
    expect(await login('127.0.5.11', 'guess')).toBeNull();
    // A network staff have never logged in from, past the cap: a new device waits for the hour...
    const travelling = '127.0.5.12';
    expect(await lockedUntil(travelling)).not.toBeNull();
    expect(await login(travelling, right())).toBeNull();
    // ...and a known device there logs in.
    expect(await login(travelling, right(), marker)).toMatch(TOKEN);
  });

  it('a new password forgets every device; markers are stored only as hashes, out of reach of the anon key', async () => {
    const marker = await signInAndRemember('127.0.5.13');
    const hash = createHash('sha256').update(marker).digest('hex');
    expect(await backend.sql("select encode(marker_hash, 'hex') as hash from private.dashboard_known_devices")).toEqual([{ hash }]);
    expect(await backend.sql<{ readable: boolean }>("select has_table_privilege('anon', 'private.dashboard_known_devices', 'select') as readable")).toEqual([
      { readable: false },
    ]);
    const table = await fetch(`${backend.url}/rest/v1/dashboard_known_devices`, { headers: { apikey: backend.anonKey } });
    expect(table.status).toBeGreaterThanOrEqual(400);

    await backend.sql('select private.set_dashboard_password($1)', [right()]);
    expect(await deviceStatus('127.0.5.13', marker)).toBeNull();
    expect(await backend.sql('select count(*)::int as n from private.dashboard_known_devices')).toEqual([{ n: 0 }]);
  });
});
