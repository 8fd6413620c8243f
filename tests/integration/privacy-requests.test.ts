/**
 * The privacy request form's write (decisions 0038 and 0052): one call of submit_privacy_request
 * through supabase-js with the anon key, what is asked as its argument; checked by the database,
 * limited like every lead write, e-mailed through the outbox and listed for staff under its own
 * filter, with what it asks in the lead's view; bad input is refused with a 4xx and stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrivacyRequestValues } from '@/features/privacy-request/lib/privacy-request-rules';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;
let privacy: typeof import('@/features/privacy-request/api/submit-privacy-request');

beforeAll(async () => {
  backend = await startTestBackend();
  privacy = await import('@/features/privacy-request/api/submit-privacy-request');
});
afterAll(() => backend?.stop());
afterEach(async () => {
  vi.restoreAllMocks();
  await backend.setWriteLimit('lead_write', 100_000);
  await backend.sql('delete from private.rate_buckets');
});

const leadsOf = (email: string) => backend.sql<Record<string, unknown>>('select * from public.lsg_leads where email = $1', [email]);
/** Everything a request could leave behind: leads, what they ask, their e-mails. */
const stored = async () =>
  (
    await backend.sql<{ leads: number; requests: number; outbox: number }>(
      `select (select count(*)::int from public.lsg_leads) as leads, (select count(*)::int from private.privacy_requests) as requests,
              (select count(*)::int from private.lead_notifications) as outbox`,
    )
  )[0]!;
