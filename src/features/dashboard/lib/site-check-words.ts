import { SITE_CHECK_FILTERS, type LeadRow, type SiteCheck, type SiteCheckFilter } from '@/lib/api/app-database';
import { pacificMoment } from './call-times';

/**
 * The words of a lead's site check (issue 64, decision 0081), one place for the lead view, the
 * leads table and the Calls view, so a state reads the same wherever staff meet it.
 */

/** The leads table's cell: the score, or what stands in for one. A page that asks not to be indexed says so before its score. */
export function siteCheckCell({
  site_check_state: state,
  site_check_score: score,
  site_check_indexable: indexable,
}: Pick<LeadRow, 'site_check_state' | 'site_check_score' | 'site_check_indexable'>): string {
  if (!state) return '—';
  if (state === 'pending') return 'Checking…';
  if (state === 'failed') return 'Check failed';
  if (indexable === false) return 'Not indexable';
  return score === null ? '—' : `${score}/100`;
}

/** The filter's options, in the order staff look for trouble: what search engines cannot list first. */
export const SITE_CHECK_FILTER_OPTIONS: { value: SiteCheckFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'Any' },
  { value: 'not_indexable', label: 'Not indexable' },
  { value: 'failed', label: 'Check failed' },
  { value: 'pending', label: 'Checking' },
  { value: 'checked', label: 'Checked' },
];

/** The URL's `check` parameter: the filter, so a filtered list can be reloaded or shared. */
export const SITE_CHECK_PARAM = 'check';

/** The filter a `check` parameter names; anything else (absent, mistyped) is no filter. */
export const siteCheckFilterFrom = (value: string | null): SiteCheckFilter | null => SITE_CHECK_FILTERS.find((filter) => filter === value) ?? null;

/** "72/100", with whether search engines may list the page, in words (never colour alone). */
export const indexableWords = (indexable: boolean | null): string =>
  indexable === false ? 'Not indexable: the page asks search engines not to list it' : indexable ? 'Indexable' : 'Indexability not known';

/** When it was checked, in the office's time. */
export const checkedWhen = (at: string): string => `${pacificMoment(at)} PT`;

/** The check in one line without a closing full stop, for what is said when a pending check finishes. */
export function siteCheckSummary(check: SiteCheck): string {
  if (check.state === 'pending') return 'Checking the site';
  if (check.state === 'failed') return `Check failed: ${(check.failure ?? 'the site could not be checked').replace(/\.$/, '')}`;
  const score = check.score === null ? 'Checked' : `Score ${check.score}/100`;
  return `${score}${check.indexable === false ? ', not indexable' : ''}`;
}
