/**
 * What the Calls view's calls answer (docs/decisions/0063-calls-view.md): typed rows the generator
 * sees (`returns table`), narrowed where a column may be null, which the generator cannot tell.
 */
import type { Database } from './database.types';
import type { SiteCheck } from './site-check-types';

type Functions = Database['public']['Functions'];
type Row<Name extends keyof Functions> = Functions[Name]['Returns'] extends (infer Item)[] ? Item : never;
type Nullable<Shape, Keys extends keyof Shape> = Omit<Shape, Keys> & { [Key in Keys]: Shape[Key] | null };

/** The values of private.bookings' bookings_outcome_known check. */
export const CALL_OUTCOMES = ['attended', 'no_show'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/**
 * One booked call of dashboard_calls, live or cancelled, with its lead, its sender (the key the
 * booking budgets count; null for a booking made with the service key, and once the call has begun)
 * and how many calls cancelling that sender's would cancel, and its lead's site check as the call's
 * preparation (decision 0080; null when the lead named no site).
 */
export type BookedCall = Omit<
  Nullable<
    Row<'dashboard_calls'>,
    | 'topic'
    | 'cancelled_at'
    | 'cancelled_by'
    | 'outcome_at'
    | 'outcome_by'
    | 'lead_name'
    | 'lead_phone'
    | 'lead_website'
    | 'sender'
    | 'moved_at'
    | 'moved_by'
    | 'moved_from_starts_at'
  >,
  'outcome' | 'site_check'
> & { outcome: CallOutcome | null; site_check: SiteCheck | null };

/** dashboard_move_call's one row: the call's new time, who moved it, and whether the visitor is sent the updated invite. */
export type CallMove = Row<'dashboard_move_call'>;

/** A staff block of dashboard_booking_blocks: [starts_at, ends_at) offers no slot. */
export type BookingBlock = Nullable<Row<'dashboard_booking_blocks'>, 'reason'>;

/** dashboard_set_call_outcome's one row: the outcome as it now is. */
export type CallOutcomeFields = Omit<Nullable<Row<'dashboard_set_call_outcome'>, 'outcome_at' | 'outcome_by'>, 'outcome'> & { outcome: CallOutcome | null };

/** dashboard_booking_mail_cap's one row: the site's booking confirmations of the last 24 hours against its daily cap (issue 59). */
export type BookingMailCap = Nullable<Row<'dashboard_booking_mail_cap'>, 'reached_at'>;

/** dashboard_cancel_call's one row: the cancellation, and whether the visitor is sent the notice (only if a confirmation went). */
export type CallCancellation = Row<'dashboard_cancel_call'>;

/** dashboard_cancel_sender_calls's one row: how many calls were cancelled, and how many visitors are sent the notice. */
export type SenderCallsCancellation = Row<'dashboard_cancel_sender_calls'>;

/**
 * dashboard_booking_calendar's one row (docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md):
 * the daily limit (null: none) and the buffer between calls, and when and by whom the live calendar
 * feed link was made (null: there is none). The link itself is never answered: only its hash is kept.
 */
export type BookingCalendar = Nullable<Row<'dashboard_booking_calendar'>, 'daily_limit' | 'feed_created_at' | 'feed_created_by'>;

/** dashboard_set_booking_calendar's one row: the limit and buffer as they now are. */
export type BookingCalendarLimits = Nullable<Row<'dashboard_set_booking_calendar'>, 'daily_limit'>;

/** dashboard_new_calls_feed's one row: the new feed token, answered this once, and who made it when. */
export type NewCallsFeed = Row<'dashboard_new_calls_feed'>;
