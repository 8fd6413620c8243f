import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@shared/field-rules';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * Text Postgres cannot store (a NUL character, half of a surrogate pair) is refused on every write
 * path with a 4xx and a message, and nothing lands: the database layer refuses the request, and the
 * app's data layer turns that refusal into the words the forms show.
 */
let backend: TestBackend;
let token: string;
beforeAll(async () => {
  backend = await startTestBackend();
  const login = await import('@/features/dashboard/api/login');
  token = (await login.loginToDashboard(backend.dashboardPassword, 'Text Tester'))!;
});
afterAll(() => backend?.stop());

const BAD = [
  ['a NUL character', 'Jane\u0000Doe'],
  ['a lone high surrogate', 'Jane \ud83d Doe'],
  ['a lone low surrogate', 'Jane \ude00 Doe'],
] as const;

/** Both lead tables: a refused pop-up lead must not leave its legacy copy behind either. */
const leadCount = async () =>
  (await backend.sql<{ n: number }>('select (select count(*) from public.lsg_leads)::int + (select count(*) from public.leads)::int as n'))[0]!.n;

describe.each(BAD)('%s', (_label, text) => {
  it('is refused by every database write path with a 4xx, writing nothing', async () => {
    const before = await leadCount();
    const writes = [
      backend.anon.from('lsg_leads').insert({ name: text, email: uniqueEmail(), lead_type: 'contact' }),
      backend.anon.from('lsg_leads').insert({ name: 'Fine Name', email: uniqueEmail(), message: text, lead_type: 'contact' }),
      backend.anon.from('leads').insert({ name: text, email: uniqueEmail() }),
      backend.anon.rpc('add_newsletter_subscriber', { subscriber_email: `a${text}@example.com` }),
      backend.anon.rpc('complete_partial_lead', { lead_id: randomUUID(), name: text, email: uniqueEmail() }),
      backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: text }),
    ];
    for (const [index, write] of writes.entries()) {
      const { status, error } = await write;
      expect(status, `write ${index}`).toBeGreaterThanOrEqual(400);
      expect(status, `write ${index}`).toBeLessThan(500);
      expect(error?.message, `write ${index}`).toBeTruthy();
    }
    expect(await leadCount()).toBe(before);
  });

  it('reaches staff as the message when a note carries it', async () => {
    const { data: lead } = await backend.service
      .from('lsg_leads')
      .insert({ name: 'Noted Lead', email: uniqueEmail(), lead_type: 'contact' })
      .select('id')
      .single();
    const notes = await import('@/features/dashboard/api/add-lead-note');
    await expect(notes.addLeadNote(token, lead!.id, `Called ${text}`)).rejects.toThrow(UNSTORABLE_TEXT_MESSAGE);
    expect(await backend.sql('select body from private.lead_notes where lead_id = $1', [lead!.id])).toEqual([]);
  });

  it('is refused by the unsubscribe function with the message, before the database is asked', async () => {
    const token = `${'a'.repeat(32)}.${'b'.repeat(42)}${text}`;
    const response = await fetch(`${backend.url}/functions/v1/weekly-report-unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: UNSTORABLE_TEXT_MESSAGE });
  });

  it('is refused as a staff name with the message, by the login form and by the database', async () => {
    const { staffNameProblem } = await import('@/features/dashboard/lib/staff-name');
    expect(staffNameProblem(text)).toBe(UNSTORABLE_TEXT_MESSAGE);
    const login = await import('@/features/dashboard/api/login');
    await expect(login.loginToDashboard(backend.dashboardPassword, text)).rejects.toThrow(UNSTORABLE_TEXT_MESSAGE);
  });
});
