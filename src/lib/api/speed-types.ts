/**
 * What the speed-to-lead calls answer (docs/decisions/0040-speed-to-lead.md): typed rows the generator
 * sees (`returns table`), narrowed only where a column may be null, which the generator cannot tell.
 */
import type { Database } from './database.types';

type Functions = Database['public']['Functions'];
type Row<Name extends keyof Functions> = Functions[Name]['Returns'] extends (infer Item)[] ? Item : never;
type Nullable<Shape, Keys extends keyof Shape> = Omit<Shape, Keys> & { [Key in Keys]: Shape[Key] | null };

/** One Los Angeles week (Monday) of dashboard_speed; percentiles in seconds, as the upper bound of their bucket, null with no lead touched. */
export type SpeedWeek = Nullable<Row<'dashboard_speed'>, 'office_median' | 'office_p90' | 'elapsed_median' | 'elapsed_p90'>;

/** dashboard_lead_speed's one row: a lead's time to first touch, or so far while it is at New. */
export type LeadSpeed = Nullable<Row<'dashboard_lead_speed'>, 'first_touched_at'>;

/** dashboard_waiting_summary's one row: the header's count, the instant that marks a row as waiting, the morning e-mail setting. */
export type WaitingSummary = Nullable<Row<'dashboard_waiting_summary'>, 'morning_email_changed_by'>;
