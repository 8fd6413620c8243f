import { caseStudies } from '../src/content/case-studies/case-studies';
import { consoleErrorsWere, expect, gotoHydrated, test } from './fixtures';

// Visitors who have seen the lead pop-up: it stays out of these journeys.
test.use({ popupSeen: true });

test('/api/case-studies answers JSON from the site itself', async ({ request }) => {
  const response = await request.get('/api/case-studies');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { id: string }[];
  expect(body.map((study) => study.id)).toEqual(caseStudies.map((study) => study.id));
});

test('the list fetches the API and filters by each category and back to all', async ({ page }) => {
  const apiCall = page.waitForResponse('**/api/case-studies');
  await gotoHydrated(page, '/case-studies');
  await apiCall;
  const filters = page.getByRole('group', { name: 'Filter case studies by category' }).getByRole('button');
  await expect(filters).toHaveCount(13);
  await expect(filters.first()).toHaveText('all');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(13);

  const labels = await filters.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
  for (const label of labels.slice(1)) {
    await page.getByRole('button', { name: label, exact: true }).click();
    const expected = caseStudies.filter((study) => study.category.toLowerCase() === label.toLowerCase());
    await expect(cards).toHaveCount(expected.length);
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: 'all', exact: true }).click();
  await expect(cards).toHaveCount(13);
});

test('featured studies span two columns', async ({ page }) => {
  await gotoHydrated(page, '/case-studies');
  const featured = page.locator('main article', { hasText: 'Featured' });
  await expect(featured).toHaveCount(2);
  await expect(featured.first()).toHaveClass(/md:col-span-2/);
});

test('navigating to the list shows 6 skeletons while the API answers, then the studies', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/case-studies', async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/about');
  await page.getByRole('main').getByRole('link', { name: 'See our case studies' }).click();
  await expect(page.getByTestId('case-study-skeleton')).toHaveCount(6);
  release();
  await expect(page.locator('main article')).toHaveCount(13);
});

test('the list still renders when /api/case-studies is blocked', async ({ page, consoleErrors }) => {
  await page.route('**/api/case-studies', (route) => route.abort('failed'));
  await gotoHydrated(page, '/about');
  await page.getByRole('main').getByRole('link', { name: 'See our case studies' }).click();
  await expect(page.locator('main article')).toHaveCount(13);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  consoleErrorsWere(consoleErrors, /net::ERR_FAILED \(.*\/api\/case-studies\)/);
});

test('a featured and a plain study show every part of the detail page', async ({ page }) => {
  for (const study of [caseStudies[0]!, caseStudies[1]!]) {
    await gotoHydrated(page, study.link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    await expect(page.getByText('Featured', { exact: true })).toHaveCount(study.featured ? 1 : 0);
    await expect(page.getByRole('heading', { name: 'The challenge' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our approach' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The results' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conclusion' })).toBeVisible();
    await expect(page.getByText('Project duration: 6 Months')).toBeVisible();
    await expect(page.getByText(study.industry, { exact: true })).toBeVisible();
    await expect(page.getByText(study.services.join(' · '))).toBeVisible();
    for (const result of study.results) await expect(page.getByText(result.value, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]') as { '@type': string }[];
    expect(jsonLd.map((item) => item['@type'])).toContain('Article');
  }
});

test("an unknown id says 'Case study not found' and offers a way back", async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, '/case-studies');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/case-studies/cs-99');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The detail page's code is not loaded yet: the router keeps the list on screen while its chunk
  // and then its imports arrive (measured 2.5 to 7 s under a 12x CPU throttle on a busy machine; a
  // CI run of 2026-12-07 went past the suite's 10 s). No link to an unknown id exists to preload it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found', { timeout: 25_000 });
  await expect(page.getByText('Case study not found', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all case studies' }).click();
  await expect(page).toHaveURL('/case-studies');

  // Loaded directly, the host answers 404 and the page says the same.
  const response = await page.goto('/case-studies/cs-99');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found');
  consoleErrorsWere(consoleErrors, /status of 404 \(Not Found\) \(.*\/case-studies\/cs-99\)/);
});

test('the home teaser shows the first 3 studies and links to all of them', async ({ page }) => {
  await gotoHydrated(page, '/');
  const teaser = page.getByRole('region', { name: 'Real results for Los Angeles businesses' });
  await expect(teaser.locator('article')).toHaveCount(3);
  await expect(teaser.locator('article h3')).toHaveText(caseStudies.slice(0, 3).map((study) => study.title));
  await expect(teaser.getByRole('link', { name: 'View All Case Studies' })).toHaveAttribute('href', '/case-studies');
});

test('/about tells the story and shows the six team members with their portraits', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await expect(page.getByText(/2015/).first()).toBeVisible();
  for (const value of ['Excellence', 'Transparency', 'Partnership', 'Innovation']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
  }
  const portraits = page.getByTestId('team-skeleton');
  await expect(portraits).toHaveCount(6);
  for (const role of ['CEO', 'Director of Operations', 'Social Media Manager', 'Project Manager', 'CTO', 'Admin']) {
    await expect(page.getByText(role, { exact: true })).toBeVisible();
  }
  await portraits.last().scrollIntoViewIfNeeded();
  await expect(portraits.last()).toHaveAttribute('data-loaded', 'true');
  await expect(page.getByRole('link', { name: 'Get a Free Consultation' }).last()).toHaveAttribute('href', '/contact');
});

test('a portrait that fails to load falls back to the placeholder', async ({ page, consoleErrors }) => {
  await page.route('**/images/team/marisol-avila.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await gotoHydrated(page, '/about');
  const portrait = page.getByRole('img', { name: /Marisol Avila/ });
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toHaveAttribute('src', '/images/team/placeholder.svg');
  consoleErrorsWere(consoleErrors, /status of 404 .*marisol-avila\.svg/);
});
