import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, templateRoutes, test } from './fixtures';

// The desktop suite runs axe on every route; on a phone the layout stacks, the menu collapses and
// text wraps differently, so each page template is checked once more at Pixel 7 size.
test.describe('every page template on a phone', () => {
  for (const route of templateRoutes) {
    test(`${route} fits the screen and passes axe`, async ({ page, guards }) => {
      await gotoHydrated(page, route);
      await page.waitForLoadState('networkidle');
      expect(guards.consoleErrors).toEqual([]);
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.impact}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
    });
  }
});
