import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Types into the field that has focus: the keyboard user's way of filling it in. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** What has focus, as role and accessible name are not readable from the page: tag, label and text. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}#${active.id} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60)}`;
  });
}

/** The polite announcer of src/lib/announce.ts. */
export const announcer = (page: Page) => page.locator('[data-announcer]');

/** Tabs to a control and presses Enter on it. */
export async function press(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}
