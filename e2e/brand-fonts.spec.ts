import type { Page } from '@playwright/test';
import { BRAND_FONTS_ATTRIBUTE } from '../src/lib/brand-fonts';
import { storageKeys } from '../src/lib/storage';
import { expect, gotoHydrated, test } from './fixtures';

/** What the page's main heading is set in, and whether <html> names the brand fonts. */
const headingFont = (page: Page) =>
  page.evaluate((attribute) => {
    const family = getComputedStyle(document.querySelector('h1')!).fontFamily;
    return { named: document.documentElement.hasAttribute(attribute), first: family.split(',')[0]!.replaceAll('"', '').trim() };
  }, BRAND_FONTS_ATTRIBUTE);

/** The page's layout shifts so far, added up as CLS adds them (those right after an input excluded). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => setTimeout(() => resolve(total), 0));
      }),
  );

/**
 * Decision 0082: a first visit's first page paints in the metric-matched fallbacks and never
 * changes font under the reader; the brand fonts are fetched after that page's first paint and
 * shown from the next page on, whether the visitor follows a link in the app or loads a page.
 */
test('a first visit reads its first page in the fallbacks, fetches the brand fonts after it paints, and shows them from the next page on', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  expect(await headingFont(page)).toEqual({ named: false, first: 'Plus Jakarta Sans Fallback' });

  // Fetched once the page is up, after its first paint, then remembered.
  await page.waitForFunction((key) => localStorage.getItem(key) === 'true', storageKeys.brandFonts);
  const fetched = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ file: entry.name.split('/').pop()!.replace(/-[\w-]{8}\.woff2$/, '.woff2'), start: entry.startTime })),
  }));
  expect(fetched.fonts.map((font) => font.file).sort()).toEqual(['inter-latin-wght-normal.woff2', 'plus-jakarta-sans-latin-wght-normal.woff2']);
  for (const font of fetched.fonts) expect(font.start, `${font.file} fetched after the first paint`).toBeGreaterThan(fetched.firstPaint);
  // The page the visitor is reading keeps its font: nothing moved.
  expect(await headingFont(page)).toEqual({ named: false, first: 'Plus Jakarta Sans Fallback' });
  expect(await layoutShift(page)).toBe(0);

  // The next page, in the app: the brand fonts, already loaded.
  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Pricing for Los Angeles Businesses' })).toBeVisible();
  expect(await headingFont(page)).toEqual({ named: true, first: 'Plus Jakarta Sans Variable' });
  expect(await page.evaluate(() => document.fonts.check('700 34px "Plus Jakarta Sans Variable"') && document.fonts.check('16px "Inter Variable"'))).toBe(true);

  // A later page load names them before its first paint, from the cache.
  await gotoHydrated(page, '/about');
  expect(await headingFont(page)).toEqual({ named: true, first: 'Plus Jakarta Sans Variable' });
  const faces = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')));
  expect(faces).toEqual(expect.arrayContaining(['Inter Variable', 'Plus Jakarta Sans Variable']));
});
