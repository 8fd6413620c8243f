/**
 * Issue 52: `npm run dev` answers an old /neighborhood/{id} address with the host's 301 from the one
 * list (scripts/redirects.ts, served by scripts/redirects-plugin.ts), as `npm run serve` and the hosts
 * do, instead of the app's "Page Not Found" and its 404 warnings.
 */
import { expect, test } from '../fixtures';

test.use({ popupSeen: true });

test('the dev server answers /neighborhood/{id} with a 301 to /los-angeles-seo/{id}, the query kept', async ({ request }) => {
  const response = await request.get('/neighborhood/hollywood?utm_source=old-link', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/los-angeles-seo/hollywood?utm_source=old-link');
});

test('an old link lands on the neighborhood page, with no "Page Not Found" and no console error', async ({ page, consoleErrors }) => {
  const response = await page.goto('/neighborhood/hollywood');
  expect(await response?.request().redirectedFrom()?.response().then((first) => first?.status())).toBe(301);
  await expect(page).toHaveURL('/los-angeles-seo/hollywood');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hollywood SEO Services');
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
