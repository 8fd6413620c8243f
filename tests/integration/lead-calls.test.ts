import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactLeadValues } from '@/features/lead-capture/lib/schemas';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;
let api: typeof import('@/lib/api/leads');
let twoStep: typeof import('@/lib/api/partial-lead');
let contact: typeof import('@/features/lead-capture/api/contact-lead');
let popup: typeof import('@/features/lead-capture/api/submit-popup-lead');
let newsletter: typeof import('@/features/lead-capture/api/subscribe-to-newsletter');

beforeAll(async () => {
  backend = await startTestBackend();
  api = await import('@/lib/api/leads');
  twoStep = await import('@/lib/api/partial-lead');
  contact = await import('@/features/lead-capture/api/contact-lead');
  popup = await import('@/features/lead-capture/api/submit-popup-lead');
  newsletter = await import('@/features/lead-capture/api/subscribe-to-newsletter');
});
afterAll(() => backend?.stop());

const leadByEmail = async (email: string) =>
  backend.sql<Record<string, unknown>>('select * from public.lsg_leads where email = $1 order by created_at', [email]);
const legacyByEmail = async (email: string) => backend.sql<Record<string, unknown>>('select * from public.leads where email = $1 order by created_at', [email]);
const notificationsFor = async (email: string) =>
  backend.sql<{ kind: string; payload: Record<string, unknown> }>('select kind, payload from private.lead_notifications where lead_email = $1 order by created_at', [
    email,
  ]);

const contactValues = (email: string, changes: Partial<ContactLeadValues> = {}): ContactLeadValues => ({
  name: 'Sam Cartr',
  email,
  phone: '213-555-0100',
  website: '',
  message: '',
  service: 'SEO Consultation',
  honeypot: '',
  ...changes,
});

