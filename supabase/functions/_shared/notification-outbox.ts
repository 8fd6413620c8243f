/**
 * The notification outbox's worker (docs/decisions/0010-notification-outbox.md): claims the due
 * notifications the database queued (new and completed leads for the agency, and the weekly SEO
 * reports for their recipients, docs/decisions/0021-weekly-reports.md), e-mails each, and records
 * how it went. The database decides what is due and when a failure is tried again, and its lease
 * keeps two workers (the scheduled jobs and a lead's wake-up) off the same row.
 * Every payload is parsed before an e-mail is built from it (outbox-payloads.ts): one of the wrong
 * shape fails its own row with the reason, and the rest of the claim goes on.
 * Web-standard TypeScript: it runs in Deno (the edge functions) and in Node (the local backend).
 */
import { z } from 'zod';
import { reportMessage } from './agency.ts';
import { bookingAgencyEmail, bookingCancelledEmail, bookingConfirmationEmail, bookingMovedEmail, bookingReminderEmail } from './booking-email.ts';
import { headerText, isValidEmail } from './text-checks.ts';
import type { FunctionEnv } from './http.ts';
import { leadNotificationEmail } from './lead-notification-email.ts';
import { MalformedData, parseOrThrow } from './malformed-data.ts';
import { bookingAgencyPayload, bookingVisitorPayload, leadNotificationPayload, reportConfirmationPayload, waitingLeadsPayload } from './outbox-payloads.ts';
import { reportConfirmationEmail } from './report-confirmation.ts';
import { waitingLeadsEmail } from './waiting-leads-email.ts';

const RESEND_API_URL = 'https://api.resend.com/emails';
const EMAIL_TIMEOUT_MS = 8000;

export type SendOutcome = { outcome: 'sent' } | { outcome: 'failed' | 'skipped'; detail: string };

/** The kinds of notification the outbox holds (lead_notifications_kind_known). */
export type NotificationKind =
  | 'new'
  | 'completed'
  | 'weekly_report'
  | 'report_confirmation'
  | 'waiting_leads'
  | 'booking_confirmation'
  | 'booking_agency'
  | 'booking_reminder'
  | 'booking_cancelled'
  | 'booking_moved';
/**
 * What a wake-up of send-notifications sends: the e-mails someone is waiting for now (the
 * agency's lead e-mails, a weekly-report confirmation link the visitor was just told to look
 * for, a booking's confirmation, the agency's e-mail of a booked, moved or cancelled call, the visitor's moved invite and
 * cancellation notice), never a report (a PDF to build) nor a reminder (due later: the sweeper's).
 * The database wakes the sender for the same kinds (private.wake_notification_sender,
 * supabase/schemas/10_booking.sql).
 */
export const WAKE_UP_KINDS: NotificationKind[] = [
  'new',
  'completed',
  'report_confirmation',
  'booking_confirmation',
  'booking_agency',
  'booking_cancelled',
  'booking_moved',
];

/** One message for the e-mail API (Resend's POST /emails). */
export interface EmailMessage {
  from: string;
  to: string[];
  reply_to?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; content_type?: string }[];
}

/** Builds the e-mail of one weekly report notification (weekly-report/email.ts), given to the senders that send them. */
export type WeeklyReportBuilder = (notification: ClaimedNotification) => Promise<EmailMessage>;

export interface ClaimedNotification {
  id: string;
  lead_id: string | null;
  kind: string;
  /** The queued jsonb, read only through its kind's schema (outbox-payloads.ts). */
  payload: unknown;
  attempts: number;
}

/**
 * claim_lead_notifications' rows: its `returns table` columns, which Postgres types, so a row that
 * does not match means the worker and the database disagree (a deploy half done), not a bad payload.
 */
const claimedRows: z.ZodType<ClaimedNotification[]> = z.array(
  z.object({ id: z.string(), lead_id: z.string().nullable(), kind: z.string(), payload: z.unknown(), attempts: z.number().int() }),
);

/** A notification's payload as its kind's schema reads it; a MalformedData names the kind and the fields at fault. */
const payloadOf = <T>(schema: z.ZodType<T>, notification: ClaimedNotification): T =>
  parseOrThrow(schema, notification.payload, `The ${notification.kind} notification's payload`);

/** The part of supabase-js the worker needs (a service-role client). */
export interface OutboxClient {
  rpc(name: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: { message: string } | null }>;
}