const values = (email: string, changes: Partial<PrivacyRequestValues> = {}): PrivacyRequestValues => ({
  name: 'Pat Rivera',
  email,
  request: 'delete',
  message: 'I used the contact form in October.',
  honeypot: '',
  ...changes,
});
/** The requests the app's data layer sends (its client looks fetch up on each call). */
function requestsSent() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () => fetchSpy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input instanceof Request ? input.url : input)).pathname}`);
}

describe('a privacy request', () => {
  it('is one call: a privacy_request lead with what it asks beside it, the agency e-mail queued, and staff see both', async () => {
    const email = uniqueEmail('privacy');
    const id = randomUUID();
    const sent = requestsSent();
    await privacy.submitPrivacyRequest({ id, values: values(email), pathname: '/privacy-request' });
    expect(sent()).toEqual(['POST /rest/v1/rpc/submit_privacy_request']);

    expect(await leadsOf(email)).toMatchObject([
      {
        id,
        lead_type: 'privacy_request',
        name: 'Pat Rivera',
        service: 'Privacy request: Delete my personal information',
        message: 'I used the contact form in October.',
        source_path: '/privacy-request',
        // Its argument is no longer carried in details.
        details: null,
      },
    ]);
    expect(await backend.sql('select kind from private.privacy_requests where lead_id = $1', [id])).toEqual([{ kind: 'delete' }]);
    const notifications = await backend.sql('select kind from private.lead_notifications where lead_id = $1', [id]);
    expect(notifications).toEqual([{ kind: 'new' }]);
    // No legacy copy: that table is for the contact forms alone.
    expect(await backend.sql('select id from public.leads where id = $1', [id])).toEqual([]);

    const [login, leads, lead, groups] = await Promise.all([
      import('@/features/dashboard/api/login'),
      import('@/features/dashboard/api/get-leads'),
      import('@/features/dashboard/api/get-lead'),
      import('@/features/dashboard/api/get-lead-type-groups'),
    ]);
    const { typesFor } = await import('@/features/dashboard/lib/lead-filters');
    const { leadDetailLines } = await import('@/features/dashboard/lib/lead-details');
    const token = (await login.loginToDashboard(backend.dashboardPassword, 'Privacy Tester'))!;
    const page = await leads.listLeads({ session_token: token, lead_types: typesFor('privacy_request', await groups.leadTypeGroups(token)), search: email });
    expect(page.rows.map((row) => [row.email, row.lead_type])).toEqual([[email, 'privacy_request']]);
    const detail = await lead.getLead(token, id);
    expect(detail.privacy_request).toEqual({ kind: 'delete', label: 'Delete my personal information' });
    // The lead's view reads as it did when the kind was in details.
    expect(leadDetailLines(detail)).toEqual([{ label: 'Request', value: 'delete' }]);
  });

  it('sent twice under one id (a retry after a lost answer) is stored once, and e-mailed once', async () => {
    const email = uniqueEmail('privacy-retry');
    const id = randomUUID();
    await privacy.submitPrivacyRequest({ id, values: values(email), pathname: '/privacy-request' });
    await privacy.submitPrivacyRequest({ id, values: values(email), pathname: '/privacy-request' });
    expect(await leadsOf(email)).toHaveLength(1);
    expect(await backend.sql('select kind from private.lead_notifications where lead_id = $1', [id])).toEqual([{ kind: 'new' }]);
  });

  it('with the honeypot filled stores nothing and takes no write slot, and the bot sees success', async () => {
    await backend.setWriteLimit('lead_write', 1);
    const email = uniqueEmail('privacy-bot');
    const before = await stored();
    await privacy.submitPrivacyRequest({ id: randomUUID(), values: values(email, { honeypot: 'http://spam.example' }), pathname: '/privacy-request' });
    expect(await stored()).toEqual(before);
    // The one slot is still there for a person.
    await privacy.submitPrivacyRequest({ id: randomUUID(), values: values(email), pathname: '/privacy-request' });
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it('counts against the address’s write limit like every lead write: one slot each, then 429 and nothing stored', async () => {
    await backend.setWriteLimit('lead_write', 2);
    const email = uniqueEmail('privacy-limit');
    for (let i = 0; i < 2; i += 1) await privacy.submitPrivacyRequest({ id: randomUUID(), values: values(email), pathname: '/privacy-request' });
    const before = await stored();
    const { status, error } = await backend.anon.rpc('submit_privacy_request', { request_id: randomUUID(), name: 'Pat Rivera', email, request_kind: 'know' });
    expect([status, error?.code, error?.message]).toEqual([429, 'PT429', 'Too many submissions from your network. Please wait a few minutes and try again.']);
    expect(await stored()).toEqual(before);
  });

  it('cannot be stored as a bare row by the public key: its kind would be nowhere', async () => {
    const email = uniqueEmail('privacy-row');
    const { status, error } = await backend.anon.from('lsg_leads').insert({ name: 'Pat Rivera', email, lead_type: 'privacy_request' });
    expect([status, error?.message]).toEqual([400, 'A lead of type privacy_request is sent with the call submit_privacy_request, not stored as a row.']);
    expect(await leadsOf(email)).toEqual([]);
  });
});

describe('bad privacy requests are refused with a 4xx and a clear message, and store nothing', () => {
  const args = (changes: Record<string, unknown>) => ({
    request_id: randomUUID(),
    name: 'Pat Rivera',
    email: uniqueEmail('bad-privacy'),
    request_kind: 'know',
    ...changes,
  });
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['no kind of request', args({ request_kind: null }), /^Please choose what you are asking for$/],
    ['an unknown kind of request', args({ request_kind: 'everything' }), /^Please choose what you are asking for$/],
    ['no name', args({ name: null }), /^Name must be at least 2 characters$/],
    ['a bad e-mail', args({ email: 'not an email' }), /valid email/i],
    ['a 5,001-character message', args({ message: 'm'.repeat(5001) }), /^Message must be at most 5,000 characters$/],
    ['a name that is a list', args({ name: '["Pat"]' }), /not as a list or an object/],
    ['no id', args({ request_id: null }), /needs the id the page made for it/],
    ['an id that is no uuid', args({ request_id: 'not-a-uuid' }), /uuid/],
  ];
  for (const [label, input, message] of cases) {
    it(`refuses ${label}`, async () => {
      const before = await stored();
      const { error, status } = await backend.anon.rpc('submit_privacy_request', input as never);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(error?.message).toMatch(message);
      expect(await stored()).toEqual(before);
    });
  }

  it('the browser call says so too', async () => {
    await expect(
      privacy.submitPrivacyRequest({ id: randomUUID(), values: values(uniqueEmail('bad-kind'), { request: 'everything' }), pathname: '/privacy-request' }),
    ).rejects.toThrow(/Please choose what you are asking for/);
  });

  it('the form offers exactly the kinds the database accepts (both from private.privacy_request_kinds)', async () => {
    const { PRIVACY_REQUEST_KINDS } = await import('@/features/privacy-request/lib/privacy-request-rules');
    const kinds = await backend.sql<{ value: string; label: string }>('select kind as value, label from private.privacy_request_kinds order by position');
    expect(PRIVACY_REQUEST_KINDS).toEqual(kinds);
  });
});
