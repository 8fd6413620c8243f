/**
 * A weekly report schedule is one call (docs/decisions/0052-commands-are-calls.md):
 * schedule_weekly_report with typed arguments, sent by the scheduler's data layer as one request,
 * limited as every lead write is (honeypot, the address's write limit, one lead row, the caps on new
 * recipients), validated with the form's words, queued in the outbox, and shown to staff as the
 * lead it always was; a refusal stores nothing, and a visitor can do nothing through it they could
 * not do before. (The privacy request's call: privacy-requests.test.ts; the caps in depth:
 * weekly-report-opt-in.test.ts and report-confirmation-floods.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_CONSENT } from '@shared/report-consent';
import { RECIPIENT_LIMIT_MESSAGES } from '@shared/report-confirmation';
import { emptyReportSchedule, type ReportScheduleValues } from '@/features/weekly-reports/lib/report-schedule';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';
import { scheduleArgs, scheduleReport } from './support/schedule';

let backend: TestBackend;
let twoStep: typeof import('@/lib/api/partial-lead');
let scheduler: typeof import('@/features/weekly-reports/api/report-schedule-lead');

beforeAll(async () => {
  backend = await startTestBackend();
  twoStep = await import('@/lib/api/partial-lead');
  scheduler = await import('@/features/weekly-reports/api/report-schedule-lead');
});
afterAll(() => backend?.stop());
afterEach(async () => {
  vi.restoreAllMocks();
  await backend.setWriteLimit('lead_write', 100_000);
  await backend.sql('update private.report_opt_in_settings set new_recipients_per_address = 100000, new_recipients_per_day = 100000');
  await backend.sql('delete from private.rate_buckets');
  await backend.sql('delete from private.report_recipient_buckets');
  await backend.setClockOffset(0);
});

/** The scheduler's values; the other recipient is new each time (an address with a link pending is not asked again, decision 0045). */
const form = (email: string, office = uniqueEmail('office'), changes: Partial<ReportScheduleValues> = {}): ReportScheduleValues => ({
  ...emptyReportSchedule(),
  fullName: 'Grace Kim',
  email,
  phone: '(310) 555-0190',
  companyName: 'Kim Family Dental',
  reportDay: 'wednesday',
  additionalEmails: [{ value: office }, { value: '' }],
  websiteUrl: 'kim.example',
  consent: true,
  ...changes,
});

/** What one schedule left in the database. */
async function traceOf(leadId: string) {
  const [row] = await backend.sql<{ lead_type: string | null; details: unknown; message: string | null; subscriptions: number; recipients: string[] | null; outbox: string[] | null }>(
    `select (select l.lead_type from public.lsg_leads l where l.id = $1) as lead_type,
            (select l.details from public.lsg_leads l where l.id = $1) as details,
            (select l.message from public.lsg_leads l where l.id = $1) as message,
            (select count(*)::int from private.report_subscriptions s where s.lead_id = $1) as subscriptions,
            (select array_agg(r.email order by r.is_owner desc, r.email) from private.report_recipients r
               join private.report_subscriptions s on s.id = r.subscription_id where s.lead_id = $1) as recipients,
            (select array_agg(n.kind order by n.kind) from private.lead_notifications n where n.lead_id = $1) as outbox`,
    [leadId],
  );
  return row!;
}
const everything = async () =>
  (
    await backend.sql<Record<string, number>>(
      `select (select count(*)::int from public.lsg_leads) as leads, (select count(*)::int from private.report_subscriptions) as subscriptions,
              (select count(*)::int from private.report_recipients) as recipients, (select count(*)::int from private.lead_notifications) as outbox`,
    )
  )[0]!;
