import type { Page } from '@playwright/test';
import { allRoutes, expect, gotoHydrated, templateRoutes, testOnSharedPage as test } from './fixtures';
import { openEverything } from './support/open-everything';

/**
 * Nothing a visitor opens makes a page scroll sideways on a phone or a tablet: every page template at
 * 390 and 768 px, and every other knowledge-base article (their charts differ) at 390, checked as
 * first rendered and again after each section, accordion, tab and dialog on it is opened.
 */
const WIDTHS = [390, 768];
const articles = allRoutes.filter((route) => route.startsWith('/knowledge-base/') && !templateRoutes.includes(route));
const routesAt = (width: number) => (width === 390 ? [...templateRoutes, ...articles] : templateRoutes);

/** How far the page (and an open dialog) can scroll sideways, with what is wider than the screen. */
async function sidewaysScroll(page: Page, width: number) {
  return page.evaluate((width) => {
    const root = document.documentElement;
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    const all = [...document.querySelectorAll<HTMLElement>('body *')];
    // Fixed bars stretch with a widened page rather than widen it: they are not the cause.
    const fixed = all.filter((element) => getComputedStyle(element).position === 'fixed');
    const beyond = all.filter((element) => element.getBoundingClientRect().right > width + 1 && !fixed.some((bar) => bar.contains(element)));
    // The innermost of them: what pushes the page wider, not the ancestors it stretches.
    const widest = beyond
      .filter((element) => !beyond.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').slice(0, 40)}`);
    return {
      page: root.scrollWidth - root.clientWidth,
      dialog: dialog ? dialog.scrollWidth - dialog.clientWidth : 0,
      widest: root.scrollWidth > root.clientWidth ? widest : [],
    };
  }, width);
}

async function expectNoSidewaysScroll(page: Page, after: string) {
  const scroll = await sidewaysScroll(page, page.viewportSize()?.width ?? 0);
  expect(scroll, `sideways scroll after ${after}`).toEqual({ page: 0, dialog: 0, widest: [] });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ sharedPageOptions: { viewport: { width, height: 844 }, isMobile: width < 768, hasTouch: width < 768 } });
    for (const route of routesAt(width)) {
      test(`${route} never scrolls sideways with everything opened`, async ({ page }) => {
        await gotoHydrated(page, route);
        await expectNoSidewaysScroll(page, 'loading');
        await openEverything(page, async ({ kind, name }) => {
          const after = {
            sections: 'opening every section',
            accordion: `opening "${name}"`,
            tab: `choosing the "${name}" tab`,
            dialog: `opening the "${name}" dialog`,
          }[kind];
          await expectNoSidewaysScroll(page, after);
        });
      });
    }
  });
}
