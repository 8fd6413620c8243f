/**
 * A lead's site check as the dashboard reads it (docs/decisions/0080-leads-site-checks.md): the
 * jsonb of private.site_check_json, which dashboard_get_lead, dashboard_calls and
 * dashboard_check_site_again answer, and the list's filter values. The generator sees only jsonb.
 */

/** Where a check is: queued or being fetched, done with a score, or failed with what happened. */
export const SITE_CHECK_STATES = ['pending', 'done', 'failed'] as const;
export type SiteCheckState = (typeof SITE_CHECK_STATES)[number];

/** The lead list's site-check filter (private.lead_site_check_filter); null: no filter. */
export const SITE_CHECK_FILTERS = ['not_indexable', 'failed', 'pending', 'checked'] as const;
export type SiteCheckFilter = (typeof SITE_CHECK_FILTERS)[number];

/** One of the check's three most important findings, with the rule it comes from and that rule's source. */
export interface SiteCheckFinding {
  rule_id: string;
  title: string;
  detail: string;
  source_title: string;
  source_url: string;
}

export interface SiteCheck {
  state: SiteCheckState;
  /** The address fetched (the website of the first lead that named the page that day). */
  url: string;
  score: number | null;
  indexable: boolean | null;
  title: string | null;
  /** The SEO tool's top recommendation; null when the page lost no points. */
  first_action: string | null;
  /** At most three, most points lost first; empty unless done. */
  findings: SiteCheckFinding[];
  /** What happened, in words, when the check failed. */
  failure: string | null;
  checked_at: string | null;
  /** Whether staff may check again now (not pending, an hour since the last check, within the day's cap). */
  can_check_again: boolean;
  /** When staff may check again, if not now (null while pending). */
  next_check_at: string | null;
}
