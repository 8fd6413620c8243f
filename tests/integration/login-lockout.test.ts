import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * Dashboard logins are locked per address (docs/decisions/0009-login-lockout.md). Each caller here
 * connects from its own loopback address (127.0.0.2, 127.0.0.3, ...), so the gateway sees distinct
 * sockets, as it would see distinct visitors.
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
beforeEach(async () => {
  await backend.sql('delete from private.dashboard_login_attempts');
  await backend.setClockOffset(0);
});

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

const login = async (from: string, password: string) => (await rpcFrom(from, 'validate_dashboard_password', { input_password: password })).data;
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

  it('a flood of failures from many addresses slows only the addresses that failed, never one that has not', async () => {
    await backend.sql('update private.dashboard_login_limits set failures_everywhere_per_hour = 6');
    try {
      // Three addresses fail twice each: six failures, none locked on its own.
      for (const from of ['127.0.0.4', '127.0.0.5', '127.0.0.6']) {
        for (let attempt = 0; attempt < 2; attempt += 1) expect(await login(from, 'guess')).toBeNull();
      }
      expect(await lockedUntil('127.0.0.4')).not.toBeNull();
      expect(await login('127.0.0.4', backend.dashboardPassword)).toBeNull();
      // An address that has not failed is never refused.
      expect(await lockedUntil('127.0.0.7')).toBeNull();
      expect(await login('127.0.0.7', backend.dashboardPassword)).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await backend.sql('update private.dashboard_login_limits set failures_everywhere_per_hour = 100');
    }
  });

  it('records the address the gateway saw, not the forged header', async () => {
    await login('127.0.0.8', 'guess');
    expect(await backend.sql('select address from private.dashboard_login_attempts')).toEqual([{ address: '127.0.0.8' }]);
  });
});