/** Posts one message to the e-mail API; a retry of the same notification carries the same idempotency key. */
async function postEmail(env: FunctionEnv, fetchImpl: typeof fetch, apiKey: string, message: EmailMessage, idempotencyKey: string): Promise<SendOutcome> {
  // The database refuses such addresses; one stored before the rule (or by hand) is never handed to the provider,
  // which would read a display name or a list in it (docs/decisions/0044-words-and-addresses-are-ours.md).
  if (!message.to.every(isValidEmail)) return { outcome: 'skipped', detail: "The recipient address breaks the site's address rule; nothing was sent." };
  // A reply-to that breaks the rule is left out rather than handed on; the subject is one plain line, whatever built it.
  if (message.reply_to !== undefined && !isValidEmail(message.reply_to)) message = { ...message, reply_to: undefined };
  message = { ...message, subject: headerText(message.subject) };
  try {
    const response = await fetchImpl(env.get('RESEND_API_URL') || RESEND_API_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(EMAIL_TIMEOUT_MS),
    });
    if (response.ok) return { outcome: 'sent' };
    return { outcome: 'failed', detail: `E-mail API answered ${response.status}: ${(await response.text()).slice(0, 500)}` };
  } catch (error) {
    return { outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Sends one notification through the e-mail API, or skips it when none is configured. Lead
 * notifications go to the agency (NOTIFY_EMAIL); weekly reports to their recipient, built by
 * `weeklyReport` (a sender without it fails them, so they are tried again by one that has it).
 * A payload of the wrong shape fails with the reason, the row's last_error: tried again on the
 * outbox's schedule (a deploy may have put the worker and the queueing out of step for a while),
 * then left failed, never sent half-built, and never an exception that fails the rest of the claim.
 */
export function emailSender(env: FunctionEnv, fetchImpl: typeof fetch = fetch, weeklyReport?: WeeklyReportBuilder) {
  const send = async (notification: ClaimedNotification): Promise<SendOutcome> => {
    const apiKey = env.get('RESEND_API_KEY');
    if (notification.kind === 'report_confirmation') {
      // The one e-mail a weekly report recipient gets before confirming (docs/decisions/0025-weekly-report-double-opt-in.md).
      if (!apiKey) return { outcome: 'skipped', detail: 'No e-mail provider is configured (RESEND_API_KEY).' };
      const payload = payloadOf(reportConfirmationPayload, notification);
      const email = reportConfirmationEmail(payload, { siteUrl: env.get('SITE_URL') });
      return postEmail(env, fetchImpl, apiKey, reportMessage(env, payload.recipient, email), `report-confirmation-${notification.id}`);
    }
    if (
      notification.kind === 'booking_confirmation' ||
      notification.kind === 'booking_reminder' ||
      notification.kind === 'booking_cancelled' ||
      notification.kind === 'booking_moved'
    ) {
      // The visitor's booking e-mails (docs/decisions/0061-booking-emails.md): fixed words, from the reports address.
      if (!apiKey) return { outcome: 'skipped', detail: 'No e-mail provider is configured (RESEND_API_KEY).' };
      const payload = payloadOf(bookingVisitorPayload, notification);
      const settings = { siteUrl: env.get('SITE_URL') };
      const email =
        notification.kind === 'booking_confirmation'
          ? bookingConfirmationEmail(payload, settings)
          : notification.kind === 'booking_reminder'
            ? bookingReminderEmail(payload, settings)
            : notification.kind === 'booking_moved'
              ? bookingMovedEmail(payload, settings)
              : bookingCancelledEmail(payload, settings);
      return postEmail(
        env,
        fetchImpl,
        apiKey,
        { ...reportMessage(env, payload.recipient, email), attachments: email.attachments },
        `${notification.kind.replace('_', '-')}-${notification.id}`,
      );
    }
    if (notification.kind === 'weekly_report') {
      if (!apiKey) return { outcome: 'skipped', detail: 'No e-mail provider is configured (RESEND_API_KEY).' };
      if (!weeklyReport) return { outcome: 'failed', detail: 'This worker does not build weekly reports.' };
      let message: EmailMessage;
      try {
        message = await weeklyReport(notification);
      } catch (error) {
        return { outcome: 'failed', detail: `The report could not be built: ${error instanceof Error ? error.message : String(error)}` };
      }
      return postEmail(env, fetchImpl, apiKey, message, `weekly-report-${notification.id}`);
    }
    const to = env.get('NOTIFY_EMAIL');
    if (!apiKey || !to) return { outcome: 'skipped', detail: 'No e-mail provider is configured (RESEND_API_KEY and NOTIFY_EMAIL).' };
    const siteUrl = env.get('SITE_URL');
    let email: { subject: string; body: string };
    let replyTo: string | null | undefined;
    if (notification.kind === 'waiting_leads') {
      email = waitingLeadsEmail(payloadOf(waitingLeadsPayload, notification), siteUrl);
    } else if (notification.kind === 'booking_agency') {
      const payload = payloadOf(bookingAgencyPayload, notification);
      email = bookingAgencyEmail(payload, notification.lead_id, siteUrl);
      replyTo = payload.email;
    } else {
      const payload = payloadOf(leadNotificationPayload, notification);
      email = leadNotificationEmail(notification.kind, payload, notification.lead_id, siteUrl);
      replyTo = payload.email;
    }
    return postEmail(
      env,
      fetchImpl,
      apiKey,
      {
        from: env.get('NOTIFY_FROM') || 'Website leads <leads@losangelesseogroup.com>',
        to: [to],
        // Replies go to the visitor, when their address keeps to the rule (decision 0044).
        reply_to: replyTo && isValidEmail(replyTo) ? replyTo : undefined,
        subject: email.subject,
        text: email.body,
      },
      `${notification.kind === 'waiting_leads' ? 'waiting-leads' : notification.kind === 'booking_agency' ? 'booking-agency' : 'lead-notification'}-${notification.id}`,
    );
  };
  return async (notification: ClaimedNotification): Promise<SendOutcome> => {
    try {
      return await send(notification);
    } catch (error) {
      if (error instanceof MalformedData) return { outcome: 'failed', detail: error.message };
      throw error;
    }
  };
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  failed: number;
  retrying: number;
  skipped: number;
}

/**
 * Waits before each further try to record an outcome (decision 0047): about 2 s in all, well inside
 * the five-minute lease, so a lost answer or a dropped connection does not leave a sent e-mail
 * leased until another worker claims it and sends it again.
 */
const RECORD_RETRY_DELAYS_MS = [100, 400, 1500];

/**
 * Records one outcome with finish_lead_notification, tried again a few times when the call fails.
 * Safe to repeat: the function sets the row from the outcome and the attempts the claim counted, so
 * a second call after a first that landed (its answer lost) records the same thing.
 */
async function recordOutcome(client: OutboxClient, id: string, result: SendOutcome): Promise<unknown> {
  const args = { notification_id: id, outcome: result.outcome, detail: result.outcome === 'sent' ? null : result.detail };
  for (let attempt = 0; ; attempt += 1) {
    const { data, error } = await client.rpc('finish_lead_notification', args);
    if (!error) return data;
    if (attempt >= RECORD_RETRY_DELAYS_MS.length) throw new Error(`Could not record notification ${id}: ${error.message}`);
    console.warn(`Recording notification ${id} failed (${error.message}); trying again.`);
    await new Promise((done) => setTimeout(done, RECORD_RETRY_DELAYS_MS[attempt]));
  }
}

/** Claims up to `batchSize` due notifications (of `kinds` only, when given), sends them one by one and records each outcome. */
export async function deliverDueNotifications(
  client: OutboxClient,
  send: (notification: ClaimedNotification) => Promise<SendOutcome>,
  batchSize = 20,
  kinds?: NotificationKind[],
): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, failed: 0, retrying: 0, skipped: 0 };
  const { data, error } = await client.rpc('claim_lead_notifications', { batch_size: batchSize, ...(kinds ? { kinds } : {}) });
  if (error) throw new Error(`Could not claim notifications: ${error.message}`);
  // A claim answer of the wrong shape is thrown: its rows keep their lease and come back when it ends.
  for (const notification of parseOrThrow(claimedRows, data ?? [], 'The claim of due notifications')) {
    report.claimed += 1;
    const result = await send(notification);
    const status = await recordOutcome(client, notification.id, result);
    if (status === 'sent') report.sent += 1;
    else if (status === 'skipped') report.skipped += 1;
    else if (status === 'failed') report.failed += 1;
    else report.retrying += 1;
  }
  return report;
}
