import { gotoHydrated, templateRoutes, testOnSharedPage as test } from './fixtures';
import { expectNoSidewaysScroll, expectNoSidewaysScrollWithEverythingOpened } from './support/sideways-scroll';

/**
 * Nothing a visitor opens makes a page scroll sideways on a tablet: every page template at 768 px
 * (articles once per kind of chart they draw: the route table's `template`), as first rendered and
 * again after each section, accordion, tab and dialog on it is opened. The phone width (390 px) is
 * checked the same way by site-wide.mobile.spec.ts, in the same page load as its other checks.
 */
test.describe('at 768 px', () => {
  test.use({ sharedPageOptions: { viewport: { width: 768, height: 844 }, isMobile: false, hasTouch: false } });
  for (const route of templateRoutes) {
    test(`${route} never scrolls sideways with everything opened`, async ({ page }) => {
      await gotoHydrated(page, route);
      await expectNoSidewaysScroll(page, 'loading');
      await expectNoSidewaysScrollWithEverythingOpened(page);
    });
  }
});
