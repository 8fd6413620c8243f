import { storageKeys } from '../src/lib/storage';
import { expect, prerendered, templateRoutes, test, testOnSharedPage } from './fixtures';
import { axe } from './support/axe';
import { blockPositions, gotoPaintedThenHydrated } from './support/layout-shifts';
import { expectNoSidewaysScroll, expectNoSidewaysScrollWithEverythingOpened } from './support/sideways-scroll';

/** Pages that replace themselves with the page they forward to: a navigation, not a shift. */
const forwarding = new Set(prerendered.filter((target) => target.canonical !== target.url).map((target) => target.url));

// The desktop suite scans every template at 1280 px; on a phone the layout stacks, the menu
// collapses and text wraps differently, so each template is checked once more on a phone (Pixel 7,
// at 390 px, the narrowest width the site is laid out for): nothing may move while the page
// hydrates and loads, nothing may scroll sideways as loaded or as its parts are opened, and axe passes.
test.describe('every page template on a phone', () => {
  testOnSharedPage.use({ sharedPageOptions: { viewport: { width: 390, height: 844 } } });
  for (const route of templateRoutes) {
    testOnSharedPage(`${route} fits the screen, holds still while it loads, passes axe, and never scrolls sideways with everything opened`, async ({ page, guards }) => {
      // A full load, the layout at first paint and after it, axe, then every part opened.
      test.slow();
      const atFirstPaint = await gotoPaintedThenHydrated(page, route);
      await page.waitForLoadState('networkidle');
      expect(guards.consoleErrors).toEqual([]);
      if (!forwarding.has(route)) expect(await blockPositions(page), 'every block where the prerendered page painted it').toEqual(atFirstPaint);
      await expectNoSidewaysScroll(page, 'loading');
      const results = await axe(page).analyze();
      expect(results.violations.map((violation) => `${violation.impact}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
      // The pop-up checks this flag when its delay runs out: it stays out of the opening.
      await page.evaluate((key) => localStorage.setItem(key, 'true'), storageKeys.hasSeenLeadModal);
      await expectNoSidewaysScrollWithEverythingOpened(page);
    });
  }
});
