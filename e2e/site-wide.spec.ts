import { browserRoutes, expect, gotoHydrated, test, testOnSharedPage } from './fixtures';
import { axe } from './support/axe';

test.describe('every route', () => {
  for (const route of browserRoutes) {
    testOnSharedPage(`${route} hydrates cleanly, requests nothing off-site, and passes axe`, async ({ page, guards }) => {
      // axe over a long page (home, the neighborhood directory) takes seconds on an idle machine and
      // over 30 s on a busy two-core one: a slow-marked test, so only a real violation fails it.
      test.slow();
      await gotoHydrated(page, route);
      await page.waitForLoadState('networkidle');
      expect(guards.consoleErrors).toEqual([]);
      expect(guards.externalRequests).toEqual([]);
      // Loading a page calls no API either: data is fetched only when the visitor acts.
      expect(guards.apiRequests).toEqual([]);
      const results = await axe(page).analyze();
      const violations = results.violations.map((violation) => `${violation.impact}: ${violation.id} (${violation.nodes.length})`);
      expect(violations).toEqual([]);
    });
  }

  test('an unknown path gets the 404 page with status 404, links home and to the knowledge base', async ({ page, guards }) => {
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
  });
});
