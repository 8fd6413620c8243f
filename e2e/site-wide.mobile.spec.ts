import { expect, prerendered, templateRoutes, test } from './fixtures';
import { axe } from './support/axe';
import { blockPositions, gotoPaintedThenHydrated } from './support/layout-shifts';

/** Pages that replace themselves with the page they forward to: a navigation, not a shift. */
const forwarding = new Set(prerendered.filter((target) => target.canonical !== target.url).map((target) => target.url));

// The desktop suite runs axe on every route; on a phone the layout stacks, the menu collapses and
// text wraps differently, so each page template is checked once more at Pixel 7 size (Lighthouse's
// mobile size), with its layout shifts: nothing may move while the page hydrates and loads.
test.describe('every page template on a phone', () => {
  for (const route of templateRoutes) {
    test(`${route} fits the screen, holds still while it loads and passes axe`, async ({ page, guards }) => {
      // A full load, the layout at first paint and after it, then axe: see e2e/site-wide.spec.ts.
      test.slow();
      const atFirstPaint = await gotoPaintedThenHydrated(page, route);
      await page.waitForLoadState('networkidle');
      expect(guards.consoleErrors).toEqual([]);
      if (!forwarding.has(route)) expect(await blockPositions(page), 'every block where the prerendered page painted it').toEqual(atFirstPaint);
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const results = await axe(page).analyze();
      expect(results.violations.map((violation) => `${violation.impact}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
    });
  }
});
