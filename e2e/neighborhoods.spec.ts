import { neighborhoodList as neighborhoods } from '../src/content/neighborhoods/list.generated';
import { consoleErrorsWere, expect, gotoHydrated, test } from './fixtures';
import { leadsByEmail, uniqueEmail } from './support/database';

// Visitors who have seen the lead pop-up: it stays out of these journeys.
test.use({ popupSeen: true });

test.describe('neighborhood directory', () => {
  test('filters by search and region, resets, and a card opens the neighborhood page', async ({ page, guards }) => {
    await gotoHydrated(page, '/neighborhoods');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los Angeles Neighborhoods We Serve');
    const cards = page.getByRole('list', { name: 'Neighborhoods', exact: true }).getByRole('link');
    await expect(cards).toHaveCount(neighborhoods.length);

    const search = page.getByLabel('Search by neighborhood or industry');
    await search.fill('AEROSPACE');
    await expect(cards).toHaveText(['El Segundo', 'Long Beach', 'Redondo Beach', 'Torrance']);
    await expect(page.getByText(`Showing 4 of ${neighborhoods.length} neighborhoods`)).toBeVisible();

    await page.getByRole('button', { name: 'San Fernando Valley' }).click();
    await expect(page.getByText('No neighborhoods found')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('button', { name: 'All Regions' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(neighborhoods.length);

    const west = page.getByRole('button', { name: 'Westside' });
    await west.click();
    await expect(west).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveText(neighborhoods.filter((place) => place.region === 'Westside').map((place) => place.name));
    await west.click();
    await expect(west).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(neighborhoods.length);

    await expect(page.getByRole('link', { name: 'Culver City', exact: true })).toHaveAttribute('href', '/los-angeles-seo/culver-city');
    await page.getByRole('link', { name: 'Culver City', exact: true }).click();
    await expect(page).toHaveURL('/los-angeles-seo/culver-city');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Culver City SEO Services');
    expect(guards.consoleErrors).toEqual([]);
  });
});

test.describe('neighborhood pages', () => {
  test('an old /neighborhood/hollywood link lands on /los-angeles-seo/hollywood through the host 301', async ({ page, guards }) => {
    await gotoHydrated(page, '/neighborhoods');
    const entriesBefore = await page.evaluate(() => history.length);

    const response = await page.goto('/neighborhood/hollywood');
    // The answer to the old address is the redirect, not a page that forwards itself.
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/neighborhood\/hollywood$/);
    expect(await response?.request().redirectedFrom()?.response().then((first) => first?.status())).toBe(301);
    await expect(page).toHaveURL('/los-angeles-seo/hollywood');
    expect(new URL(page.url()).pathname).toBe('/los-angeles-seo/hollywood');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hollywood SEO Services');
    // One entry for the visit itself: the redirect adds none.
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
    await page.goBack();
    await expect(page).toHaveURL('/neighborhoods');
    expect(guards.consoleErrors).toEqual([]);
  });

  test('an unknown neighborhood says "Neighborhood not found" and links home, also from the old address', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/los-angeles-seo/atlantis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neighborhood not found');
    await expect(page.getByText("Sorry, we couldn't find information about this neighborhood.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await page.goto('/neighborhood/atlantis');
    await expect(page).toHaveURL('/los-angeles-seo/atlantis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neighborhood not found');
    // A not-found page is answered 404, which the browser logs: the one provoked error.
    consoleErrorsWere(consoleErrors, /status of 404 \(Not Found\)/);
  });

  test('the in-page menu jumps to each section and the breadcrumb leads back to the directory', async ({ page, guards }) => {
    await gotoHydrated(page, '/los-angeles-seo/pasadena');
    const menu = page.getByRole('navigation', { name: 'On this page' });
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL('/los-angeles-seo/pasadena#faq');
    await expect(page.getByRole('heading', { level: 2, name: 'Questions from Pasadena business owners' })).toBeInViewport();
    await page.getByRole('button', { name: 'What does SEO cost for a Pasadena business?' }).click();
    await expect(page.getByText(/Local SEO starts at \$950 per month/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare plans and pricing' })).toHaveAttribute('href', '/pricing');

    await menu.getByRole('link', { name: 'Strategy' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'A local SEO strategy for Pasadena' })).toBeInViewport();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Neighborhoods' }).click();
    await expect(page).toHaveURL('/neighborhoods');
    expect(guards.consoleErrors).toEqual([]);
  });

  test('a Santa Monica lead arrives with the neighborhood in its message and reaches /thank-you', async ({ page, guards }) => {
    await gotoHydrated(page, '/los-angeles-seo/santa-monica');
    const form = page.getByRole('form', { name: 'Get more customers in Santa Monica' });
    const email = uniqueEmail('neighborhood');
    await form.getByLabel('Name', { exact: true }).fill('Dana Whitfield');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Continue' }).click();

    await expect(form.getByLabel('How can we help?')).toHaveValue("I'm interested in SEO services for my business in Santa Monica.");
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL('/thank-you');
    await expect.poll(async () => (await leadsByEmail(email)).map((lead) => [lead.lead_type, lead.service])).toEqual([['contact_complete', 'Local SEO']]);
    const [lead] = await leadsByEmail(email);
    expect(lead?.message).toContain('Santa Monica');
    expect(guards.consoleErrors).toEqual([]);
  });
});