/** The requests the app's data layer sends (its client looks fetch up on each call). */
function requestsSent() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () => fetchSpy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input instanceof Request ? input.url : input)).pathname}`);
}

describe('Schedule Reports is one call', () => {
  it('completes step 1’s partial lead, makes the subscription and queues the e-mails: one request, nothing in details', async () => {
    const email = uniqueEmail('schedule');
    const office = uniqueEmail('office');
    const partial = twoStep.capturePartialLead(scheduler.reportScheduleLead, form(email, office), '/seo-tool');
    expect(await partial.saved).toBe(true);
    const sent = requestsSent();
    const outcome = await twoStep.finishTwoStepLead(scheduler.reportScheduleLead, { id: randomUUID(), values: form(email, office), partial, pathname: '/seo-tool' });
    expect(outcome).toBe('completed');
    expect(sent()).toEqual(['POST /rest/v1/rpc/schedule_weekly_report']);
    expect(await traceOf(partial.id)).toEqual({
      lead_type: 'report_scheduler_complete',
      details: null,
      message: `Weekly SEO report every Wednesday for https://kim.example. Also send to: ${office}.`,
      subscriptions: 1,
      recipients: [email, office],
      // Step 1's e-mail, the completion's, and one confirmation link per recipient.
      outbox: ['completed', 'new', 'report_confirmation', 'report_confirmation'],
    });
  });

  it('stores the whole schedule with the visit’s attribution when step 1 did not land: one request', async () => {
    const email = uniqueEmail('schedule-whole');
    const id = randomUUID();
    const sent = requestsSent();
    expect(await twoStep.finishTwoStepLead(scheduler.reportScheduleLead, { id, values: form(email), partial: null, pathname: '/seo-tool' })).toBe('inserted');
    expect(sent()).toEqual(['POST /rest/v1/rpc/schedule_weekly_report']);
    expect(await traceOf(id)).toMatchObject({ lead_type: 'report_scheduler_complete', subscriptions: 1, outbox: ['new', 'report_confirmation', 'report_confirmation'] });
    const [lead] = await backend.sql<Record<string, unknown>>('select service, source_path, company_name, phone from public.lsg_leads where id = $1', [id]);
    expect(lead).toEqual({ service: 'Weekly SEO Reports', source_path: '/seo-tool', company_name: 'Kim Family Dental', phone: '(310) 555-0190' });
  });

  it('sent again after a lost answer, meets its schedule: one lead, one subscription, one e-mail each', async () => {
    const args = scheduleArgs({ email: uniqueEmail('schedule-retry'), additional_emails: ['team@ruiz.example'] });
    expect((await backend.anon.rpc('schedule_weekly_report', args)).data).toBe('inserted');
    const before = await everything();
    expect((await backend.anon.rpc('schedule_weekly_report', args)).data).toBe('inserted');
    expect(await everything()).toEqual(before);
    expect((await traceOf(args.lead_id)).outbox).toEqual(['new', 'report_confirmation', 'report_confirmation']);
  });
});

describe('a schedule is limited as every lead write', () => {
  it('takes one write slot, then 429 with the site’s words, and the refused call stores nothing', async () => {
    await backend.setWriteLimit('lead_write', 1);
    expect((await scheduleReport(backend.anon, { email: uniqueEmail('slot') })).error).toBeNull();
    const before = await everything();
    const refused = await scheduleReport(backend.anon, { email: uniqueEmail('slot-2') });
    expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([
      429,
      'PT429',
      'Too many submissions from your network. Please wait a few minutes and try again.',
    ]);
    expect(await everything()).toEqual(before);
  });

  it('with the honeypot header stores nothing and takes no slot; the bot sees success', async () => {
    await backend.setWriteLimit('lead_write', 1);
    const before = await everything();
    const response = await fetch(`${backend.url}/rest/v1/rpc/schedule_weekly_report`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', 'x-lead-honeypot': 'http://spam.example' },
      body: JSON.stringify(scheduleArgs({ email: uniqueEmail('bot') })),
    });
    expect(response.status).toBe(200);
    expect(await everything()).toEqual(before);
    expect((await scheduleReport(backend.anon, { email: uniqueEmail('person') })).error).toBeNull();
  });

  it('past the cap on new recipients: 429 with the cap’s words, after the lead row was written, and none of it stays', async () => {
    await backend.sql('update private.report_opt_in_settings set new_recipients_per_address = 2');
    const before = await everything();
    const refused = await scheduleReport(backend.anon, { email: uniqueEmail('capped'), additional_emails: ['a@ruiz.example', 'b@ruiz.example'] });
    expect([refused.status, refused.error?.hint, refused.error?.message]).toEqual([429, 'report_recipient_limit', RECIPIENT_LIMIT_MESSAGES.address]);
    expect(await everything()).toEqual(before);
  });
});

describe('a schedule’s bad input gets a 4xx in the form’s words, and nothing is stored', () => {
  const cases: [string, Record<string, unknown>, number, RegExp][] = [
    ['no name', { name: null }, 400, /^Name must be at least 2 characters$/],
    ['a bad e-mail', { email: 'grace@' }, 400, /^Please enter a valid email address$/],
    ['a name that is an object', { name: '{"a":1}' }, 400, /not as a list or an object/],
    ['no consent', { consent_version: null }, 400, /^Please tick the box so we may e-mail the reports$/],
    ['no day', { report_day: null }, 400, /day of the week/],
    ['a list of lists of recipients', { additional_emails: [['a@x.example']] }, 400, /valid email address for each/],
    ['a null recipient', { additional_emails: [null] }, 400, /valid email address for each/],
    ['six other recipients', { additional_emails: ['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example', 'e@x.example', 'f@x.example'] }, 400, /at most 5/],
    ['a website that is no plain address', { website: 'https://example.com/\nCALL NOW' }, 400, /website address such as/],
    ['no id', { lead_id: null }, 400, /needs the id the page made for it/],
    ['an id that is no uuid', { lead_id: 'x' }, 400, /uuid/],
  ];
  for (const [label, change, status, message] of cases) {
    it(`refuses ${label}`, async () => {
      const before = await everything();
      const answer = await backend.anon.rpc('schedule_weekly_report', { ...scheduleArgs({ email: uniqueEmail('bad-schedule') }), ...change } as never);
      expect([answer.status, answer.error?.message]).toEqual([status, expect.stringMatching(message)]);
      expect(await everything()).toEqual(before);
    });
  }
});

