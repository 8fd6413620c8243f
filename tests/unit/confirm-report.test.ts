/**
 * The confirmation page's call (src/features/weekly-reports/api/confirm-report.ts) reads the
 * database's answer into the page's words, as the function weekly-report-confirm did before
 * docs/decisions/0054-function-boundaries.md: each outcome, the limit (PT429), any other error and no
 * answer at all. Only the network edge is replaced; tests/integration/weekly-report-opt-in.test.ts
 * presses the same call against the local stack.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_MESSAGES } from '@shared/report-confirmation';

type Answer = { data: unknown; error: { message: string; code?: string } | null; status: number };
const calls: { name: string; args: unknown }[] = [];
let answer: Answer = { data: null, error: null, status: 200 };
const client = {
  rpc: vi.fn(async (name: string, args: unknown) => {
    calls.push({ name, args });
    return answer;
  }),
};
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(client) }));
const { confirmReport } = await import('@/features/weekly-reports/api/confirm-report');

const TOKEN = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';
const message = (promise: Promise<unknown>) =>
  promise.then(
    () => 'confirmed',
    (error: Error) => error.message,
  );

beforeEach(() => {
  calls.length = 0;
});

describe('the confirmation call', () => {
  it('sends the token to confirm_weekly_report and shows what a confirmed link says', async () => {
    answer = { data: { outcome: 'confirmed', website: 'https://ruiz.example/', report_day: 'monday', email: 'a***@example.com' }, error: null, status: 200 };
    expect(await confirmReport(TOKEN)).toEqual({ website: 'https://ruiz.example/', reportDay: 'monday', email: 'a***@example.com', alreadyConfirmed: false });
    expect(calls).toEqual([{ name: 'confirm_weekly_report', args: { token: TOKEN } }]);
    answer = { ...answer, data: { outcome: 'already_confirmed', website: 'https://ruiz.example/', report_day: 'monday', email: 'a***@example.com' } };
    expect(await confirmReport(TOKEN)).toMatchObject({ alreadyConfirmed: true });
  });

  it('says why a link confirms nothing: not valid, expired or stopped, and an answer it does not know as not valid', async () => {
    for (const [data, text] of [
      [{ outcome: 'not_valid' }, CONFIRM_MESSAGES.notValid],
      [{ outcome: 'expired' }, CONFIRM_MESSAGES.expired],
      [{ outcome: 'stopped' }, CONFIRM_MESSAGES.stopped],
      [{ outcome: 'something new' }, CONFIRM_MESSAGES.notValid],
      [null, CONFIRM_MESSAGES.notValid],
      [['confirmed'], CONFIRM_MESSAGES.notValid],
    ] as const) {
      answer = { data, error: null, status: 200 };
      expect(await message(confirmReport(TOKEN)), JSON.stringify(data)).toBe(text);
    }
  });

  it('says "too many tries" past the limit, "an error on our side" for any other error, and "could not reach" with no answer', async () => {
    answer = { data: null, error: { code: 'PT429', message: 'Too many submissions from your network.' }, status: 429 };
    expect(await message(confirmReport(TOKEN))).toBe(CONFIRM_MESSAGES.tooMany);
    answer = { data: null, error: { code: 'XX000', message: 'database is down' }, status: 503 };
    expect(await message(confirmReport(TOKEN))).toBe(CONFIRM_MESSAGES.failed);
    answer = { data: null, error: { code: 'PGRST202', message: 'Could not find the function' }, status: 404 };
    expect(await message(confirmReport(TOKEN))).toBe(CONFIRM_MESSAGES.failed);
    answer = { data: null, error: { code: '', message: 'TypeError: fetch failed' }, status: 0 };
    expect(await message(confirmReport(TOKEN))).toBe(CONFIRM_MESSAGES.offline);
  });

  it('sends nothing for a token of the wrong shape', async () => {
    for (const token of ['', 'x', TOKEN.slice(1), `${TOKEN}A`, `${TOKEN.slice(1)}=`, `${TOKEN.slice(1)}\u0000`, `${TOKEN.slice(1)}\ud800`]) {
      expect(await message(confirmReport(token)), JSON.stringify(token)).toBe(CONFIRM_MESSAGES.notValid);
    }
    expect(calls).toEqual([]);
  });
});
