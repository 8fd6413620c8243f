/**
 * Staff meet a lead's site check (issue 64, docs/decisions/0081-staff-see-the-site-check.md), run at
 * 1280 px (e2e/dashboard-site-check.spec.ts) and at 390 px (e2e/dashboard-site-check.mobile.spec.ts),
 * by keyboard. A call is booked through the booking call (REST, as /book makes it) for a visitor whose
 * website is a page of the built site itself that asks not to be indexed (/dashboard, with a query of
 * its own so no other run's check is reused); the local backend's check-lead-sites checks it for real
 * (woken after the write, as pg_net wakes it on the platform; the test backend allows its private
 * address). Staff filter the leads by "Not indexable", open the lead, read the check, press Check
 * again (refused within the hour: the database's sentence shown and said, focus kept), and find the
 * check beside the call. axe finds nothing in the list, the lead view or the Calls view.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { consoleErrorsWere, gotoHydrated } from '../fixtures';
import { axe } from './axe';
import { anonClient, bookFirstFree, freeSlots } from './booking-api';
import { toCallsView } from './calls-view';
import { heardOf, listenToLiveRegions } from './confirmation';
import { leadsByEmail } from './database';
import { press, tabTo } from './keyboard';

const REFUSAL = /^This site was checked within the last hour; it can be checked again at \d{1,2}:\d{2} [AP]M PT\.$/;

export async function siteCheckJourney(page: Page, apiOrigin: string, siteOrigin: string, consoleErrors: string[]): Promise<void> {
  const anon = anonClient(apiOrigin);
  const mark = randomUUID().slice(0, 8);
  const name = `Site ${mark}`;
  const email = `${mark}@site-check.example`;
  await bookFirstFree(anon, await freeSlots(anon), { name, email, topic: 'Our traffic fell.', website: `${siteOrigin}/dashboard?run=${mark}` });
  // The check is the backend's own work: waited for in the database, never for a fixed time.
  await expect.poll(async () => (await leadsByEmail(email))[0]?.site_check_state, { timeout: 30_000 }).toBe('done');
  await listenToLiveRegions(page);

  // Leads: the Site check filter, by keyboard (its first choice after "Any" is "Not indexable").
  const filter = page.getByRole('combobox', { name: 'Site check' });
  await tabTo(page, filter);
  await page.keyboard.press('ArrowDown');
  await expect(filter).toHaveValue('not_indexable');
  await expect(page).toHaveURL(/[?&]check=not_indexable/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.locator('[data-site-check-cell]')).toHaveText('Not indexable');
  const cells = await page.locator('[data-site-check-cell]').allTextContents();
  expect(new Set(cells)).toEqual(new Set(['Not indexable']));
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);

  // The lead's view, opened from its name by keyboard: the check in full.
  await press(page, row.getByRole('link', { name }));
  const view = page.getByRole('dialog', { name });
  const section = view.getByRole('region', { name: 'Site check' });
  await expect(section).toContainText('Not indexable: the page asks search engines not to list it');
  await expect(section).toContainText(/\d{1,3}\/100/);
  await expect(section).toContainText(/Checked \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M PT\./);
  expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);

  // Check again, by keyboard: checked minutes ago, so the database refuses in its words; shown, said once, focus kept.
  const again = section.getByRole('button', { name: 'Check again' });
  await press(page, again);
  await expect(section.getByText(REFUSAL)).toBeVisible();
  await expect(again).toBeFocused();
  await expect.poll(() => heardOf(page, REFUSAL)).toHaveLength(1);
  // The refusal is PostgREST's 400 (P0001), which the browser logs: that one error, and no other.
  consoleErrorsWere(consoleErrors, /status of 400 \(Bad Request\).*dashboard_check_site_again/);

  // Calls: the call's preparation beside it, with the way to the whole check.
  await gotoHydrated(page, '/dashboard');
  await toCallsView(page);
  const preparation = page.locator('[data-call]').filter({ hasText: name }).locator('[data-call-site-check]');
  await expect(preparation).toContainText(/^Site check: Score \d{1,3}\/100, not indexable\./);
  await expect(preparation.getByRole('link', { name: `Open the full site check of ${name}` })).toHaveAttribute('href', /\/dashboard\?lead=/);
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);
}
