import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;
let api: typeof import('@/lib/api/leads');

beforeAll(async () => {
  backend = await startTestBackend();
  api = await import('@/lib/api/leads');
});
afterAll(() => backend?.stop());

const leadByEmail = async (email: string) =>
  backend.sql<Record<string, unknown>>('select * from public.lsg_leads where email = $1 order by created_at', [email]);
const legacyByEmail = async (email: string) => backend.sql<Record<string, unknown>>('select * from public.leads where email = $1 order by created_at', [email]);
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
    await api.notifyLeadHandler({
      name: 'Maria Lopez',
      email,
      phone: '',
      website: 'tacos.example',
      message: 'Submitted via lead capture modal',
      service: 'General Inquiry',
    });

    const [lead] = await leadByEmail(email);
    expect(lead).toMatchObject({
      name: 'Maria Lopez',
      phone: null,
      website: 'https://tacos.example',
      lead_type: 'contact',
      service: 'General Inquiry',
      source_path: '/',
      utm_source: 'google',
    });
    const [legacy] = await legacyByEmail(email);
    expect(legacy).toMatchObject({ name: 'Maria Lopez', website: '', phone: null });
    const [notification] = await notificationsFor(email);
    expect(notification?.status).toBe('skipped');
    expect(notification?.payload).toMatchObject({ website: 'https://tacos.example', message: 'Submitted via lead capture modal' });
  });

  it('contact form: the partial lead of step 1 and its legacy copy are completed by its id with every field, and only once', async () => {
    const typo = uniqueEmail('contact-typo');
    const email = uniqueEmail('contact');
    const id = randomUUID();
    const step1 = { name: 'Sam Cartr', email: typo, phone: '213-555-0100', message: 'Partial lead from contact form (step 1). Service: SEO Consultation' };
    await api.insertLead({ id, ...step1, service: 'SEO Consultation', lead_type: 'contact_partial' });
    await api.insertLegacyLead({ id, ...step1, lead_type: 'contact_partial' });

    // Back, the name and e-mail corrected, the phone removed, then Send Message.
    const final = { leadId: id, name: 'Sam Carter', email, phone: '', website: 'https://carter.example', message: 'We need more calls.' };
    expect(await api.completePartialLead(final)).toBe(true);
    expect(await leadByEmail(typo)).toHaveLength(0);
    const rows = await leadByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      name: 'Sam Carter',
      lead_type: 'contact_complete',
      website: 'https://carter.example',
      message: 'We need more calls.',
      phone: null,
    });
    expect(await legacyByEmail(typo)).toHaveLength(0);
    expect(await legacyByEmail(email)).toMatchObject([
      { id, name: 'Sam Carter', lead_type: 'contact_complete', website: 'https://carter.example', phone: null },
    ]);

    // A retry of the same completion (its first answer lost) counts as done and changes nothing.
    expect(await api.completePartialLead({ ...final, message: 'overwritten?' })).toBe(true);
    expect((await leadByEmail(email))[0]?.message).toBe('We need more calls.');
    // A lead that was never partial cannot be completed.
    expect(await api.completePartialLead({ ...final, leadId: randomUUID() })).toBe(false);
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
    // One notification: the outbox queues one per lead, however often the function is called.
    expect(await notificationsFor(email)).toHaveLength(1);
  });

  it('weekly report scheduler: partial on step 1, completed with the schedule on step 2', async () => {
    const email = uniqueEmail('report');
    const id = randomUUID();
    await api.insertLead({
      id,
      name: 'Dana Kim',
      email,
      phone: '310-555-0199',
      website: 'https://kim.example',
      company_name: 'Kim Dental',
      message: 'Weekly SEO report request (step 1)',
      lead_type: 'report_scheduler_partial',
    });
    await api.completePartialLead({
      leadId: id,
      name: 'Dana Kim',
      email,
      phone: '310-555-0199',
      companyName: 'Kim Family Dental',
      message: 'Weekly SEO reports every tuesday',
      details: { report_day: 'tuesday', additional_emails: ['ops@kim.example'] },
    });
    const [lead] = await leadByEmail(email);
    expect(lead).toMatchObject({
      lead_type: 'report_scheduler_complete',
      company_name: 'Kim Family Dental',
      details: { report_day: 'tuesday', additional_emails: ['ops@kim.example'] },
    });

    const direct = uniqueEmail('report-direct');
    await api.insertLead({ name: 'Lee Park', email: direct, phone: '1', company_name: 'Park Cafe', message: 'Weekly', lead_type: 'report_scheduler_complete' });
    expect((await leadByEmail(direct))[0]?.lead_type).toBe('report_scheduler_complete');
  });

  it('SEO tool: the url_test lead with its placeholder e-mail', async () => {
    await api.insertLead({
      name: 'SEO Tool User',
      email: 'seo-tool@anonymous.invalid',
      website: 'https://example.com',
      message: 'URL analyzed: https://example.com',
      lead_type: 'url_test',
    });
    expect(await backend.sql("select 1 from public.lsg_leads where lead_type = 'url_test' and website = 'https://example.com'")).toHaveLength(1);
  });

  it('the lead-handling function is tried 3 times in total, 1 s apart, then reports the failure', async () => {
    // Make the function refuse: one call an hour from this address, already used.
    await backend.sql("delete from private.rate_buckets where scope = 'lead_function'");
    await backend.setWriteLimit('lead_function', 1, 3600);
    const waits: number[] = [];
    try {
      await api.notifyLeadHandler({ name: 'First Person', email: uniqueEmail('retry'), message: 'x' });
      await expect(
        api.notifyLeadHandler({ name: 'Retry Person', email: uniqueEmail('retry'), message: 'x' }, { sleep: async (ms) => void waits.push(ms) }),
      ).rejects.toThrow(/Too many submissions/);
    } finally {
      await backend.setWriteLimit('lead_function', 100000, 60);
      await backend.sql("delete from private.rate_buckets where scope = 'lead_function'");
    }
    expect(waits).toEqual([1000, 1000]);
  });

  it('an invalid payload is refused before it leaves the browser, and never retried', async () => {
    const waits: number[] = [];
    await expect(api.notifyLeadHandler({ name: 'Ok Name', email: 'not-an-email', message: 'x' }, { sleep: async (ms) => void waits.push(ms) })).rejects.toThrow(
      /valid email/,
    );
    expect(waits).toEqual([]);
  });
});
