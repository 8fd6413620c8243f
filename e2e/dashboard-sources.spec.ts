import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { axe } from './support/axe';
import { leadsByEmail, uniqueEmail } from './support/database';
import { announcer, tabTo } from './support/keyboard';
import type { PageHooks } from './support/page-hooks';

/** The numbers of one row of the Sources table, by its first cell. */
async function rowCounts(table: Locator, name: string) {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
  if ((await row.count()) === 0) return null;
  const [leads = 0, contacted = 0, qualified = 0, won = 0, lost = 0] = (await row.getByRole('cell').allInnerTexts()).map((text) => Number(text.replace(/,/g, '')));
  return { leads, contacted, qualified, won, lost };
}

const sourcesTable = (page: Page) => page.getByRole('table', { name: /^Leads by / });
const HOLLYWOOD = 'Hollywood SEO (/los-angeles-seo/hollywood)';

test('a lead from a Hollywood campaign shows under its page and campaign, and Won moves its count', async ({ staffPage, browser, baseURL }) => {
  // Before: what the view says now (other runs on this stack may have left Hollywood and "fall" leads).
  await gotoHydrated(staffPage, '/dashboard?view=sources');
  const table = sourcesTable(staffPage);
  await expect(table).toBeVisible();
  const pageBefore = (await rowCounts(table, HOLLYWOOD)) ?? { leads: 0, won: 0 };

  // A real visitor, in a browser of their own, sends the neighborhood page's form.
  const visitor = await browser.newPage();
  await gotoHydrated(visitor, new URL('/los-angeles-seo/hollywood?utm_source=google&utm_campaign=fall', baseURL).href);
  const form = visitor.getByRole('form', { name: 'Get more customers in Hollywood' });
  const email = uniqueEmail('sources');
  await form.getByLabel('Name', { exact: true }).fill('Holly Wood');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor).toHaveURL(/\/thank-you$/);
  await visitor.close();
  await expect.poll(async () => (await leadsByEmail(email))[0]?.lead_type).toBe('contact_complete');

  // Staff: the view, asked again (the spam box, then back), counts the new lead under its page, its section and its campaign.
  await staffPage.reload();
  await expect(table).toBeVisible();
  await expect.poll(() => rowCounts(table, HOLLYWOOD)).toMatchObject({ leads: pageBefore.leads + 1, won: pageBefore.won });
  expect((await rowCounts(table, 'All neighborhood pages (/los-angeles-seo/*)'))?.leads).toBeGreaterThanOrEqual(pageBefore.leads + 1);
  await staffPage.getByLabel('Group by').selectOption('utm_campaign');
  await expect(table).toHaveAccessibleName(/^Leads by UTM campaign/);
  // The caption names the new grouping once its own rows are on screen (the last answer's keep theirs until then).
  await expect.poll(async () => (await rowCounts(table, 'fall'))?.leads ?? 0).toBeGreaterThanOrEqual(1);
  const campaignBefore = await rowCounts(table, 'fall');

  // Marked Won in the Leads view, the campaign's won count moves by one.
  await staffPage.getByRole('tab', { name: 'Leads' }).click();
  await staffPage.getByLabel('Search leads').fill(email);
  await expect(staffPage.locator('tbody tr')).toHaveCount(1);
  await staffPage.getByLabel('Status of Holly Wood').selectOption('won');
  await expect.poll(async () => (await leadsByEmail(email))[0]?.status).toBe('won');
  await staffPage.getByRole('tab', { name: 'Sources' }).click();
  await staffPage.getByLabel('Group by').selectOption('utm_campaign');
  await expect.poll(() => rowCounts(table, 'fall')).toMatchObject({ leads: campaignBefore!.leads, won: campaignBefore!.won + 1 });
});

/**
 * From now on, every time an alert shows or says something new, and every status that says
 * "Checking access...": what a screen reader would have been told.
 */
const watchSaid = (page: Page) =>
  page.evaluate(() => {
    const said = { alerts: [] as string[], checking: 0 };
    const hooks: Window & PageHooks = window;
    hooks.said = said;
    const heard = new WeakMap<Element, string>();
    const listen = () => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim() ?? '';
        if (text && heard.get(alert) !== text) said.alerts.push(text);
        heard.set(alert, text);
      }
      for (const status of document.querySelectorAll('[role="status"]')) if (status.textContent?.includes('Checking access')) said.checking += 1;
    };
    new MutationObserver(listen).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
