/** Where the list is, as the paging bar shows it: "Page 2 of 3", "Page 2 of 40+" when the count stopped at its cap. */
export interface ListPage {
  /** The page shown, counted from 0. */
  page: number;
  pageCount: number;
  /** The matches were counted only up to the cap (private.search_count_cap): there may be more pages. */
  capped: boolean;
}

export const pageLabel = ({ page, pageCount, capped }: ListPage): string => `Page ${page + 1} of ${pageCount}${capped ? '+' : ''}`;

/**
 * What a screen reader hears of a new list: its caption, which a list of more than one page begins
 * with the page, since every full page has the same caption ("Showing 25 out of 52 leads" on pages
 * 1 and 2; issue 52). A list of one page says the caption alone, as it always has.
 */
export function listAnnouncement(caption: string, where: ListPage): string {
  if (where.pageCount <= 1 && !where.capped) return caption;
  return `${pageLabel(where)}: ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`;
}