describe('a visitor can do nothing through the call they could not do before', () => {
  it('cannot store a schedule as a bare row (its arguments would be nowhere); staff and the service role still may', async () => {
    const email = uniqueEmail('bare');
    const refused = await backend.anon.from('lsg_leads').insert({ name: 'Ana Ruiz', email, lead_type: 'report_scheduler_complete' });
    expect([refused.status, refused.error?.message]).toEqual([400, 'A lead of type report_scheduler_complete is sent with the call schedule_weekly_report, not stored as a row.']);
    expect(await backend.sql('select 1 from public.lsg_leads where email = $1', [email])).toEqual([]);
    expect((await backend.service.from('lsg_leads').insert({ name: 'Ana Ruiz', email, lead_type: 'report_scheduler_complete' })).error).toBeNull();
  });

  it('completes only a scheduler’s own step 1, within 24 hours, by its id: another lead’s id stores a new schedule beside it', async () => {
    const contactPartial = randomUUID();
    expect((await backend.anon.from('lsg_leads').insert({ id: contactPartial, name: 'Sam Carter', email: uniqueEmail('contact'), lead_type: 'contact_partial' })).error).toBeNull();
    const stale = randomUUID();
    await backend.sql("insert into public.lsg_leads (id, name, email, lead_type, created_at) values ($1, 'Old Step', $2, 'report_scheduler_partial', now() - interval '25 hours')", [
      stale,
      uniqueEmail('stale'),
    ]);
    for (const partialId of [contactPartial, stale, randomUUID()]) {
      const answer = await scheduleReport(backend.anon, { email: uniqueEmail('elsewhere'), partial_lead_id: partialId });
      expect(answer.data).toBe('inserted');
      expect((await traceOf(answer.leadId)).lead_type).toBe('report_scheduler_complete');
    }
    expect(await backend.sql('select lead_type from public.lsg_leads where id = any ($1) order by lead_type', [[contactPartial, stale]])).toEqual([
      { lead_type: 'contact_partial' },
      { lead_type: 'report_scheduler_partial' },
    ]);
  });

  it('an id that is someone else’s lead is refused (409) and changes nothing; someone else’s schedule is never made again', async () => {
    const other = randomUUID();
    expect((await backend.anon.from('lsg_leads').insert({ id: other, name: 'Sam Carter', email: uniqueEmail('other'), lead_type: 'contact' })).error).toBeNull();
    const before = await everything();
    const taken = await scheduleReport(backend.anon, { email: uniqueEmail('taken'), lead_id: other });
    expect(taken.status).toBe(409);
    expect(await everything()).toEqual(before);

    const theirs = await scheduleReport(backend.anon, { email: uniqueEmail('theirs') });
    const again = await scheduleReport(backend.anon, { email: uniqueEmail('mine'), lead_id: theirs.leadId, report_day: 'friday', additional_emails: ['me@evil.example'] });
    expect(again.data).toBe('inserted');
    expect(await backend.sql('select report_day from private.report_subscriptions where lead_id = $1', [theirs.leadId])).toEqual([{ report_day: 'monday' }]);
    expect(await backend.sql("select 1 from private.report_recipients where email = 'me@evil.example'")).toEqual([]);
  });

  it('complete_partial_lead no longer carries a schedule: details are refused, a scheduler’s step 1 is not its to complete', async () => {
    const partial = randomUUID();
    const email = uniqueEmail('old-page');
    expect((await backend.anon.from('lsg_leads').insert({ id: partial, name: 'Ana Ruiz', email, lead_type: 'report_scheduler_partial' })).error).toBeNull();
    const withDetails = await backend.anon.rpc('complete_partial_lead', {
      lead_id: partial,
      name: 'Ana Ruiz',
      email,
      details: { report_day: 'monday', consent: { version: REPORT_CONSENT.version, accepted: true } },
    });
    expect([withDetails.status, withDetails.error?.message]).toEqual([400, expect.stringMatching(/carries no details/)]);
    expect((await backend.anon.rpc('complete_partial_lead', { lead_id: partial, name: 'Ana Ruiz', email })).data).toBe(false);
    expect(await traceOf(partial)).toMatchObject({ lead_type: 'report_scheduler_partial', subscriptions: 0 });
  });
});
