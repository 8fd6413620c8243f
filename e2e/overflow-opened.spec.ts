import type { Locator, Page } from '@playwright/test';
import { allRoutes, expect, gotoHydrated, templateRoutes, test } from './fixtures';

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
    const beyond = all.filter(
      (element) => element.getBoundingClientRect().right > width + 1 && !fixed.some((bar) => bar.contains(element)),
    );
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

/** Each match in turn, re-read after every step (opening one may add or remove others). */
async function eachOf(locator: Locator, step: (element: Locator, index: number) => Promise<void>) {
  const count = await locator.count();
  for (let index = 0; index < count; index += 1) await step(locator.nth(index), index);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, isMobile: width < 768, hasTouch: width < 768 });
    for (const route of routesAt(width)) {
      test(`${route} never scrolls sideways with everything opened`, async ({ page }) => {
        await gotoHydrated(page, route);
        await expectNoSidewaysScroll(page, 'loading');
        const main = page.locator('main');

        await eachOf(main.locator('details > summary'), async (summary) => {
          if ((await summary.evaluate((element) => element.parentElement?.hasAttribute('open'))) === false) await summary.click();
        });
        // Charts draw once they come near the screen: pass by every one of them.
        await eachOf(main.locator('figure'), async (figure) => {
          await figure.scrollIntoViewIfNeeded();
        });
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, 'opening every section');

        await eachOf(main.locator('button[aria-expanded]:not([aria-haspopup])'), async (trigger) => {
          if ((await trigger.getAttribute('aria-expanded')) !== 'false' || !(await trigger.isVisible())) return;
          const name = (await trigger.textContent())?.trim();
          await trigger.click();
          await expectNoSidewaysScroll(page, `opening "${name}"`);
        });

        await eachOf(main.getByRole('tab'), async (tab) => {
          if (!(await tab.isVisible()) || (await tab.isDisabled())) return;
          const name = (await tab.textContent())?.trim();
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await expectNoSidewaysScroll(page, `choosing the "${name}" tab`);
        });

        await eachOf(main.locator('[aria-haspopup="dialog"]'), async (opener) => {
          if (!(await opener.isVisible())) return;
          const name = (await opener.getAttribute('aria-label')) ?? (await opener.textContent())?.trim();
          await opener.click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoSidewaysScroll(page, `opening the "${name}" dialog`);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        });
      });
    }
  });
}
