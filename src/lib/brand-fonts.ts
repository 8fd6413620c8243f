/**
 * The brand fonts from a visitor's second page on (docs/decisions/0082-brand-fonts-from-the-second-page.md).
 * The page's CSS names Inter and Plus Jakarta Sans only under this attribute of <html>
 * (src/styles/fonts.css). The head script of index.html sets it before the first paint when this
 * browser has fetched the fonts before; on a first visit the first page paints in the
 * metric-matched fallbacks, the fonts are fetched once it is up (fetch-brand-fonts.ts, a chunk of
 * its own, so none of it weighs on the first page's script), and the next page shows them.
 */
export const BRAND_FONTS_ATTRIBUTE = 'data-brand-fonts';

let fetched = false;

export const brandFontsShown = () => document.documentElement.hasAttribute(BRAND_FONTS_ATTRIBUTE);

/** Called once this visit has fetched the fonts (fetch-brand-fonts.ts). */
export function markBrandFontsFetched(): void {
  fetched = true;
}

/** A navigation to another page: shows the brand fonts if this visit has fetched them meanwhile. */
export function showFetchedBrandFonts(): void {
  if (fetched && !brandFontsShown()) document.documentElement.setAttribute(BRAND_FONTS_ATTRIBUTE, '');
}
