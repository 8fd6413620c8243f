/**
 * The Calls view's keyboard journey (docs/decisions/0063-calls-view.md), run at 1280 px
 * (e2e/dashboard-calls.spec.ts) and on a phone (e2e/dashboard-calls.mobile.spec.ts): a call booked
 * through the booking call (REST, as the /book page makes it) is listed with its lead; staff mark it
 * attended, which the toast confirms and a screen reader hears, with focus kept on the button; staff
 * block a day, whose slots leave book_slots at once, and remove the block again. The database is
 * shared by parallel workers: the journey takes the first slot still free, and blocks a day only
 * long enough to see it.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { axe } from './axe';
import { anonClient, bookFirstFree, freeSlots } from './booking-api';
import { toCallsView } from './calls-view';
import { expectConfirmed, listenToLiveRegions } from './confirmation';
import { tabTo, typeInto } from './keyboard';
import { staffSessionToken } from './staff';

export async function callsJourney(page: Page, apiOrigin: string): Promise<void> {
  const anon = anonClient(apiOrigin);
  const slots = () => freeSlots(anon);
  // The first slot still free: another worker may take one between the list and the booking.
  const mark = randomUUID().slice(0, 8);
  const name = `Caller ${mark}`;
  const booked = await bookFirstFree(anon, await slots(), { name, email: `${mark}@calls.example`, phone: '213-555-0177', topic: 'Our map listing dropped.' });

  // To the Calls view by keyboard: the views' tab list, then right arrow to Calls.
  await toCallsView(page);
  await expect(page).toHaveURL(/[?&]view=calls/);
  const item = page.locator('[data-call]').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name })).toHaveAttribute('href', /\/dashboard\?lead=/);
  await expect(item.getByRole('link', { name: `${mark}@calls.example` })).toHaveAttribute('href', `mailto:${mark}@calls.example`);
  await expect(item.getByRole('link', { name: '213-555-0177' })).toHaveAttribute('href', 'tel:213-555-0177');
  await expect(item.getByText(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M PT/)).toBeVisible();
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);

  // Attended, by Space: confirmed by the toast, heard, stored; focus stays on the button.
  const attended = item.getByRole('button', { name: 'Attended' });
  await tabTo(page, attended);
  await listenToLiveRegions(page);
  await page.keyboard.press('Space');
  await expectConfirmed(page, `Call with ${name} marked attended`);
  await expect(attended).toHaveAttribute('aria-pressed', 'true');
  await expect(attended).toBeFocused();
  await expect(item.getByText(/^Attended, marked by /)).toBeVisible();
  const token = await staffSessionToken(apiOrigin, 'Calls Checker');
  const { data: stored } = await anon.rpc('dashboard_calls', { session_token: token, from_day: booked.office_day, days: 1 });
  expect((stored as { lead_name: string; outcome: string }[]).find((call) => call.lead_name === name)?.outcome).toBe('attended');

  // Block the last offered day, whole: its slots leave book_slots at once.
  const lastDay = (await slots()).at(-1)!.office_day;
  expect((await slots()).some((slot) => slot.office_day === lastDay)).toBe(true);
  const firstDay = page.getByLabel('First day (PT)');
  await tabTo(page, firstDay);
  await firstDay.fill(lastDay);
  const lastDayField = page.getByLabel('Last day (PT)');
  await tabTo(page, lastDayField);
  await lastDayField.fill(lastDay);
  await typeInto(page, page.getByLabel('Reason (optional)'), `Holiday ${mark}`);
  await page.keyboard.press('Enter');
  await expectConfirmed(page, 'Days blocked: no calls can be booked on them');
  await expect.poll(async () => (await slots()).some((slot) => slot.office_day === lastDay)).toBe(false);
  const remove = page.getByRole('button', { name: new RegExp(`^Remove the block .*, Holiday ${mark}$`) });
  await expect(remove).toBeVisible();
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);

  // Remove, by Enter: the button goes, focus moves to the list's heading.
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expectConfirmed(page, 'Block removed: its times can be booked again');
  await expect(page.getByRole('heading', { name: 'Blocked times' })).toBeFocused();
  await expect(remove).toHaveCount(0);
}
