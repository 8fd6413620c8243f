import { consoleErrorsWere, expect, gotoHydrated, prerendered, templateRoutes, test, testOnSharedPage } from './fixtures';
import { overflowAtEveryWidth, settleFonts } from './support/sideways-scroll';

const FONT_FILES = /\.woff2(?:[?#]|$)/;
/**
 * One URL per template, and every service page: they share a template, but each shows its own
 * price and result figure in display type ("$3,500/month" scrolled sideways where "$950" did not).
 */
const routes = [...new Set([...templateRoutes, ...prerendered.filter((target) => target.page === 'service-page').map((target) => target.url)])];
/** Their loaded-fonts pass is site-wide.spec.ts's, in the page it loads anyway: here only the other service pages get it. */
const checkedLoadedElsewhere = new Set(templateRoutes);

// One page per worker: each URL with the web fonts blocked (what a visitor sees until they arrive,
// or for good on a network that refuses them); a service page that is not its template's first
// URL once more with them loaded (the first URLs get that in site-wide.spec.ts).
test.describe('no page template scrolls sideways from 320 to 1440 px', () => {
  for (const route of routes) {
    const alsoLoaded = !checkedLoadedElsewhere.has(route);
    testOnSharedPage(`${route}, with the web fonts blocked${alsoLoaded ? ' and loaded' : ''}`, async ({ page, consoleErrors }) => {
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.route(FONT_FILES, (font) => font.abort());
      let blocked: string[];
      try {
        await gotoHydrated(page, route);
        expect(await settleFonts(page), 'web fonts blocked').toEqual([]);
        blocked = await overflowAtEveryWidth(page);
      } finally {
        await page.unroute(FONT_FILES);
      }
      // The refused fonts are the only console errors of that load.
      consoleErrorsWere(consoleErrors, /net::ERR_FAILED \(.*\.woff2\)/);

      if (!alsoLoaded) return expect({ blocked }).toEqual({ blocked: [] });
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, route);
      expect(await settleFonts(page), 'web fonts loaded').toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
      const loaded = await overflowAtEveryWidth(page);
      expect({ blocked, loaded }).toEqual({ blocked: [], loaded: [] });
    });
  }
});
