/**
 * The privacy request form's write (decision 0038): one insert of a 'privacy_request' lead through
 * supabase-js with the anon key, checked by the database, e-mailed through the outbox and listed for
 * staff under its own filter; bad input is refused with a 4xx and stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivacyRequestValues } from '@/features/privacy-request/lib/privacy-request-rules';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;
let privacy: typeof import('@/features/privacy-request/api/submit-privacy-request');

beforeAll(async () => {
  backend = await startTestBackend();
  privacy = await import('@/features/privacy-request/api/submit-privacy-request');
});
afterAll(() => backend?.stop());

const leadsOf = (email: string) => backend.sql<Record<string, unknown>>('select * from public.lsg_leads where email = $1', [email]);
const leadCount = async () => (await backend.sql<{ n: number }>('select count(*)::int as n from public.lsg_leads'))[0]!.n;
const values = (email: string, changes: Partial<PrivacyRequestValues> = {}): PrivacyRequestValues => ({
  name: 'Pat Rivera',
  email,
  request: 'delete',
  message: 'I used the contact form in October.',
  honeypot: '',
  ...changes,
});

describe('a privacy request', () => {
  it('lands as a privacy_request lead with its kind, queues the agency e-mail, and staff list it under its filter', async () => {
    const email = uniqueEmail('privacy');
    const id = randomUUID();
    await privacy.submitPrivacyRequest({ id, values: values(email), pathname: '/privacy-request' });

    expect(await leadsOf(email)).toMatchObject([
      { id, lead_type: 'privacy_request', name: 'Pat Rivera', details: { request: 'delete' }, message: 'I used the contact form in October.', source_path: '/privacy-request' },
    ]);
    const notifications = await backend.sql('select kind from private.lead_notifications where lead_id = $1', [id]);
    expect(notifications).toEqual([{ kind: 'new' }]);
    // No legacy copy: that table is for the contact forms alone.
    expect(await backend.sql('select id from public.leads where id = $1', [id])).toEqual([]);

    const [login, leads] = await Promise.all([import('@/features/dashboard/api/login'), import('@/features/dashboard/api/get-leads')]);
    const { typesFor } = await import('@/features/dashboard/lib/lead-filters');
    const token = (await login.loginToDashboard(backend.dashboardPassword, 'Privacy Tester'))!;
    const page = await leads.listLeads({ session_token: token, lead_types: typesFor('privacy_request'), search: email });
    expect(page.rows.map((row) => [row.email, row.lead_type])).toEqual([[email, 'privacy_request']]);
  });

  it('sent twice under one id (a retry after a lost answer) is stored once', async () => {
    const email = uniqueEmail('privacy-retry');
    const id = randomUUID();
    await privacy.submitPrivacyRequest({ id, values: values(email), pathname: '/privacy-request' });
    await privacy.submitPrivacyRequest({ id, values: values(email), pathname: '/privacy-request' });
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it('with the honeypot filled stores nothing, and the bot sees success', async () => {
    const email = uniqueEmail('privacy-bot');
    await privacy.submitPrivacyRequest({ id: randomUUID(), values: values(email, { honeypot: 'http://spam.example' }), pathname: '/privacy-request' });
    expect(await leadsOf(email)).toEqual([]);
  });
});

describe('bad privacy requests are refused with a 4xx and a clear message, and store nothing', () => {
  const row = (changes: Record<string, unknown>) => ({ name: 'Pat Rivera', email: uniqueEmail('bad-privacy'), lead_type: 'privacy_request', details: { request: 'know' }, ...changes });
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['no kind of request', row({ details: null }), /^Please choose what you are asking for$/],
    ['an unknown kind of request', row({ details: { request: 'everything' } }), /^Please choose what you are asking for$/],
    ['no name', row({ name: null }), /^Name must be at least 2 characters$/],
    ['a bad e-mail', row({ email: 'not an email' }), /valid email/i],
    ['a 5,001-character message', row({ message: 'm'.repeat(5001) }), /^Message must be at most 5,000 characters$/],
  ];
  for (const [label, input, message] of cases) {
    it(`refuses ${label}`, async () => {
      const before = await leadCount();
      const { error, status } = await backend.anon.from('lsg_leads').insert(input as never);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(error?.message).toMatch(message);
      expect(await leadCount()).toBe(before);
    });
  }

  it('the browser call says so too', async () => {
    await expect(
      privacy.submitPrivacyRequest({ id: randomUUID(), values: values(uniqueEmail('bad-kind'), { request: 'everything' }), pathname: '/privacy-request' }),
    ).rejects.toThrow(/Please choose what you are asking for/);
  });
});
