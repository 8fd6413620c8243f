/**
 * React 19 treats `hidden` as a plain boolean attribute: `hidden="until-found"` reaches the HTML as
 * `hidden=""`, which find-in-page cannot open (facebook/react#24740). A closed panel therefore carries
 * this marker, and the server's HTML is rewritten once, after React wrote it, by `untilFoundHtml`.
 * In the browser, `useHiddenUntilFound` sets the same value after every close.
 */
const UNTIL_FOUND_MARKER = 'data-until-found';

/** The props of a panel that stays in the page while closed: hidden, and marked for `untilFoundHtml`. */
export function untilFoundProps(closed: boolean): { hidden: boolean; 'data-until-found'?: '' } {
  return closed ? { hidden: true, [UNTIL_FOUND_MARKER]: '' } : { hidden: false };
}

// React escapes every `>` inside an attribute value, so a tag ends at the first `>`.
const MARKED_TAG = new RegExp(`<[a-z][^>]*\\s${UNTIL_FOUND_MARKER}=""[^>]*>`, 'g');

/** The server's HTML with every marked closed panel `hidden="until-found"`, so crawlers and find-in-page read it. */
export function untilFoundHtml(html: string): string {
  return html.replace(MARKED_TAG, (tag) => tag.replace(/\shidden=""/, ' hidden="until-found"'));
}
