/**
 * What one weekly SEO report is made from (docs/decisions/0021-weekly-reports.md): the payload the
 * database queued for one recipient (this week's measurement of the page, the last measured week, up
 * to eight weeks of scores, the recipient's unsubscribe token), and the links every report carries.
 */
import { siteOrigin } from '../agency.ts';
import type { PageReport } from '../page-report.ts';

/** private.weekly_report_payload's jsonb, as the outbox hands it to the worker. */
export interface WeeklyReportPayload {
  subscription_id: string;
  website: string;
  report_day: string;
  /** The report day this run is for (a date in Los Angeles), YYYY-MM-DD. */
  week_of: string;
  subscribed_at: string;
  /** When this recipient confirmed with the link of its confirmation e-mail (docs/decisions/0025-weekly-report-double-opt-in.md). */
  confirmed_at?: string | null;
  recipient: string;
  recipient_is_owner: boolean;
  unsubscribe_token: string;
  current: { score: number | null; report: PageReport | null; error: string | null; measured_at: string | null };
  previous: { week_of: string; score: number | null; report: PageReport | null } | null;
  history: { week_of: string; score: number | null }[];
}

export interface WeeklyReportLinks {
  /** The site's small page that unsubscribes with the token (a person clicking the link in the body). */
  unsubscribePage: string;
  /** The function that unsubscribes on a mail client's one-click POST (List-Unsubscribe). */
  oneClick: string;
  bookCall: string;
  tool: string;
}

export interface WeeklyReportSettings {
  /** The site's public address (SITE_URL). */
  siteUrl?: string;
  /** The project's API address (SUPABASE_URL): the functions live under /functions/v1. */
  apiUrl: string;
}

export function weeklyReportLinks(payload: Pick<WeeklyReportPayload, 'unsubscribe_token'>, settings: WeeklyReportSettings): WeeklyReportLinks {
  const site = siteOrigin(settings.siteUrl);
  const token = encodeURIComponent(payload.unsubscribe_token);
  const campaign = 'utm_source=weekly-report&utm_medium=email&utm_campaign=weekly-seo-report';
  return {
    unsubscribePage: `${site}/unsubscribe?token=${token}`,
    oneClick: `${settings.apiUrl.replace(/\/+$/, '')}/functions/v1/weekly-report-unsubscribe?token=${token}`,
    bookCall: `${site}/book?${campaign}`,
    tool: `${site}/seo-tool?${campaign}`,
  };
}
