import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;
let api: typeof import('@/lib/api/leads');

beforeAll(async () => {
  backend = await startTestBackend({ functionEnv: { LEAD_RATE_LIMIT_PER_MINUTE: '1000' } });
  api = await import('@/lib/api/leads');
});
afterAll(() => backend?.stop());

const leadByEmail = async (email: string) =>
  backend.sql<Record<string, unknown>>('select * from public.lsg_leads where email = $1 order by created_at', [email]);
const legacyByEmail = async (email: string) =>
  backend.sql<Record<string, unknown>>('select * from public.leads where email = $1 order by created_at', [email]);
const notificationsFor = async (email: string) =>
  backend.sql<{ status: string; payload: Record<string, unknown> }>('select status, payload from private.lead_notifications where lead_email = $1', [email]);

describe('the calls the site makes, through supabase-js with the anon key', () => {
  it('pop-up: lsg_leads insert, legacy insert and the lead-handling function', async () => {
    const email = uniqueEmail('popup');
    await api.insertLead({
      name: 'Maria Lopez',
      email,
      phone: '',
      website: 'https://tacos.example',
      message: 'Submitted via lead capture modal',
      service: 'General Inquiry',
      lead_type: 'contact',
      source_path: '/',
      utm_source: 'google',
    });
    await api.insertLegacyLead({ name: 'Maria Lopez', email, phone: '', website: '', message: 'Submitted via lead capture modal', service: 'General Inquiry' });
    await api.notifyLeadHandler({ name: 'Maria Lopez', email, phone: '', website: 'tacos.example', message: 'Submitted via lead capture modal', service: 'General Inquiry' });

    const [lead] = await leadByEmail(email);
    expect(lead).toMatchObject({ name: 'Maria Lopez', phone: null, website: 'https://tacos.example', lead_type: 'contact', service: 'General Inquiry', source_path: '/', utm_source: 'google' });
    const [legacy] = await legacyByEmail(email);
    expect(legacy).toMatchObject({ name: 'Maria Lopez', website: '', phone: null });
    const [notification] = await notificationsFor(email);
    expect(notification?.status).toBe('skipped');
    expect(notification?.payload).toMatchObject({ website: 'https://tacos.example', message: 'Submitted via lead capture modal' });
  });

  it('contact form: the partial lead of step 1 is completed by its id, and only once', async () => {
    const email = uniqueEmail('contact');
    const id = randomUUID();
    await api.insertLead({ id, name: 'Sam Carter', email, phone: '213-555-0100', message: 'Partial lead from contact form (step 1). Service: SEO Consultation', service: 'SEO Consultation', lead_type: 'contact_partial' });
    await api.insertLegacyLead({ name: 'Sam Carter', email, phone: '213-555-0100', message: 'Partial lead from contact form (step 1). Service: SEO Consultation', lead_type: 'contact_partial' });

    expect(await api.completePartialLead({ leadId: id, website: 'https://carter.example', message: 'We need more calls.' })).toBe(true);
    const rows = await leadByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, lead_type: 'contact_complete', website: 'https://carter.example', message: 'We need more calls.', phone: '213-555-0100' });
    // A second completion changes nothing.
    expect(await api.completePartialLead({ leadId: id, message: 'overwritten?' })).toBe(false);
    expect((await leadByEmail(email))[0]?.message).toBe('We need more calls.');
  });

  it('newsletter: legacy insert, add_newsletter_subscriber and the function; a second sign-up is quiet', async () => {
    const email = uniqueEmail('news');
    for (let i = 0; i < 2; i += 1) {
      await api.insertLegacyLead({ name: 'Newsletter Subscriber', email, message: 'Newsletter subscription', website: '', lead_type: 'newsletter' });
      await api.addNewsletterSubscriber(email);
      await api.notifyLeadHandler({ name: 'Newsletter Subscriber', email, message: 'Newsletter subscription', website: '', service: 'Newsletter', phone: '' });
    }
    expect(await backend.sql('select * from public.newsletter_subscribers where lower(email) = lower($1)', [email])).toHaveLength(1);
    await api.addNewsletterSubscriber(email.toUpperCase());
    expect(await backend.sql('select * from public.newsletter_subscribers where lower(email) = lower($1)', [email])).toHaveLength(1);
    const leads = await leadByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ lead_type: 'newsletter', name: 'Newsletter Subscriber' });
    expect(await legacyByEmail(email)).toHaveLength(2);
    expect(await notificationsFor(email)).toHaveLength(2);
  });

  it('weekly report scheduler: partial on step 1, completed with the schedule on step 2', async () => {
    const email = uniqueEmail('report');
    const id = randomUUID();
    await api.insertLead({ id, name: 'Dana Kim', email, phone: '310-555-0199', website: 'https://kim.example', company_name: 'Kim Dental', message: 'Weekly SEO report request (step 1)', lead_type: 'report_scheduler_partial' });
    await api.completePartialLead({ leadId: id, message: 'Weekly SEO reports every tuesday', details: { report_day: 'tuesday', additional_emails: ['ops@kim.example'] } });
    const [lead] = await leadByEmail(email);
    expect(lead).toMatchObject({ lead_type: 'report_scheduler_complete', company_name: 'Kim Dental', details: { report_day: 'tuesday', additional_emails: ['ops@kim.example'] } });

    const direct = uniqueEmail('report-direct');
    await api.insertLead({ name: 'Lee Park', email: direct, phone: '1', company_name: 'Park Cafe', message: 'Weekly', lead_type: 'report_scheduler_complete' });
    expect((await leadByEmail(direct))[0]?.lead_type).toBe('report_scheduler_complete');
  });

  it('SEO tool: the url_test lead with its placeholder e-mail', async () => {
    await api.insertLead({ name: 'SEO Tool User', email: 'seo-tool@anonymous.invalid', website: 'https://example.com', message: 'URL analyzed: https://example.com', lead_type: 'url_test' });
    expect(await backend.sql("select 1 from public.lsg_leads where lead_type = 'url_test' and website = 'https://example.com'")).toHaveLength(1);
  });

  it('the lead-handling function is tried 3 times in total, 1 s apart, then reports the failure', async () => {
    // Make the function fail on the server: it cannot record its notification row.
    await backend.sql('revoke execute on function public.record_lead_notification(text, jsonb, text, text) from service_role');
    const attemptsBefore = (await backend.sql<{ n: number }>('select count(*)::int as n from private.rate_limit_events'))[0]!.n;
    const waits: number[] = [];
    try {
      await expect(
        api.notifyLeadHandler({ name: 'Retry Person', email: uniqueEmail('retry'), message: 'x' }, { sleep: async (ms) => void waits.push(ms) }),
      ).rejects.toThrow(/could not be recorded/);
    } finally {
      await backend.sql('grant execute on function public.record_lead_notification(text, jsonb, text, text) to service_role');
    }
    expect(waits).toEqual([1000, 1000]);
    const attemptsAfter = (await backend.sql<{ n: number }>('select count(*)::int as n from private.rate_limit_events'))[0]!.n;
    expect(attemptsAfter - attemptsBefore).toBe(3);
  });

  it('an invalid payload is refused before it leaves the browser, and never retried', async () => {
    const waits: number[] = [];
    await expect(
      api.notifyLeadHandler({ name: 'Ok Name', email: 'not-an-email', message: 'x' }, { sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow(/valid email/);
    expect(waits).toEqual([]);
  });
});
