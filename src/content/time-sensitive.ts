import type { RetiredSource } from './retired-sources';

/**
 * A statement that is true only as of the day someone checked it: what Google shows in its results,
 * a service that may close, a rule that may change. A content module that makes such a statement
 * exports it as `timeSensitiveClaims`, built with timeSensitive(), and
 * tests/unit/time-sensitive-claims.test.ts fails once a check is more than CLAIM_SHELF_LIFE_MONTHS
 * old, when the quoted words are no longer in the module, or when the source is recorded as retired
 * (docs/requirements/claims-and-sources.md).
 */
export interface TimeSensitiveClaim {
  readonly kind: 'time-sensitive-claim';
  /** Words of the module's own text that make the claim, verbatim (runs of whitespace aside), so the mark cannot drift from the page. */
  readonly quote: string;
  /** The day someone last read the source and found the claim still true, as YYYY-MM-DD. */
  readonly checkedOn: `${number}-${number}-${number}`;
  /** Where to check it again: the primary source (the vendor's own documentation, the statute), not an article repeating it. */
  readonly source: { readonly title: string; readonly url: string };
}

export function timeSensitive(claim: Omit<TimeSensitiveClaim, 'kind'>): TimeSensitiveClaim {
  return { kind: 'time-sensitive-claim', ...claim };
}

export function isTimeSensitiveClaim(value: unknown): value is TimeSensitiveClaim {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'time-sensitive-claim';
}

/** How long a check holds. California asks for a privacy policy update every 12 months; search features change at least as fast. */
export const CLAIM_SHELF_LIFE_MONTHS = 12;

/**
 * True while the claim was checked at most CLAIM_SHELF_LIFE_MONTHS before `today` (calendar dates,
 * UTC) and not after it: a date in the future is a typo, not a check.
 */
export function isClaimCurrent(claim: TimeSensitiveClaim, today: Date): boolean {
  const checked = Date.parse(`${claim.checkedOn}T00:00:00Z`);
  // Rejects dates that do not exist, such as 2026-02-30, which some parsers roll over into March.
  if (Number.isNaN(checked) || new Date(checked).toISOString().slice(0, 10) !== claim.checkedOn) return false;
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const oldestAccepted = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - CLAIM_SHELF_LIFE_MONTHS, today.getUTCDate());
  return checked >= oldestAccepted && checked <= day;
}

/** An address without its fragment, query or trailing slash, so two spellings of one page compare equal. */
const pageAddress = (url: string): string => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname.replace(/\/+$/, '')}`;
};

/**
 * The retired source a claim cites, if any. A claim checked against a page that is gone was not
 * checked: it needs a source that still says it, and a new check.
 */
export function retiredSourceOf(claim: TimeSensitiveClaim, retired: readonly RetiredSource[]): RetiredSource | undefined {
  return retired.find((source) => pageAddress(source.url) === pageAddress(claim.source.url));
}
