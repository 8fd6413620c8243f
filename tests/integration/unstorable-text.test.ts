import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../supabase/functions/_shared/field-rules';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * Text Postgres cannot store (a NUL character, half of a surrogate pair) is refused on every write
 * path with a 4xx and a message, and nothing lands: the function says it in words, the database
 * layer refuses the request, and the app's data layer turns that refusal into the same words.
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

const leadCount = async () => (await backend.sql<{ n: number }>('select count(*)::int as n from public.lsg_leads'))[0]!.n;

describe.each(BAD)('%s', (_label, text) => {
  it('is refused by the lead function with the message', async () => {
    for (const field of ['name', 'email', 'phone', 'website', 'message', 'service']) {
      const lead = { name: 'Fine Name', email: uniqueEmail(), phone: '', website: '', message: 'Hello', service: '' };
      const response = await fetch(`${backend.url}/functions/v1/handle-lead-submission`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...lead, [field]: field === 'email' ? `a${text}@example.com` : text }),
      });
      expect(response.status, field).toBe(400);
      expect(await response.json(), field).toEqual({ error: UNSTORABLE_TEXT_MESSAGE });
    }
  });

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
});
