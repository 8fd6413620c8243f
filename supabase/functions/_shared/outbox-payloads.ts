/**
 * The outbox's payloads as its worker reads them (notification-outbox.ts): the jsonb each kind's
 * queueing function builds in the database (supabase/schema.sql: private.queue_lead_notification,
 * private.queue_report_confirmation, private.queue_booking_emails, public.queue_waiting_leads_email;
 * the weekly report's is weekly-report/payload-schema.ts). Each schema is typed as the payload its
 * e-mail builder takes, so a field added to one and not the other fails the type check. The schemas
 * live apart from the builders: the browser imports report-confirmation.ts and must not carry zod's
 * object schemas for it. Field names are the database's (snake_case), as the payloads carry them.
 */
import { z } from 'zod';
import type { BookingAgencyPayload, BookingVisitorPayload } from './booking-email.ts';
import type { ReportConfirmationPayload } from './report-confirmation.ts';
import type { WaitingLeadsPayload } from './waiting-leads-email.ts';

const maybeText = z.string().nullable();

/** The lead's columns the agency's e-mail prints (to_jsonb of the lsg_leads row, so each is text or null). */
const leadColumns = z.object({
  name: maybeText.optional(),
  email: maybeText.optional(),
  phone: maybeText.optional(),
  company_name: maybeText.optional(),
  website: maybeText.optional(),
  service: maybeText.optional(),
  lead_type: maybeText.optional(),
  message: maybeText.optional(),
  source_path: maybeText.optional(),
  referrer: maybeText.optional(),
  utm_source: maybeText.optional(),
  utm_medium: maybeText.optional(),
  utm_campaign: maybeText.optional(),
  utm_term: maybeText.optional(),
  utm_content: maybeText.optional(),
});

/** A new or completed lead ('new', 'completed'): the row, for a completed one the row before, and the lead's site check as it is when claimed. */
export const leadNotificationPayload = leadColumns.extend({
  previous: leadColumns.nullable().optional(),
  // The lead's site check as the claim hands it out (private.site_check_json); read by site-check/email-line.ts.
  site_check: z.unknown().optional(),
});
export type LeadColumn = keyof z.infer<typeof leadColumns>;
export type LeadNotificationPayload = z.infer<typeof leadNotificationPayload>;

export const reportConfirmationPayload: z.ZodType<ReportConfirmationPayload> = z.object({
  website: z.string(),
  report_day: z.string(),
  recipient: z.string(),
  recipient_is_owner: z.boolean(),
  others_asked: z.number().int().nullable(),
  token: z.string(),
  expires_at: z.string(),
});

const bookingTimes = { booking_id: z.string(), starts_at: z.string(), ends_at: z.string() };

/** A visitor's confirmation, reminder, moved invite or cancellation (the manage token is added by the claim). */
export const bookingVisitorPayload: z.ZodType<BookingVisitorPayload> = z.object({
  ...bookingTimes,
  recipient: z.string(),
  manage_token: z.string().optional(),
  reminder: z.enum(['24h', '1h']).optional(),
  day_before: z.boolean().optional(),
  sequence: z.number().int().min(0).optional(),
  call_phone: z.string().nullable().optional(),
  previous_starts_at: z.string().optional(),
  previous_ends_at: z.string().optional(),
});

export const bookingAgencyPayload: z.ZodType<BookingAgencyPayload> = z.object({
  ...bookingTimes,
  event: z.enum(['booked', 'cancelled', 'moved']),
  name: maybeText,
  email: z.string(),
  phone: maybeText,
  company_name: maybeText,
  website: maybeText,
  topic: maybeText,
  lead_type: z.string(),
  source_path: maybeText,
  cancelled_by: maybeText,
  moved_by: maybeText.optional(),
  call_phone: maybeText.optional(),
  previous_starts_at: maybeText.optional(),
  previous_ends_at: maybeText.optional(),
  visitor_emailed: z.boolean().optional(),
  visitor_capped: z.string().nullable().optional(),
  site_check: z.unknown().optional(),
});

export const waitingLeadsPayload: z.ZodType<WaitingLeadsPayload> = z.object({
  day: z.string(),
  total: z.number().int(),
  // jsonb_agg over no rows is null, not []: a lead answered between the count and the list.
  leads: z
    .array(
      z.object({
        id: z.string(),
        name: maybeText,
        email: maybeText,
        phone: maybeText,
        service: maybeText,
        created_at: z.string(),
        office_seconds: z.number(),
      }),
    )
    .nullable()
    .transform((leads) => leads ?? []),
  // Null unless delivery was red when the e-mail was queued; absent from rows queued before it existed.
  delivery: z
    .object({ since: z.string(), reasons: z.array(z.string()) })
    .nullable()
    .optional(),
});
