/** A weekly SEO report subscription as the dashboard functions return it (docs/decisions/0021-weekly-reports.md). */

/** The values of report_subscriptions_status_known (supabase/schemas/09_weekly_reports.sql). */
export type ReportSubscriptionStatus = 'active' | 'paused' | 'unsubscribed';

/** One week's measurement of a subscriber's page. */
export interface ReportRun {
  week_of: string;
  created_at: string;
  status: 'measuring' | 'measured' | 'failed' | 'cancelled';
  score: number | null;
  error: string | null;
  measured_at: string | null;
  attempts: number;
}

/**
 * One recipient of a subscription: pending until it confirms with the link e-mailed to it, then
 * confirmed, until it unsubscribes (docs/decisions/0025-weekly-report-double-opt-in.md).
 */
export interface ReportRecipient {
  email: string;
  is_owner: boolean;
  state: 'pending' | 'confirmed' | 'unsubscribed';
  confirmed_at: string | null;
  /** When a pending recipient's confirmation link stops working. */
  confirm_expires_at: string | null;
  unsubscribed_at: string | null;
}

/** A lead's weekly SEO report subscription, as dashboard_get_lead returns it (docs/decisions/0021-weekly-reports.md). */
export interface ReportSubscription {
  id: string;
  created_at: string;
  status: ReportSubscriptionStatus;
  website: string;
  report_day: string;
  status_changed_at: string | null;
  status_changed_by: string | null;
  consent: { version: string; text: string; at: string; page: string | null };
  recipients: ReportRecipient[];
  runs: ReportRun[];
  events: {
    at: string;
    actor: string;
    event: 'subscribed' | 'paused' | 'resumed' | 'unsubscribed' | 'recipient_unsubscribed' | 'recipient_confirmed';
    detail: string | null;
  }[];
}

/** dashboard_set_report_subscription_status's jsonb. */
export type ReportSubscriptionStatusFields = Pick<ReportSubscription, 'status' | 'status_changed_at' | 'status_changed_by'>;
