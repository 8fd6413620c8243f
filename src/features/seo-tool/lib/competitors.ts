/** Competitor rules (docs/requirements/seo-tool.md#competitors): domain required and unique, numbers read as integers or 0. */
import type { ToastMessage } from '@/lib/toast';
import type { Competitor } from './types';

/**
 * Simulated competitors use the reserved .example domain, so no real business is named as
 * someone's rival; visitors add their real competitors themselves.
 */
export const COMPETITOR_POOL = [
  'westside-rankings.example',
  'downtown-digital.example',
  'valley-local-pros.example',
  'sunset-search-co.example',
  'harbor-growth.example',
  'eastside-web-works.example',
  'canyon-marketing.example',
  'pacific-leads.example',
] as const;

export const FIND_COMPETITORS_MAX = 2;
export const BUSINESS_INFO_THRESHOLD = 3;

export interface CompetitorDraft {
  domain: string;
  score: string;
  traffic: string;
  keywords: string;
  backlinks: string;
}

/** parseInt with the fallback of docs/requirements/seo-tool.md#competitors: anything that is not a whole number counts as 0. */
export function toInteger(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** 'https://www.Rival.com/about' -> 'rival.com', so one competitor cannot be listed twice. */
export function normalizeDomain(value: string): string {
  const trimmed = value.trim().toLowerCase();
  try {
    return new URL(/^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`).hostname.replace(/^www\./, '');
  } catch {
    return trimmed.replace(/^www\./, '');
  }
}

export type CompetitorCheck = { ok: true; competitor: Competitor } | { ok: false; error: ToastMessage };

export function competitorFromDraft(draft: CompetitorDraft, existing: Competitor[], editing?: string): CompetitorCheck {
  const domain = editing ?? normalizeDomain(draft.domain);
  if (domain === '') {
    return { ok: false, error: { title: 'Validation Error', description: 'Please enter a competitor domain name.' } };
  }
  if (editing === undefined && existing.some((competitor) => competitor.domain === domain)) {
    return { ok: false, error: { title: 'Duplicate Entry', description: 'This competitor already exists in your list.' } };
  }
  const competitor = {
    domain,
    score: toInteger(draft.score),
    traffic: toInteger(draft.traffic),
    keywords: toInteger(draft.keywords),
    backlinks: toInteger(draft.backlinks),
  };
  for (const [field, label, max] of NUMBER_BOUNDS) {
    const value = competitor[field];
    if (value < 0 || value > max) {
      return { ok: false, error: { title: 'Validation Error', description: `${label} must be a whole number from 0 to ${max.toLocaleString('en-US')}.` } };
    }
  }
  return { ok: true, competitor };
}

/** What each number can really be: a score is out of 100, and no count is negative. */
const NUMBER_BOUNDS = [
  ['score', 'SEO score', 100],
  ['traffic', 'Monthly traffic', 1_000_000_000],
  ['keywords', 'Ranking keywords', 100_000_000],
  ['backlinks', 'Backlinks', 1_000_000_000],
] as const;

export const emptyDraft = (): CompetitorDraft => ({ domain: '', score: '', traffic: '', keywords: '', backlinks: '' });

export const draftFrom = (competitor: Competitor): CompetitorDraft => ({
  domain: competitor.domain,
  score: String(competitor.score),
  traffic: String(competitor.traffic),
  keywords: String(competitor.keywords),
  backlinks: String(competitor.backlinks),
});
