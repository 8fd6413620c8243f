import type { Locator, Page } from '@playwright/test';
import type { PageHooks } from './page-hooks';

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

/**
 * Watches, in the page, for focus left on <body> (WCAG 2.4.3: a control that goes away must hand
 * focus on): checked on every animation frame and just after every focusout, until the page is
 * left. Start it once focus is where the journey begins; the reader gives when it was seen.
 */
export async function watchFocusOnBody(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const hooks: Window & PageHooks = window;
    hooks.focusOnBody = seen;
    const check = (when: string) => {
      if (!document.activeElement || document.activeElement === document.body) seen.push(`${when} at ${Math.round(performance.now())} ms`);
    };
    document.addEventListener('focusout', () => setTimeout(() => check('after a focusout'), 0), true);
    const everyFrame = () => {
      check('a frame');
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  return async () => {
    const seen = await page.evaluate(() => {
      const hooks: Window & PageHooks = window;
      return hooks.focusOnBody;
    });
    if (!seen) throw new Error('Focus on <body> was not watched on this page (it was left or loaded again).');
    return seen;
  };
}
