import { readStorage, storageKeys, writeStorage } from './storage';

/**
 * The brand fonts from a visitor's second page on (docs/decisions/0082-brand-fonts-from-the-second-page.md).
 * The page's CSS names Inter and Plus Jakarta Sans only under this attribute of <html>
 * (src/styles/fonts.css). The head script of index.html sets it before the first paint when this
 * browser has fetched the fonts before; on a first visit the first page paints in the
 * metric-matched fallbacks, the fonts are fetched once it is up, and the next page shows them.
 */
export const BRAND_FONTS_ATTRIBUTE = 'data-brand-fonts';
const BRAND_FAMILIES = ['Inter Variable', 'Plus Jakarta Sans Variable'];

let fetched = false;

const shown = () => document.documentElement.hasAttribute(BRAND_FONTS_ATTRIBUTE);

/**
 * A first visit, once its first page is up: fetches the two brand fonts without showing them (the
 * page is not re-set under the reader) and remembers that this browser has them.
 */
export async function fetchBrandFontsForLater(): Promise<void> {
  if (shown() || fetched || typeof document.fonts?.forEach !== 'function') return;
  const faces: FontFace[] = [];
  document.fonts.forEach((face) => {
    if (BRAND_FAMILIES.includes(face.family.replaceAll('"', ''))) faces.push(face);
  });
  if (faces.length === 0) return;
  try {
    await Promise.all(faces.map((face) => face.load()));
  } catch {
    // Refused or offline: the site reads in the fallbacks, as before.
    return;
  }
  fetched = true;
  writeStorage('local', storageKeys.brandFonts, 'true');
}

/** A navigation to another page: shows the brand fonts if this visit has fetched them meanwhile. */
export function showFetchedBrandFonts(): void {
  if (fetched && !shown()) document.documentElement.setAttribute(BRAND_FONTS_ATTRIBUTE, '');
}

/**
 * Once the first page has loaded and the browser is idle, the fonts are fetched for the next page:
 * after the page's own script, so they never compete with what the first page needs.
 */
export function fetchBrandFontsWhenIdle(): void {
  if (shown() || readStorage('local', storageKeys.brandFonts) === 'true') return;
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void fetchBrandFontsForLater(), { timeout: 5000 }) : setTimeout(() => void fetchBrandFontsForLater(), 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
