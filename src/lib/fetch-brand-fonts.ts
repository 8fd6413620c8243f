import { brandFontsShown, markBrandFontsFetched } from './brand-fonts';
import { readStorage, storageKeys, writeStorage } from './storage';

const BRAND_FAMILIES = ['Inter Variable', 'Plus Jakarta Sans Variable'];

/**
 * A first visit, once its first page is up: fetches the two brand fonts without showing them (the
 * page is not re-set under the reader) and remembers that this browser has them (brand-fonts.ts).
 */
export async function fetchBrandFontsForLater(): Promise<void> {
  if (brandFontsShown() || typeof document.fonts?.forEach !== 'function') return;
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
  markBrandFontsFetched();
  writeStorage('local', storageKeys.brandFonts, 'true');
}

/**
 * Once the first page has loaded and the browser is idle, the fonts are fetched for the next page:
 * after the page's own script, so they never compete with what the first page needs.
 */
export function fetchBrandFontsWhenIdle(): void {
  if (brandFontsShown() || readStorage('local', storageKeys.brandFonts) === 'true') return;
  const fetchNow = () => void fetchBrandFontsForLater();
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fetchNow, { timeout: 5000 }) : setTimeout(fetchNow, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