const said = async (page: Page) => {
  const heard = await page.evaluate(() => {
    const hooks: Window & PageHooks = window;
    return hooks.said;
  });
  if (!heard) throw new Error('Nothing was listened to: call watchSaid(page) first.');
  return heard;
};

test('the Sources view by keyboard: tabs, grouping, period, spam and sorting, and axe finds nothing', async ({ staffPage: page }) => {
  await gotoHydrated(page, '/dashboard');
  // Watched once the first load (a real check of access) is over.
  await expect(page.getByRole('main').getByText(/^Showing \d+ out of \d+ leads$/)).toBeVisible();
  await watchSaid(page);
  const sourcesTab = page.getByRole('tab', { name: 'Sources' });
  await tabTo(page, page.getByRole('tab', { name: 'Leads' }));
  await page.keyboard.press('ArrowRight');
  await expect(sourcesTab).toBeFocused();
  await expect(sourcesTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/view=sources/);
  const table = sourcesTable(page);
  await expect(table).toBeVisible();

  const groupBy = page.getByLabel('Group by');
  await tabTo(page, groupBy);
  await page.keyboard.press('ArrowDown'); // Referrer
  await expect(table).toHaveAccessibleName(/^Leads by referrer/);
  await expect(announcer(page)).toHaveText(/^Leads by referrer/);

  await tabTo(page, page.getByLabel('Period'));
  await page.keyboard.press('ArrowDown'); // Last 90 days
  await expect(table).toHaveAccessibleName(/spam excluded/);
  await tabTo(page, page.getByLabel('Include spam'));
  await page.keyboard.press('Space');
  await expect(table).toHaveAccessibleName(/spam included/);

  const leadsHeader = table.getByRole('columnheader', { name: 'Leads' });
  await expect(leadsHeader).toHaveAttribute('aria-sort', 'descending');
  await tabTo(page, leadsHeader.getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(leadsHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(announcer(page)).toHaveText('Sorted by Leads, ascending');
  await expect(leadsHeader.getByRole('button')).toBeFocused();
  const wonRate = table.getByRole('columnheader', { name: 'Won rate' });
  await tabTo(page, wonRate.getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(wonRate).toHaveAttribute('aria-sort', 'descending');
  await expect(announcer(page)).toHaveText('Sorted by Won rate, descending');
  await expect(leadsHeader).not.toHaveAttribute('aria-sort');

  // A custom range: a day typed is checked once, when it is left, with one alert (not one per keystroke).
  const period = page.getByLabel('Period');
  await tabTo(page, period);
  await page.keyboard.press('ArrowDown'); // Custom range
  const from = page.getByLabel('From (Los Angeles)');
  await tabTo(page, from);
  const alertsBefore = (await said(page)).alerts.length;
  await page.keyboard.type('01012020');
  // Out of the field (by its calendar button, a Tab stop inside it in Chromium).
  await tabTo(page, page.getByLabel('To (Los Angeles)'));
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at most' })).toHaveText('Choose at most 366 days.');
  const alerts = (await said(page)).alerts.slice(alertsBefore);
  test.info().annotations.push({ type: 'alerts while one date is typed', description: `${alerts.length}: ${alerts.join(' | ')}` });
  expect(alerts).toEqual(['Choose at most 366 days.']);

  // The chart's words are there for a screen reader, and the page passes axe.
  await expect(page.getByRole('figure', { name: 'Leads and won per week, top five sources' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  // The morning e-mail's checkbox is named by its title; the rest of its words describe it.
  await page.getByRole('tab', { name: 'Speed to lead' }).click();
  const morning = page.getByRole('checkbox', { name: 'Morning e-mail of waiting leads', exact: true });
  await expect(morning).toHaveAccessibleDescription(/^On weekdays at 8:30 am PT, e-mail the agency a list of the leads still at New/);
  // Switching views checks no access: nothing said "Checking access..." since the page loaded.
  expect((await said(page)).checking).toBe(0);
});