describe('the calls the site makes, through supabase-js with the anon key (one request per visitor action)', () => {
  it('pop-up: one lsg_leads insert; the database writes the legacy copy under the same id and queues the e-mail', async () => {
    const email = uniqueEmail('popup');
    const id = randomUUID();
    await popup.submitPopupLead({
      id,
      pathname: '/',
      values: { name: 'Maria Lopez', email, phone: '', website: 'tacos.example', honeypot: '' },
    });

    const [lead] = await leadByEmail(email);
    expect(lead).toMatchObject({
      id,
      name: 'Maria Lopez',
      phone: null,
      website: 'https://tacos.example',
      lead_type: 'contact',
      service: 'General Inquiry',
      message: 'Submitted via lead capture modal',
      source_path: '/',
    });
    expect(await legacyByEmail(email)).toMatchObject([{ id, name: 'Maria Lopez', service: 'General Inquiry', message: 'Submitted via lead capture modal' }]);
    const notifications = await notificationsFor(email);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.payload).toMatchObject({ website: 'https://tacos.example', message: 'Submitted via lead capture modal' });
  });

  it('contact form: the partial lead of step 1 (its legacy copy made by the database) is completed by its id with every field, and only once', async () => {
    const typo = uniqueEmail('contact-typo');
    const email = uniqueEmail('contact');
    const partial = twoStep.capturePartialLead(contact.contactLead, contactValues(typo), '/contact');
    expect(await partial.saved).toBe(true);
    expect(await leadByEmail(typo)).toMatchObject([
      { id: partial.id, lead_type: 'contact_partial', message: 'Partial lead from contact form (step 1). Service: SEO Consultation', source_path: '/contact' },
    ]);
    expect(await legacyByEmail(typo)).toMatchObject([{ id: partial.id, lead_type: 'contact_partial' }]);

    // Back, the name and e-mail corrected, the phone removed, then Send Message.
    const final = contactValues(email, { name: 'Sam Carter', phone: '', website: 'carter.example', message: 'We need more calls.' });
    const submission = { id: randomUUID(), values: final, pathname: '/contact', partial };
    expect(await twoStep.finishTwoStepLead(contact.contactLead, submission)).toBe('completed');
    expect(await leadByEmail(typo)).toHaveLength(0);
    const rows = await leadByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: partial.id,
      name: 'Sam Carter',
      lead_type: 'contact_complete',
      website: 'https://carter.example',
      message: 'We need more calls.',
      phone: null,
    });
    expect(await legacyByEmail(typo)).toHaveLength(0);
    expect(await legacyByEmail(email)).toMatchObject([
      { id: partial.id, name: 'Sam Carter', lead_type: 'contact_complete', website: 'https://carter.example', phone: null },
    ]);
    // The agency hears of the partial lead as it was, then of its completion (under the corrected address).
    expect((await notificationsFor(typo)).map((row) => row.kind)).toEqual(['new']);
    expect((await notificationsFor(email)).map((row) => row.kind)).toEqual(['completed']);

    // A retry of the same completion (its first answer lost) counts as done and changes nothing.
    expect(await twoStep.finishTwoStepLead(contact.contactLead, { ...submission, values: { ...final, message: 'overwritten?' } })).toBe('completed');
    expect(await leadByEmail(email)).toMatchObject([{ message: 'We need more calls.' }]);
    // A lead that was never partial cannot be completed.
    expect(await api.completePartialLead({ leadId: randomUUID(), name: 'Sam Carter', email })).toBe(false);
  });

  it('contact form: with no partial lead to complete, Send stores the whole lead under its own id', async () => {
    const email = uniqueEmail('contact-whole');
    const id = randomUUID();
    const never = { id: randomUUID(), saved: Promise.resolve(true) };
    const values = contactValues(email, { name: 'Ana Ruiz', website: 'ruiz.example', message: 'Please call me back.' });
    // A partial lead that is not there (never stored, or too old): completion answers false, the whole lead goes in.
    expect(await twoStep.finishTwoStepLead(contact.contactLead, { id, values, pathname: '/contact', partial: never })).toBe('inserted');
    expect(await leadByEmail(email)).toMatchObject([
      { id, name: 'Ana Ruiz', lead_type: 'contact_complete', website: 'https://ruiz.example', service: 'SEO Consultation', source_path: '/contact' },
    ]);
  });

  it('newsletter: one add_newsletter_subscriber call, which writes the legacy row too; a second sign-up is quiet', async () => {
    const email = uniqueEmail('news');
    expect(await newsletter.subscribeToNewsletter(`  ${email} `)).toBe('subscribed');
    expect(await newsletter.subscribeToNewsletter(email.toUpperCase())).toBe('subscribed');
    expect(await backend.sql('select * from public.newsletter_subscribers where lower(email) = lower($1)', [email])).toHaveLength(1);
    const leads = await leadByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ lead_type: 'newsletter', name: 'Newsletter Subscriber' });
    expect(await backend.sql("select * from public.leads where lower(email) = lower($1) and lead_type = 'newsletter'", [email])).toHaveLength(2);
    // One notification: the outbox queues one per lead.
    expect(await notificationsFor(email)).toHaveLength(1);
  });

  it('newsletter: an address the database refuses is a failed write, with nothing stored', async () => {
    await expect(api.addNewsletterSubscriber('a@b')).rejects.toThrow(/valid email/);
    expect(await newsletter.subscribeToNewsletter('a@b')).toBe('write-failed');
    expect(await backend.sql("select * from public.leads where email = 'a@b'")).toHaveLength(0);
    expect(await backend.sql("select * from public.newsletter_subscribers where email = 'a@b'")).toHaveLength(0);
  });

  it('weekly report scheduler: step 1 is a partial lead, which complete_partial_lead leaves alone; a schedule is its own call', async () => {
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
    // The contact form's completion does not complete a schedule: that is schedule_weekly_report's (commands-are-calls.test.ts).
    expect(await api.completePartialLead({ leadId: id, name: 'Dana Kim', email, companyName: 'Kim Family Dental', message: 'Weekly' })).toBe(false);
    const [lead] = await leadByEmail(email);
    expect(lead).toMatchObject({ lead_type: 'report_scheduler_partial', company_name: 'Kim Dental' });
    // The scheduler's leads have no legacy copy.
    expect(await legacyByEmail(email)).toHaveLength(0);

    // A schedule stored as a bare row is refused: its arguments would be nowhere.
    const direct = uniqueEmail('report-direct');
    await expect(
      api.insertLead({ name: 'Lee Park', email: direct, phone: '1', company_name: 'Park Cafe', message: 'Weekly', lead_type: 'report_scheduler_complete' }),
    ).rejects.toThrow('A lead of type report_scheduler_complete is sent with the call schedule_weekly_report, not stored as a row.');
    expect(await leadByEmail(direct)).toEqual([]);
  });
});
