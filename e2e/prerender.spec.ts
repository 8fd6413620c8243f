import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { DIST, prerendered } from './fixtures';

const siteUrl = (process.env.VITE_SITE_URL || 'https://www.losangelesseogroup.com').replace(/\/+$/, '');

test.describe('prerendered HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Titles, descriptions, canonicals and the single h1 of every page are checked on the built HTML
  // in site-hygiene.spec.ts; here a browser without JavaScript shows the content is really there.
  test('the home page text is in the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Elevate Your Online Presence' })).toBeVisible();
    await expect(page.locator('#contact-us')).toHaveCount(1);
    await expect(page.getByText('1,800%')).toBeVisible();
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(50);
  });

  test('the legal pages are in the HTML in full', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/California/).first()).toBeVisible();
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });
});

test('sitemap.xml lists the public routes and robots.txt keeps crawlers off private ones', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = prerendered
    .filter((target) => target.indexable)
    .map((target) => (target.url === '/' ? `${siteUrl}/` : `${siteUrl}${target.url}`));
  expect(listed.sort()).toEqual(expected.sort());
  expect(listed.some((url) => url?.endsWith('/thank-you') || url?.endsWith('/dashboard'))).toBe(false);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain('Disallow: /thank-you');
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('the build leaves no template markers behind', () => {
  const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
  expect(html).not.toContain('<!--app-head-->');
  expect(html).not.toContain('<!--app-html-->');
});
