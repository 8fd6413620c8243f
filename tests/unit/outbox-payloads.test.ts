import { describe, expect, it } from 'vitest';
import { deliverDueNotifications, emailSender, type ClaimedNotification, type OutboxClient } from '@shared/notification-outbox';
import { weeklyReportBuilder } from '@shared/weekly-report/email';
import { payload as weeklyPayload } from '../support/weekly-report-fixtures';

/**
 * The outbox's worker parses each payload before it builds an e-mail (issue 58): a payload of the
 * wrong shape is recorded as a failure whose reason names the kind and the fields at fault, nothing
 * is sent for it, and the rest of the claim is sent as before. finish_lead_notification then tries
 * such a row again on the outbox's schedule and leaves it failed with that reason (decision 0010).
 */

const env = { get: (name: string) => ({ RESEND_API_KEY: 'key', NOTIFY_EMAIL: 'agency@losangelesseogroup.com', SUPABASE_URL: 'http://api.local' })[name] };

/** The e-mail API: counts what it was given. */
function provider() {
  const posted: unknown[] = [];
  const fetchImpl: typeof fetch = async (_url, init) => {
    posted.push(JSON.parse(String(init?.body)));
    return new Response('{}', { status: 200 });
  };
  return { posted, fetchImpl };
}

/** A database with one claim to hand out; records every outcome, and answers a failure as one to try again. */
function outbox(claim: unknown) {
  const finished: Record<string, unknown>[] = [];
  const client: OutboxClient = {
    rpc: async (name, args) => {
      if (name === 'claim_lead_notifications') return { data: claim, error: null };
      finished.push(args);
      return { data: args.outcome === 'failed' ? 'pending' : args.outcome, error: null };
    },
  };
  return { client, finished };
}

const row = (id: string, kind: string, payload: unknown): ClaimedNotification => ({ id, lead_id: null, kind, payload, attempts: 1 });

const booking = {
  booking_id: 'b1',
  starts_at: '2027-03-17T18:00:00Z',
  ends_at: '2027-03-17T18:30:00Z',
  recipient: 'ana@ruiz.example',
  manage_token: 'm'.repeat(43),
};
const agency = {
  event: 'booked',
  booking_id: 'b1',
  starts_at: '2027-03-17T18:00:00Z',
  ends_at: '2027-03-17T18:30:00Z',
  name: 'Ana Ruiz',
  email: 'ana@ruiz.example',
  phone: null,
  company_name: null,
  website: null,
  topic: 'Local SEO',
  lead_type: 'booking',
  source_path: '/book',
  cancelled_by: null,
};
const confirmation = {
  website: 'https://ruiz.example',
  report_day: 'monday',
  recipient: 'ana@ruiz.example',
  recipient_is_owner: true,
  others_asked: 0,
  token: 'a'.repeat(43),
  expires_at: '2027-01-01T00:00:00Z',
};

