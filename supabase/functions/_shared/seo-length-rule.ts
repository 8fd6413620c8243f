/**
 * The site's one rule for a page's title and meta description (docs/decisions/0037-one-length-rule-for-titles-and-descriptions.md).
 * The site's own pages are written to it, and the SEO tool and the weekly report give it as advice, so
 * the agency follows what it tells its visitors. Google sets no fixed limit; it shortens what does not
 * fit the results page, which is about 60 characters of title and 160 of description.
 */
export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

export const SEO_TITLE_LENGTH: LengthRange = { min: 50, max: 60 };
export const SEO_DESCRIPTION_LENGTH: LengthRange = { min: 150, max: 160 };

/** The range as advice says it: "50 to 60". */
export function lengthRangeText(range: LengthRange): string {
  return `${range.min} to ${range.max}`;
}

export type LengthVerdict = 'missing' | 'short' | 'long' | 'within';

export function lengthVerdict(length: number, range: LengthRange): LengthVerdict {
  if (length === 0) return 'missing';
  if (length < range.min) return 'short';
  if (length > range.max) return 'long';
  return 'within';
}
