import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { openEverything, type Opened } from './open-everything';
import { BRAND_FONTS_ATTRIBUTE } from '../../src/lib/brand-fonts';

/** How far the page (and an open dialog) can scroll sideways, with what is wider than the screen. */
export async function sidewaysScroll(page: Page, width: number) {
  return page.evaluate((width) => {
    const root = document.documentElement;
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    const page = root.scrollWidth - root.clientWidth;
    const inDialog = dialog ? dialog.scrollWidth - dialog.clientWidth : 0;
    // The culprits only when something scrolls: reading every element's style and box at every
    // width and step was most of what the overflow checks cost.
    if (page <= 0) return { page, dialog: inDialog, widest: [] };
    const all = [...document.querySelectorAll<HTMLElement>('body *')];
    // Fixed bars stretch with a widened page rather than widen it: they are not the cause.
    const fixed = all.filter((element) => getComputedStyle(element).position === 'fixed');
    const beyond = all.filter((element) => element.getBoundingClientRect().right > width + 1 && !fixed.some((bar) => bar.contains(element)));
    // The innermost of them: what pushes the page wider, not the ancestors it stretches.
    const widest = beyond
      .filter((element) => !beyond.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').slice(0, 40)}`);
    return { page, dialog: inDialog, widest };
  }, width);
}

export async function expectNoSidewaysScroll(page: Page, after: string): Promise<void> {
  const scroll = await sidewaysScroll(page, page.viewportSize()?.width ?? 0);
  expect(scroll, `sideways scroll after ${after}`).toEqual({ page: 0, dialog: 0, widest: [] });
}

/** From the narrowest phone to a wide laptop (issue 40: nothing may scroll sideways anywhere between). */
export const WIDTHS = [320, 390, 768, 1024, 1280, 1440];

/**
 * The page as a returning visitor has it, the brand fonts named from the start (decision 0082; a
 * first visit's first page reads in the fallbacks), then waits until every web font has loaded or
 * failed: a check that measures with the fallback font misses what the wider web font pushes out
 * (issue 40: "$3,500/month" was 4 px too wide with the fallback, 49 px with Plus Jakarta Sans).
 * Returns the web fonts that loaded.
 */
export async function settleFonts(page: Page): Promise<string[]> {
  return page.evaluate(async (attribute) => {
    document.documentElement.setAttribute(attribute, '');
    const webFonts = [...document.fonts].filter((face) => !face.family.includes('Fallback'));
    await Promise.all(webFonts.map((face) => face.load().catch(() => undefined)));
    await document.fonts.ready;
    return [...new Set(webFonts.filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')))].sort();
  }, BRAND_FONTS_ATTRIBUTE);
}

/** The sideways scroll at each width, in the same page (resized, not reloaded): only the widths that scroll. Ends at `restore`. */
export async function overflowAtEveryWidth(page: Page, restore = { width: 1280, height: 900 }): Promise<string[]> {
  const found: string[] = [];
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const scroll = await sidewaysScroll(page, width);
      if (scroll.page > 0) found.push(`${width} px: ${scroll.page} px (${scroll.widest.join(', ')})`);
    }
  } finally {
    await page.setViewportSize(restore);
  }
  return found;
}

/** What a step of openEverything did, for a failure message. */
export function openedStep({ kind, name }: Opened): string {
  return {
    sections: 'opening every section',
    accordion: `opening "${name}"`,
    tab: `choosing the "${name}" tab`,
    dialog: `opening the "${name}" dialog`,
  }[kind];
}

/** Opens every section, accordion, tab and dialog of the loaded page, checking for sideways scrolling after each. */
export async function expectNoSidewaysScrollWithEverythingOpened(page: Page): Promise<void> {
  await openEverything(page, async (opened) => expectNoSidewaysScroll(page, openedStep(opened)));
}
