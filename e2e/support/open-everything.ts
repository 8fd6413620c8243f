import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** What was just opened: every section and chart at once, one accordion, one tab, or one dialog (still open). */
export type Opened = { kind: 'sections' | 'accordion' | 'tab' | 'dialog'; name: string };

/** Each match in turn, re-read after every step (opening one may add or remove others). */
async function eachOf(locator: Locator, step: (element: Locator, index: number) => Promise<void>) {
  const count = await locator.count();
  for (let index = 0; index < count; index += 1) await step(locator.nth(index), index);
}

/**
 * Opens everything a visitor can open in the page's main region, calling `check` after each step:
 * every <details> section, then every chart brought near the screen (they draw only then), then each
 * closed accordion, each tab, and each dialog, checked while open and closed with Escape. Shared by
 * the sideways-scroll checks and the accessibility scan (site-wide.spec.ts, site-wide.mobile.spec.ts).
 */
export async function openEverything(page: Page, check: (opened: Opened) => Promise<void>): Promise<void> {
  const main = page.locator('main');

  await eachOf(main.locator('details > summary'), async (summary) => {
    if ((await summary.evaluate((element) => element.parentElement?.hasAttribute('open'))) === false) await summary.click();
  });
  // Charts draw once they come near the screen: pass by every one of them.
  await eachOf(main.locator('figure'), async (figure) => {
    await figure.scrollIntoViewIfNeeded();
  });
  await page.waitForLoadState('networkidle');
  await check({ kind: 'sections', name: 'every section' });

  await eachOf(main.locator('button[aria-expanded]:not([aria-haspopup])'), async (trigger) => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'false' || !(await trigger.isVisible())) return;
    const name = (await trigger.textContent())?.trim() ?? '';
    await trigger.click();
    await check({ kind: 'accordion', name });
  });

  await eachOf(main.getByRole('tab'), async (tab) => {
    if (!(await tab.isVisible()) || (await tab.isDisabled())) return;
    const name = (await tab.textContent())?.trim() ?? '';
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await check({ kind: 'tab', name });
  });

  await eachOf(main.locator('[aria-haspopup="dialog"]'), async (opener) => {
    if (!(await opener.isVisible())) return;
    const name = (await opener.getAttribute('aria-label')) ?? (await opener.textContent())?.trim() ?? '';
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check({ kind: 'dialog', name });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
