/** What the speed-to-lead calls answer (supabase/migrations/20261126184636_speed_to_lead.sql). */

/** dashboard_waiting_summary: the header's count, the instant that marks a row as waiting, the morning e-mail setting. */
export interface WaitingSummary {
  waiting: number;
  capped: boolean;
  /** A lead at New that arrived at or before this has waited over one office hour. */
  waiting_since: string;
  morning_email: boolean;
  morning_email_changed_by: string | null;
}

/** One Los Angeles week (Monday) of dashboard_speed; percentiles in seconds, as the upper bound of their bucket. */
export interface SpeedWeek {
  week_of: string;
  arrived: number;
  touched: number;
  office_median: number | null;
  office_p90: number | null;
  elapsed_median: number | null;
  elapsed_p90: number | null;
}

/** dashboard_lead_speed: one lead's time to first touch, or so far while it is at New. */
export interface LeadSpeed {
  arrived_at: string;
  first_touched_at: string | null;
  office_seconds: number;
  elapsed_seconds: number;
  waiting: boolean;
}
