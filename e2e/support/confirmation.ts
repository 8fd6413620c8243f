import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every message the page's live regions were given, in order (see `listenToLiveRegions`). */
    __heard?: string[];
  }
}

/**
 * What a screen reader is given to say, recorded from now on: the text written into the shared
 * announcer, and each toast added to Sonner's live region (its own words, title and description).
 * Installed in the page now and again after any navigation, so a reload keeps listening.
 */
export async function listenToLiveRegions(page: Page): Promise<void> {
  const listen = () => {
    if (window.__heard) return;
    const heard: string[] = [];
    window.__heard = heard;
    const say = (text: string | null) => {
      const words = text?.replace(/\s+/g, ' ').trim();
      if (words) heard.push(words);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = target?.closest('[aria-live]:not([aria-live="off"])');
        if (!region) continue;
        // The announcer is emptied, then filled: what it holds after a change is what is said.
        if (region.hasAttribute('data-announcer')) say(region.textContent);
        else for (const added of record.addedNodes) say(added.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  };
  await page.addInitScript(listen);
  await page.evaluate(listen);
}

/** The messages recorded since `listenToLiveRegions`, each as often as it was given to be said. */
export const heard = (page: Page): Promise<string[]> => page.evaluate(() => window.__heard ?? []);

/**
 * A saved write's confirmation (docs/decisions/0056-a-write-confirmed-by-its-toast.md): its toast is
 * on screen, in the notifications region a screen reader is not kept out of (a role query skips
 * what aria-hidden hides, as a modal dialog hides the page behind it), and was given to be said.
 */
export async function expectConfirmed(page: Page, message: string): Promise<void> {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: message });
  await expect(toast.first()).toBeVisible();
  await expect.poll(() => heard(page)).toContain(message);
}

/** The recorded messages that match `pattern`, in order. */
export const heardOf = async (page: Page, pattern: RegExp): Promise<string[]> => (await heard(page)).filter((message) => pattern.test(message));
