/**
 * A lead's site check (issue 64): the page check of the website a lead named, run once in the
 * background and stored with the lead. The dashboard functions answer it as jsonb, which the
 * generator sees only as `Json`; these are the shapes the database promises.
 */

/** pending: queued or fetching; done: scored; failed: what happened instead of a score. */
export type SiteCheckState = 'pending' | 'done' | 'failed';

/** One of the three most important findings, with the rule's source: the site's own article on it. */
export interface SiteCheckFinding {
  rule_id: string;
  title: string;
  detail: string;
  source_title: string;
  source_url: string;
}

/** dashboard_get_lead's `site_check`, and each call's of dashboard_calls: null when the lead named no website. */
export interface SiteCheck {
  state: SiteCheckState;
  /** The address fetched (the lead's website as checked). */
  url: string;
  /** 0-100 once done; never a score for a failure. */
  score: number | null;
  indexable: boolean | null;
  /** The page's <title>. */
  title: string | null;
  first_action: string | null;
  /** At most three, most important first. */
  findings: SiteCheckFinding[];
  /** What happened, as a sentence ("The site did not answer in 10 s."), when state is failed. */
  failure: string | null;
  checked_at: string | null;
  /** Whether the budget allows staff to ask for a fresh check now. */
  can_check_again: boolean;
  /** When the budget next allows one, if it does not now. */
  next_check_at: string | null;
}

/** What each row of dashboard_list_leads says of its check (all null when the lead named no website). */
export interface ListedSiteCheck {
  site_check_state: SiteCheckState | null;
  site_check_score: number | null;
  site_check_indexable: boolean | null;
}

/** dashboard_list_leads' `site_check` filter: null shows every lead. */
export const SITE_CHECK_FILTERS = ['not_indexable', 'failed', 'pending', 'checked'] as const;
export type SiteCheckFilter = (typeof SITE_CHECK_FILTERS)[number];
