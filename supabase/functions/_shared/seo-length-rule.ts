/**
 * Title and meta description lengths (docs/decisions/0037-one-length-rule-for-titles-and-descriptions.md,
 * docs/decisions/0050-advice-we-follow-ourselves.md).
 *
 * Google sets no minimum and no fixed maximum: it shortens what does not fit the results page, which
 * is about 60 characters of title and 160 of description. That practical maximum is all the SEO tool
 * and the weekly report score and advise: a missing or an over-long title or description costs
 * points, a short one does not.
 *
 * The site's own pages keep a house style inside that maximum (SEO_TITLE_LENGTH, SEO_DESCRIPTION_LENGTH),
 * which the build checks. It is how this site writes its heads, not advice to visitors.
 */

/** Past these lengths, results pages often shorten a title or a description. */
export const SHORTENED_BEYOND = { title: 60, description: 160 } as const;

/** The advice's words for that maximum, one wording for the tool and the report. */
export const SHORTENED_BEYOND_TEXT = {
  title: `titles are often shortened beyond about ${SHORTENED_BEYOND.title} characters`,
  description: `descriptions are often shortened beyond about ${SHORTENED_BEYOND.description} characters`,
} as const;

export type LengthAdvice = 'missing' | 'long' | 'fine';

/** What the tool and the report make of a length: only a missing or an over-long text is a problem. */
export function lengthAdvice(length: number, shortenedBeyond: number): LengthAdvice {
  if (length === 0) return 'missing';
  return length > shortenedBeyond ? 'long' : 'fine';
}

export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The site's house style for its own heads (tests/site/title-description-rule.test.ts): the same
 * practical maximum, and no floor for titles, so no title is padded or reworded to reach a length
 * (decision 0048: the neighborhood titles had "Services" switched on and off to reach 50). A
 * description keeps a floor of 120 characters: one that says less is not the page's summary.
 */
export const SEO_TITLE_LENGTH: LengthRange = { min: 1, max: SHORTENED_BEYOND.title };
export const SEO_DESCRIPTION_LENGTH: LengthRange = { min: 120, max: SHORTENED_BEYOND.description };
