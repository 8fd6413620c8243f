import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CONSENT } from '@shared/report-consent';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';
import { FUZZ_TIMEOUT_MS, fuzzCases, fuzzCounter } from './support/fuzz';

/**
 * Property-based checks (fast-check) of the weekly reports' double opt-in
 * (docs/decisions/0025-weekly-report-double-opt-in.md), beside fuzz-write-paths.test.ts: whatever a
 * stranger sends as a confirmation link's token, or as a schedule's recipients, the answer is a
 * success or a clear 4xx, never a 5xx, and a schedule is stored whole or not at all. A failing case
 * is shrunk and printed with the seed to replay it (FUZZ_SEED, FUZZ_PATH, FUZZ_RUNS: tests/integration/support/fuzz.ts).
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

const fuzzed = fuzzCounter("requests at the weekly reports' opt-in");

/** Text as strangers send it: any code point, lone surrogates, NUL, and long runs. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 6 }),
        fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
        fc.constantFrom('\u0000', ' ', '-', '_', '=', '.', '%', '😀', 'A'),
      ),
      { maxLength: 50 },
    )
    .map((parts) => parts.join('')),
  fc.nat({ max: 6000 }).map((length) => 'A'.repeat(length)),
);
/** Tokens of exactly the right shape (43 URL-safe base64 characters), which reach the database. */
const wellShaped = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: 43, maxLength: 43 });
const token = fc.oneof(wellShaped, hostileText, fc.jsonValue({ maxDepth: 3 }));

describe('generated input never breaks the opt-in', () => {
  it(
    'the confirmation call (confirm_weekly_report, with the public key): an answer under 500 for any body, token and content type, and never a confirmation',
    async () => {
      const body = fc.oneof(
        token.map((value) => JSON.stringify({ token: value })),
        fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
        fc.string({ unit: 'binary', maxLength: 300 }),
      );
      const type = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', '');
      await fc.assert(
        fc.asyncProperty(body, type, async (text, contentType) => {
          fuzzed.total += 1;
          const response = await fetch(`${backend.url}/rest/v1/rpc/confirm_weekly_report`, {
            method: 'POST',
            headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, ...(contentType ? { 'Content-Type': contentType } : {}) },
            body: text,
          });
          const text_ = await response.text();
          expect(response.status, `status ${response.status}: ${text_}`).toBeLessThan(500);
          // 200 is the database's outcome; anything else is a refusal (PostgREST's or the gateway's 4xx).
          // Nothing generated here is a token the database made: nothing is ever confirmed.
          if (response.status === 200) expect(text_).not.toMatch(/confirmed/);
        }),
        fuzzCases,
      );
      const [row] = await backend.sql<{ n: number }>('select count(*)::integer as n from private.report_recipients where confirmed_at is not null');
      expect(row?.n).toBe(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "the confirmation page's read on load (weekly_report_confirmation_state): under 500 for any token, as a GET or a POST, never a state of a real link, and nothing written",
    async () => {
      const [before] = await backend.sql<{ hits: number; confirmed: number }>(
        `select (select coalesce(sum(hits), 0)::integer from private.rate_buckets) as hits,
                (select count(*)::integer from private.report_recipients where confirmed_at is not null) as confirmed`,
      );
      // Every UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser would send it; NUL is %00).
      const query = (value: unknown) =>
        [...new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value))]
          .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
          .join('');
      await fc.assert(
        fc.asyncProperty(token, fc.boolean(), async (value, asGet) => {
          fuzzed.total += 1;
          const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' };
          const url = `${backend.url}/rest/v1/rpc/weekly_report_confirmation_state`;
          const response = asGet
            ? await fetch(`${url}?token=${query(value)}`, { headers })
            : await fetch(url, { method: 'POST', headers, body: JSON.stringify({ token: value }) });
          const text = await response.text();
          expect(response.status, `status ${response.status}: ${text}`).toBeLessThan(500);
          // Nothing generated here is a token the database made.
          if (response.status === 200) expect(text).toBe('"not_valid"');
        }),
        fuzzCases,
      );
      const [after] = await backend.sql<{ hits: number; confirmed: number }>(
        `select (select coalesce(sum(hits), 0)::integer from private.rate_buckets) as hits,
                (select count(*)::integer from private.report_recipients where confirmed_at is not null) as confirmed`,
      );
      expect(after).toEqual(before);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'a schedule with generated recipients and day: 200 or a 4xx, the subscription whole (one confirmation per asked recipient, the visitor always asked) or absent',
    async () => {
      const recipients = fc.oneof(fc.array(fc.oneof(fc.emailAddress(), hostileText), { maxLength: 7 }), fc.jsonValue({ maxDepth: 3 }));
      const day = fc.oneof(fc.constantFrom('monday', 'sunday', 'Monday', ''), hostileText);
      await fc.assert(
        fc.asyncProperty(recipients, day, fc.boolean(), async (extra, reportDay, ticked) => {
          fuzzed.total += 1;
          const id = randomUUID();
          // A fresh visitor each time: an address whose link is pending is not asked again (decision 0045),
          // and shrinking repeats the generated recipients, so those may be pending.
          const { status, error } = await backend.anon.rpc('schedule_weekly_report', {
            lead_id: id,
            name: 'Fuzz Person',
            email: uniqueEmail('fuzz-owner'),
            website: 'https://fuzz.example/',
            report_day: reportDay,
            additional_emails: extra,
            consent_version: ticked ? REPORT_CONSENT.version : null,
          } as never);
          expect(status === 200 || (status >= 400 && status < 500), `status ${status}: ${error?.message}`).toBe(true);
          const [made] = await backend.sql<{ owner_asked: boolean; asked: number; confirmations: number }>(
            `select exists (select 1 from private.report_recipients r where r.subscription_id = s.id and r.is_owner and r.confirm_expires_at is not null) as owner_asked,
                    (select count(*)::integer from private.report_recipients r where r.subscription_id = s.id and r.confirm_expires_at is not null) as asked,
                    (select count(*)::integer from private.lead_notifications n where n.lead_id = s.lead_id and n.kind = 'report_confirmation') as confirmations
               from private.report_subscriptions s where s.lead_id = $1`,
            [id],
          );
          if (status !== 200 || !ticked) expect(made).toBeUndefined();
          else expect(made).toEqual({ owner_asked: true, asked: made!.confirmations, confirmations: made!.confirmations });
        }),
        fuzzCases,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
