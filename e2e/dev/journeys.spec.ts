/**
 * The key journeys once more, against `npm run dev`'s own stack (Vite dev server with React
 * StrictMode, and its local backend on ports of its own: scripts/test-stack.ts). What the built
 * site does, the dev server must do too: effects that run twice, dev-only middleware (downloads,
 * sitemap, robots, the case-study API) and the backend the dev server points the site at.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { matchPath } from 'react-router-dom';
import { footerNav, footerResources } from '../../src/content/navigation';
import { routeTable } from '../../src/app/route-table';
import { devStack, origin } from '../../scripts/test-stack';
import { expect, gotoHydrated, runClockUntilVisible, test } from '../fixtures';
import { leadsByEmail, serviceClient, uniqueEmail } from '../support/database';
import { fillStepsOneAndTwo } from '../support/pricing';
import type { PageHooks } from '../support/page-hooks';

const devDb = serviceClient(origin(devStack.apiPort));
const devLeads = (email: string) => leadsByEmail(email, devDb);

// Visitors who have already seen the pop-up, so it stays out of journeys that are not about it.
test.use({ popupSeen: true });

test('home renders, and every footer link leads to a page of the route table or a real file', async ({ page, request }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const pages = [...footerNav, ...footerResources].filter((link) => !/\.(pdf|xlsx)$/.test(link.path));
  for (const link of pages) {
    expect(
      routeTable.some((route) => matchPath(route.path, link.path)),
      link.path,
    ).toBe(true);
  }
  const files = ['/sitemap.xml', '/robots.txt', '/api/case-studies', ...footerResources.map((link) => link.path).filter((path) => /\.(pdf|xlsx)$/.test(path))];
  for (const path of files) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).not.toContain('text/html');
  }
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /dashboard');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/knowledge-base/local-seo-guide</loc>');
});

test.describe('a first-time visitor', () => {
  test.use({ popupSeen: false });

  test('the pop-up waits 30 s on a first visit (one visit counted), and its lead lands', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/privacy-policy');
    expect(await page.evaluate(() => localStorage.getItem('pageVisitCount'))).toBe('1');
    await page.clock.runFor(15_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(15_500);
    const dialog = page.getByRole('dialog', { name: 'Get Your Free SEO Consultation' });
    await expect(dialog).toBeVisible();

    const email = uniqueEmail('dev-popup');
    await dialog.getByLabel('Name', { exact: true }).fill('Rosa Martinez');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Get My Free Consultation' }).click();
    await expect(page).toHaveURL('/thank-you');
    await expect.poll(() => devLeads(email)).toHaveLength(1);
  });
});

test('the two-step contact form reaches /thank-you with one complete lead in the database', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const email = uniqueEmail('dev-contact');
  await form.getByLabel('Name').fill('Dev Patel');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(async () => (await devLeads(email)).map((lead) => lead.lead_type)).toEqual(['contact_partial']);
  await expect(form.getByLabel('Website (optional)')).toBeFocused();
  await form.getByLabel('How can we help?').fill('We want more calls from Culver City.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message has been received!');
  const rows = await devLeads(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ lead_type: 'contact_complete', name: 'Dev Patel', message: 'We want more calls from Culver City.' });
});

test('/thank-you without its flag goes home before its page is ever put on screen', async ({ page }) => {
  // Issue 40: under the dev server the page rendered, then an effect sent the visitor home, and the
  // page stayed up until the home page's code arrived (0.5-1.1 s). A MutationObserver sees every
  // heading the page ever inserts, however briefly (its callbacks run before the next paint).
  await page.addInitScript(() => {
    const seen: string[] = [];
    const hooks: Window & PageHooks = window;
    hooks.headingsSeen = seen;
    new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent;
      if (heading && !seen.includes(heading)) seen.push(heading);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/thank-you');
  await expect(page).toHaveURL('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seen = await page.evaluate(() => {
    const hooks: Window & PageHooks = window;
    return hooks.headingsSeen ?? [];
  });
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).not.toContain('Your message has been received!');
});

test('the newsletter subscribes a visitor', async ({ page }) => {
  await gotoHydrated(page, '/terms-of-service');
  const footer = page.getByRole('contentinfo');
  const email = uniqueEmail('dev-news');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed Successfully!')).toBeVisible();
  await expect.poll(async () => (await devLeads(email)).map((lead) => lead.lead_type)).toEqual(['newsletter']);
});

test('/seo-tool?url= runs at once and reaches its results', async ({ page, baseURL }) => {
  await page.clock.install();
  const target = `${baseURL}/about`;
  await gotoHydrated(page, `/seo-tool?url=${encodeURIComponent(target)}`);
  await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
  await page.clock.runFor(3_000);
  await runClockUntilVisible(page, page.getByRole('region', { name: /Results for/ }), page.getByText('Analysis Complete'));
});

test('the pricing wizard sends an application', async ({ page }) => {
  await gotoHydrated(page, '/pricing');
  await page.getByRole('button', { name: 'Apply now for Local SEO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Local SEO' });
  const email = uniqueEmail('dev-apply');
  await fillStepsOneAndTwo(dialog, email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Goals').fill('More new-patient bookings from Santa Monica.');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted!')).toBeVisible();
  await expect.poll(async () => (await devLeads(email)).map((lead) => lead.lead_type)).toEqual(['plan_application']);
});

test('a knowledge-base article opens with its sections and draws its chart', async ({ page }) => {
  await gotoHydrated(page, '/knowledge-base/local-seo-guide');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The article's body is a chunk of its own: its sections may arrive after hydration.
  const sections = page.locator('main details');
  await expect(sections).toHaveCount(5);
  await sections.evaluateAll((all) => all.forEach((element) => element.setAttribute('open', '')));
  await expect(page.locator('main details[open]')).toHaveCount(5);
  const figure = page.locator('main figure').first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('.recharts-wrapper')).toBeVisible();
});

test('under StrictMode a visitor picks a time, changes it, and books it: one time pressed, the lead stored', async ({ page }) => {
  await gotoHydrated(page, '/book');
  const days = page.getByRole('group', { name: 'Day', exact: true }).getByRole('button');
  const times = page.getByRole('group', { name: /^Free times on / }).getByRole('button');
  // A day of its own: the built site's booking tests share this backend and take days 0 to 3.
  await days.nth(4).click();
  await expect(days.nth(4)).toHaveAttribute('aria-pressed', 'true');
  // The press shows at once and the page follows in a transition: a second press must leave one time pressed.
  await times.nth(0).click();
  await times.nth(1).click();
  await expect(times.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[aria-pressed="true"]', { hasText: /[AP]M/ })).toHaveCount(1);
  // The form's line names the second time, not the first.
  const clock = (await times.nth(1).locator('span').first().textContent())!;
  await expect(page.getByText(/^Your call: /)).toContainText(clock);

  const email = uniqueEmail('dev-book');
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Name').fill('Mina Cho');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/What would you like to talk about/).fill('Reviews on our map listing.');
  await page.getByRole('button', { name: 'Book my free call' }).click();
  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeFocused();
  await expect.poll(async () => (await devLeads(email)).map((lead) => [lead.lead_type, lead.name])).toEqual([['consultation', 'Mina Cho']]);
});

test('staff log in to the dashboard and find a lead in the table', async ({ staffPage: page }) => {
  const email = uniqueEmail('dev-dashboard');
  const { error } = await devDb.from('lsg_leads').insert({ name: 'Dashboard Dev Lead', email, lead_type: 'contact', message: 'From the dev tests' });
  expect(error).toBeNull();

  await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
  await page.getByLabel('Search leads').fill(email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody')).toContainText('Dashboard Dev Lead');
});

test('under StrictMode a lead past an office hour is marked, and the speed view opens from its tab', async ({ staffPage: page }) => {
  const email = uniqueEmail('dev-speed');
  // Arrived eight days ago: whatever the day, more than one office hour has passed (decision 0040).
  const created_at = new Date(Date.now() - 8 * 86_400_000).toISOString();
  const { error } = await devDb.from('lsg_leads').insert({ name: 'Waiting Dev Lead', email, lead_type: 'contact', created_at });
  expect(error).toBeNull();
  await page.reload();
  await page.getByLabel('Search leads').fill(email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody')).toContainText('Waiting over an office hour');
  await expect(page.locator('[data-waiting-count]')).toContainText('waiting over an office hour');
  await page.getByRole('tab', { name: 'Speed to lead' }).click();
  await expect(page.getByRole('table', { name: /Speed to lead, the last 12 weeks/ })).toBeVisible();
});

test('the dev server serves nothing of the local database folder (.data/), in any spelling', async ({ request }) => {
  // A stand-in for PGlite's table files: `npm run dev` without --memory keeps the leads in .data/pglite.
  const folder = resolve(import.meta.dirname, '../../.data/serve-check');
  mkdirSync(folder, { recursive: true });
  const canary = `leads table bytes ${Date.now()}`;
  writeFileSync(resolve(folder, '16535'), canary);
  try {
    for (const path of [
      '/.data/serve-check/16535',
      '/.data/serve-check/16535?raw',
      '/.data/serve-check/16535?import',
      `/@fs${folder}/16535?raw`,
      '/%2Edata/serve-check/16535?raw',
    ]) {
      const response = await request.get(path);
      expect(await response.text(), path).not.toContain(canary);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
