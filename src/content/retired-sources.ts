/**
 * Pages that were once a primary source and are gone: their owner removed or retired them. A
 * time-sensitive claim may not cite one, since nobody can check it there any more, and no content
 * module links to one (tests/unit/time-sensitive-claims.test.ts). Add a page on the day its owner
 * takes it down, and re-cite the claims that named it.
 */
export interface RetiredSource {
  readonly url: string;
  /** The day the owner removed or retired the page, as YYYY-MM-DD. */
  readonly retiredOn: `${number}-${number}-${number}`;
  /** Where its facts are recorded now, or why it went. */
  readonly note: string;
}

export const retiredSources: readonly RetiredSource[] = [
  {
    url: 'https://developers.google.com/search/docs/appearance/structured-data/faqpage',
    retiredOn: '2026-06-15',
    note: 'Google removed its FAQ (FAQPage) structured data documentation after FAQ rich results ended; its documentation changelog records both (sources.googleSearchUpdates).',
  },
];