describe("the outbox's payloads", () => {
  it('a malformed payload fails its own row with the reason, sends nothing for it, and the rest of the claim is sent', async () => {
    const { posted, fetchImpl } = provider();
    const { client, finished } = outbox([
      row('bad', 'booking_confirmation', { ...booking, recipient: undefined }),
      row('good', 'booking_confirmation', booking),
    ]);

    const report = await deliverDueNotifications(client, emailSender(env, fetchImpl));

    expect(report).toEqual({ claimed: 2, sent: 1, failed: 0, retrying: 1, skipped: 0 });
    expect(finished).toEqual([
      {
        notification_id: 'bad',
        outcome: 'failed',
        detail: "The booking_confirmation notification's payload is malformed (recipient: Invalid input: expected string, received undefined).",
      },
      { notification_id: 'good', outcome: 'sent', detail: null },
    ]);
    expect(posted).toEqual([expect.objectContaining({ to: ['ana@ruiz.example'] })]);
  });

  it.each([
    ['new', { name: ['Ana', 'Ruiz'], email: 'ana@ruiz.example' }, 'name: Invalid input: expected string, received array'],
    ['completed', { name: 'Ana Ruiz', previous: 'a lead' }, 'previous: Invalid input: expected object, received string'],
    ['report_confirmation', { ...confirmation, recipient_is_owner: 'yes' }, 'recipient_is_owner: Invalid input: expected boolean, received string'],
    ['booking_reminder', { ...booking, reminder: '2h' }, 'reminder: Invalid option: expected one of "24h"|"1h"'],
    [
      'booking_agency',
      { ...agency, event: undefined, email: 42 },
      'event: Invalid option: expected one of "booked"|"cancelled"|"moved"; email: Invalid input: expected string, received number',
    ],
    [
      'waiting_leads',
      {
        day: '2027-03-17',
        total: 1,
        leads: [{ id: 'l1', name: null, email: null, phone: null, service: null, created_at: '2027-03-16T17:00:00Z', office_seconds: '3600' }],
      },
      'leads.0.office_seconds: Invalid input: expected number, received string',
    ],
    ['report_confirmation', null, 'the value: Invalid input: expected object, received null'],
  ])('a %s payload of the wrong shape is refused, naming each field at fault', async (kind, payload, problems) => {
    const { posted, fetchImpl } = provider();
    const outcome = await emailSender(env, fetchImpl)(row('n1', kind, payload));
    expect(outcome).toEqual({ outcome: 'failed', detail: `The ${kind} notification's payload is malformed (${problems}).` });
    expect(posted).toEqual([]);
  });

  it("a weekly report's payload is parsed before its PDF is built, down to the page report it carries", async () => {
    const { posted, fetchImpl } = provider();
    const broken = weeklyPayload({
      current: { score: 79, report: { ...weeklyPayload().current.report!, wordCount: Number.NaN }, error: null, measured_at: null },
    });
    const send = emailSender(env, fetchImpl, weeklyReportBuilder(env));

    const outcome = await send(row('w1', 'weekly_report', JSON.parse(JSON.stringify({ ...broken, history: 'none' }))));

    expect(outcome).toEqual({
      outcome: 'failed',
      detail:
        "The report could not be built: The weekly_report notification's payload is malformed (current.report.wordCount: Invalid input: expected number, received null; history: Invalid input: expected array, received string).",
    });
    expect(posted).toEqual([]);
  });

  it("reads a completed lead's payload whole: what changed, and the reply-to the visitor", async () => {
    const { posted, fetchImpl } = provider();
    const lead = {
      name: 'Ana Ruiz',
      email: 'ana@ruiz.example',
      phone: '555 0100',
      service: 'Local SEO',
      lead_type: 'contact',
      utm_source: 'google',
      message: 'Hello',
    };
    const outcome = await emailSender(env, fetchImpl)(row('c1', 'completed', { ...lead, search_text: 'ana', previous: { ...lead, name: 'Ana', phone: null } }));
    expect(outcome).toEqual({ outcome: 'sent' });
    expect(posted).toEqual([expect.objectContaining({ subject: 'Lead completed: Ana Ruiz (Local SEO)', reply_to: 'ana@ruiz.example' })]);
    expect(posted).toEqual([
      expect.objectContaining({ text: expect.stringContaining('Name: Ana Ruiz (was Ana)\nEmail: ana@ruiz.example\nPhone: 555 0100\n') }),
    ]);
    expect(posted).toEqual([expect.objectContaining({ text: expect.stringContaining('Campaign (UTM): source=google') })]);
  });

  it('keeps what the database may rightly send: a list of no waiting leads is null in jsonb', async () => {
    const { posted, fetchImpl } = provider();
    const outcome = await emailSender(env, fetchImpl)(row('m1', 'waiting_leads', { day: '2027-03-17', total: 2, leads: null }));
    expect(outcome).toEqual({ outcome: 'sent' });
    expect(posted).toEqual([expect.objectContaining({ subject: '2 leads are waiting over an office hour' })]);
  });

  it('a claim of rows the worker cannot read records nothing: they keep their lease and come back when it ends', async () => {
    const { posted, fetchImpl } = provider();
    const { client, finished } = outbox([{ id: 7, kind: 'new', payload: {}, attempts: 1 }]);
    await expect(deliverDueNotifications(client, emailSender(env, fetchImpl))).rejects.toThrow(
      'The claim of due notifications is malformed (0.id: Invalid input: expected string, received number; 0.lead_id: Invalid input: expected string, received undefined).',
    );
    expect(finished).toEqual([]);
    expect(posted).toEqual([]);
  });
});
