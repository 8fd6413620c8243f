import type { Page } from '@playwright/test';
import { marketingFooterOn } from '../src/app/route-table';
import { storageKeys } from '../src/lib/storage';
import { consoleErrorsWere, expect, gotoHydrated, templateRoutes, test, testOnSharedPage } from './fixtures';
import { axe } from './support/axe';
import { openEverything, type Opened } from './support/open-everything';
import { expectNoSidewaysScroll, openedStep, overflowAtEveryWidth, settleFonts, WIDTHS } from './support/sideways-scroll';

const DESKTOP = { width: 1280, height: 720 };
const TABLET = { width: 768, height: 844 };

/** The tablet check in the same page: narrowed to 768 px, checked for sideways scrolling, widened again. */
async function expectNoSidewaysScrollAtTablet(page: Page, after: string): Promise<void> {
  await page.setViewportSize(TABLET);
  try {
    await expectNoSidewaysScroll(page, `${after} at ${TABLET.width} px`);
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}

/**
 * Every page template at 1280 px, once (e2e/support/routes.ts; what every URL's HTML holds is
 * checked without a browser in tests/site): as a first-time visitor sees it loaded, and then with
 * every section, chart, accordion, tab and dialog opened (issue 25: what a closed accordion, an
 * undrawn chart or a dialog holds is not in the page as loaded). At each of those steps the page is
 * also narrowed to a tablet's 768 px and must not scroll sideways (the phone's width is checked the
 * same way in site-wide.mobile.spec.ts). One page load for all of it.
 */
async function violations(page: Page, opened: Opened): Promise<string[]> {
  // Inside a modal dialog the page behind is inert: scan what the visitor can reach. Otherwise
  // the main region: the header and footer do not change as its parts open, and the scan of the
  // loaded page covered them.
  const scan = axe(page).include(opened.kind === 'dialog' ? '[role="dialog"]' : 'main');
  const results = await scan.analyze();
  return results.violations.map(
    (violation) => `${opened.kind} "${opened.name}": ${violation.impact}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * A dialog's build without its words: the elements, their roles and types. The pricing page opens
 * the same application form for each of its five plans, and a service page its offer twice: one
 * axe scan per build is enough (each was 2-4 s on a busy machine); every dialog still opens and is
 * checked for sideways scrolling.
 */
function dialogBuild(page: Page): Promise<string> {
  return page
    .locator('[role="dialog"]')
    .evaluate((dialog) =>
      [dialog, ...dialog.querySelectorAll('*')].map((element) => `${element.tagName}:${element.getAttribute('role') ?? ''}:${element.getAttribute('type') ?? ''}`).join(' '),
    );
}

test.describe('every page template', () => {
  for (const route of templateRoutes) {
    testOnSharedPage(`${route} hydrates cleanly, requests nothing off-site, and passes axe as loaded and with everything opened`, async ({ page, guards }) => {
      // axe over long pages (home, the neighborhood directory) and a scan per dialog: seconds on an
      // idle machine, far more on a busy two-core one. Slow-marked, so only a real violation fails it.
      test.slow();
      await gotoHydrated(page, route);
      await page.waitForLoadState('networkidle');
      expect(guards.consoleErrors).toEqual([]);
      expect(guards.externalRequests).toEqual([]);
      // Loading a page calls no API either: data is fetched only when the visitor acts. Except
      // /book, whose free times are the page: it reads them, with a GET that writes nothing (decision 0062).
      expect(guards.apiRequests.filter((url) => !(route === '/book' && url.endsWith('/rest/v1/rpc/book_slots')))).toEqual([]);
      const asLoaded = await axe(page).analyze();
      expect(asLoaded.violations.map((violation) => `${violation.impact}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
      // As loaded, with the web fonts in, at every width from 320 to 1440 px (issue 40; the same
      // page with the fonts refused is sideways-scroll-widths.spec.ts's).
      expect(await settleFonts(page), 'web fonts loaded').toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
      expect(await overflowAtEveryWidth(page, DESKTOP), `sideways scroll as loaded at ${WIDTHS.join(', ')} px`).toEqual([]);

      // Then the visitor opens everything. The pop-up checks this flag when its delay runs out, so
      // it stays away; a tip toast that arrives mid-scan shows at once with reduced motion instead
      // of being read half-faded in, at a contrast it never has once shown.
      await page.evaluate((key) => localStorage.setItem(key, 'true'), storageKeys.hasSeenLeadModal);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      try {
        // The footer (and its newsletter form) hydrates after the page: until then Subscribe is a
        // dimmed, disabled button. Scan the page a visitor works with, not that moment. Staff pages
        // (marketingFooter: false, the dashboard) have no sign-up to wait for.
        if (marketingFooterOn(new URL(route, 'http://localhost').pathname)) {
          await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeEnabled();
        }
        const found: string[] = [];
        const scannedDialogs = new Set<string>();
        const firstOfItsBuild = async (opened: Opened) => {
          if (opened.kind !== 'dialog') return opened.kind === 'sections';
          const build = await dialogBuild(page);
          if (scannedDialogs.has(build)) return false;
          scannedDialogs.add(build);
          return true;
        };
        // Whether an accordion or tab has changed the main region since its last scan.
        let changedSinceScan = false;
        await openEverything(page, async (opened) => {
          // Accordions and tabs are scanned together once the last is open: one scan, not one per click.
          if (opened.kind === 'accordion' || opened.kind === 'tab') changedSinceScan = true;
          if (await firstOfItsBuild(opened)) found.push(...(await violations(page, opened)));
          await expectNoSidewaysScrollAtTablet(page, openedStep(opened));
        });
        // A page with neither has nothing the scan of its opened sections did not see.
        if (changedSinceScan) found.push(...(await violations(page, { kind: 'accordion', name: 'the last accordion and tab opened' })));
        expect(found).toEqual([]);
      } finally {
        await page.emulateMedia({ reducedMotion: null });
      }
    });
  }

  test('an unknown path gets the 404 page with status 404, links home and to the knowledge base', async ({ page, guards, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse the knowledge base' })).toHaveAttribute('href', '/knowledge-base');
    expect(warnings.some((text) => text.includes('/no-such-page'))).toBe(true);
    // Rendered afresh for this path: one title, no head left over from the 404.html template.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/no-such-page$/);
    expect(guards.externalRequests).toEqual([]);
    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    // A not-found page is answered 404, which the browser logs: the one provoked error.
    consoleErrorsWere(consoleErrors, /status of 404 \(Not Found\) \(.*\/no-such-page\)/);
  });
});
