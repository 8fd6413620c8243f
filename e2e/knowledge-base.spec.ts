import { catalog } from '../src/content/knowledge-base/catalog.generated';
import { KNOWLEDGE_CATEGORIES } from '../src/content/knowledge-base/types';
import { tips } from '../src/content/tips';
import { consoleErrorsWere, expect, gotoHydrated, test } from './fixtures';

// Visitors who have seen the lead pop-up: it stays out of these journeys.
test.use({ popupSeen: true });

const cards = (page: import('@playwright/test').Page) => page.locator('main ul li article');

test('the list shows every article newest first, and search narrows and clears', async ({ page }) => {
  await gotoHydrated(page, '/knowledge-base');
  await expect(cards(page)).toHaveCount(catalog.length);
  const newest = [...catalog].sort((a, b) => b.date.localeCompare(a.date))[0]!;
  await expect(cards(page).first().getByRole('heading')).toHaveText(newest.title);

  const search = page.getByLabel('Search the knowledge base');
  await search.fill('google business profile');
  await expect.poll(() => cards(page).count()).toBeLessThan(catalog.length);
  await expect(cards(page).first()).toBeVisible();
  await search.fill('zzzz no such words');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search query or category filter')).toBeVisible();
  await search.fill('');
  await expect(cards(page)).toHaveCount(catalog.length);
});

test('each category tab shows its articles; empty ones are disabled', async ({ page }) => {
  await gotoHydrated(page, '/knowledge-base');
  for (const category of KNOWLEDGE_CATEGORIES) {
    const count = catalog.filter((article) => article.category === category.id).length;
    const tab = page.getByRole('tab', { name: category.label, exact: true });
    if (count === 0) {
      await expect(tab).toBeDisabled();
      continue;
    }
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(count);
  }
  await page.getByRole('tab', { name: 'All Topics' }).click();
  await expect(cards(page)).toHaveCount(catalog.length);
});

test('an article: breadcrumbs, the first section open, sections toggle, a chart, and a related article', async ({ page }) => {
  const article = catalog.find((item) => item.id === 'local-seo-guide')!;
  await gotoHydrated(page, `/knowledge-base/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/knowledge-base');
  const sections = page.locator('main details');
  await expect(sections.first()).toHaveAttribute('open', '');
  await expect(sections.nth(1)).not.toHaveAttribute('open', '');
  await sections.nth(1).locator('summary').click();
  await expect(sections.nth(1)).toHaveAttribute('open', '');
  await sections.first().locator('summary').click();
  await expect(sections.first()).not.toHaveAttribute('open', '');

  // Every chart has a text alternative; the drawing loads once it scrolls into view.
  await page.locator('main details').evaluateAll((all) => all.forEach((element) => element.setAttribute('open', '')));
  const figure = page.locator('main figure').first();
  await expect(figure.locator('table')).toBeAttached();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('.recharts-wrapper')).toBeVisible();

  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link');
  await expect.poll(() => related.count()).toBeGreaterThan(0);
  expect(await related.count()).toBeLessThanOrEqual(3);
  const target = await related.first().getAttribute('href');
  await related.first().click();
  await expect(page).toHaveURL(target!);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(article.title);
});

test("an unknown article says 'Article not found' with a way back", async ({ page, consoleErrors }) => {
  const response = await page.goto('/knowledge-base/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  await page.getByRole('link', { name: 'Back to the knowledge base' }).click();
  await expect(page).toHaveURL('/knowledge-base');
  consoleErrorsWere(consoleErrors, /status of 404 \(Not Found\) \(.*\/knowledge-base\/no-such-article\)/);
});

test("every tip's article exists, and so does the link-schemes download", async ({ request }) => {
  for (const id of [...new Set(tips.map((tip) => tip.articleId)), 'link-schemes-to-avoid']) {
    const response = await request.get(`/knowledge-base/${id}`);
    expect(response.status(), id).toBe(200);
    expect(await response.text()).toContain('<h1');
  }
});

// Issue 40: on a phone a chart's tooltip ran past its card and was cut off, covered the bar below,
// and named the chart's title instead of the bar. Each bar of a row chart and of a column chart.
test.describe('chart tooltips on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, popupSeen: true });
  for (const article of ['local-seo-guide', 'visual-search']) {
    test(`/knowledge-base/${article}: each bar's tooltip names the bar, stays in its card and off its bar`, async ({ page }) => {
      await gotoHydrated(page, `/knowledge-base/${article}`);
      // Open every section: the chart may be in one that starts closed.
      await page.locator('main details').evaluateAll((all) => all.forEach((element) => element.setAttribute('open', '')));
      const figure = page.locator('main figure').filter({ has: page.locator('table') }).first();
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.locator('.recharts-wrapper')).toBeVisible();
      const title = (await figure.locator('figcaption').textContent()) ?? '';
      const names = await figure.locator('th[scope="row"]').allTextContents();
      const bars = figure.locator('.recharts-bar-rectangle');
      await expect(bars).toHaveCount(names.length);
      // The bars grow in: measure once they hold still.
      const boxes = () => bars.evaluateAll((all) => all.map((bar) => JSON.stringify(bar.getBoundingClientRect())));
      await expect.poll(async () => (await boxes()).join() === (await page.evaluate(() => new Promise(requestAnimationFrame)), await boxes()).join()).toBe(true);
      const tooltip = figure.locator('.recharts-tooltip-wrapper');
      const problems: string[] = [];
      for (const [index, name] of names.entries()) {
        await bars.nth(index).hover();
        const bar = (await bars.nth(index).boundingBox())!;
        await expect(tooltip).toContainText(name);
        const text = (await tooltip.textContent()) ?? '';
        const tip = (await tooltip.boundingBox())!;
        const card = (await figure.boundingBox())!;
        if (title && text.includes(title)) problems.push(`${name}: names the chart ("${text}")`);
        if (tip.x < card.x || tip.x + tip.width > card.x + card.width || tip.y < card.y || tip.y + tip.height > card.y + card.height) {
          problems.push(`${name}: outside its card (${JSON.stringify(tip)} in ${JSON.stringify(card)})`);
        }
        const overlaps = tip.x < bar.x + bar.width && bar.x < tip.x + tip.width && tip.y < bar.y + bar.height && bar.y < tip.y + tip.height;
        if (overlaps) problems.push(`${name}: covers its bar`);
      }
      expect(problems).toEqual([]);
    });
  }
});
