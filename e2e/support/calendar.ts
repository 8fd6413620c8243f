/**
 * Staff shape the calendar from the Calls view, by keyboard (issue 61,
 * docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md), run at 1280 px
 * (e2e/dashboard-calls.spec.ts) and 390 px (e2e/dashboard-calls.mobile.spec.ts): page back a week
 * and forward again, heard each time; set a daily limit and a buffer (a wrong value marked on its
 * field first), stored, then put back, since the database is shared with the other workers' bookings;
 * make the calendar feed link, copy it (heard as copied, in the clipboard), subscribe to it as a
 * calendar app would (a plain GET), and replace it after the confirmation: the old link answers 410.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axe } from './axe';
import { anonClient } from './booking-api';
import { toCallsView } from './calls-view';
import { expectConfirmed, heard, listenToLiveRegions } from './confirmation';
import { tabTo } from './keyboard';
import { staffSessionToken } from './staff';

/** Shift+Tab until `target` has focus: back to a field a few stops before, as a keyboard user goes. */
async function tabBackTo(page: Page, target: Locator, limit = 10): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`Shift+Tab never reached ${String(target)}`);
}

/** Tabs (forward, or back when `back`) to a field and types over what it holds (emptied when `text` is empty). */
async function retype(page: Page, field: Locator, text: string, back = false): Promise<void> {
  await (back ? tabBackTo(page, field) : tabTo(page, field));
  await page.keyboard.press('ControlOrMeta+a');
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press('Backspace');
}

const focusIsNotOnBody = (page: Page) => page.evaluate(() => document.activeElement !== document.body);

export async function calendarJourney(page: Page, apiOrigin: string, request: APIRequestContext): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await toCallsView(page);
  await listenToLiveRegions(page);

  // Back a week, by Enter: the 7 days before today, said once they are in; focus stays on the button.
  const previous = page.getByRole('button', { name: 'Previous week' });
  await tabTo(page, previous);
  await page.keyboard.press('Enter');
  const pageHeading = page.getByRole('heading', { level: 2, name: / to / });
  await expect(pageHeading).toBeVisible();
  await expect(previous).toBeFocused();
  await expect
    .poll(async () => (await heard(page)).filter((words) => /^Calls from \w+day, \w+ \d+ to \w+day, \w+ \d+: \d+ calls?\.$/.test(words)))
    .toHaveLength(1);
  const [from] = (await pageHeading.textContent())!.split(' to ');
  expect((await heard(page)).at(-1)).toContain(`Calls from ${from} to `);
  // This week again, by Space.
  await tabTo(page, page.getByRole('button', { name: 'This week' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
  expect(await focusIsNotOnBody(page)).toBe(true);

  // A buffer out of range is marked on its field, which takes focus; nothing is sent.
  const limit = page.getByLabel('Calls a day, at most');
  const buffer = page.getByLabel('Minutes free between calls');
  await expect(limit).toBeVisible();
  const original = { limit: await limit.inputValue(), buffer: await buffer.inputValue() };
  await retype(page, buffer, '500');
  await page.keyboard.press('Enter');
  await expect(buffer).toBeFocused();
  await expect(buffer).toHaveAttribute('aria-invalid', 'true');
  await expect(buffer).toHaveAccessibleDescription('The buffer between calls is 0 to 120 minutes.');

  // A daily limit of 12 and a 15-minute buffer, by keyboard: confirmed, stored.
  await retype(page, limit, '12', true);
  await retype(page, buffer, '15');
  await page.keyboard.press('Enter');
  await expectConfirmed(page, 'Saved: at most 12 calls a day, 15 minutes between calls');
  const anon = anonClient(apiOrigin);
  const token = await staffSessionToken(apiOrigin, 'Calendar Checker');
  const stored = async () => (await anon.rpc('dashboard_booking_calendar', { session_token: token })).data?.[0];
  expect(await stored()).toMatchObject({ daily_limit: 12, buffer_minutes: 15 });
  // Put back at once: the other workers' journeys book calls side by side.
  await retype(page, limit, original.limit, true);
  await retype(page, buffer, original.buffer || '0');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await stored())?.buffer_minutes).toBe(Number(original.buffer || 0));

  // The calendar link: made by keyboard (replacing one a run before made, after asking), focus on the link.
  const newLink = page.getByRole('button', { name: 'New link' });
  await tabTo(page, newLink);
  await page.keyboard.press('Enter');
  const replace = page.getByRole('dialog', { name: 'Replace the calendar link?' });
  const field = page.getByLabel('Calendar link');
  await expect(replace.or(field)).toBeVisible();
  if (await replace.isVisible()) {
    await tabTo(page, replace.getByRole('button', { name: 'Replace the link' }));
    await page.keyboard.press('Enter');
  }
  await expect(field).toBeFocused();
  const first = await field.inputValue();
  expect(first).toMatch(new RegExp(`^${apiOrigin}/functions/v1/calls-feed\\?token=[A-Za-z0-9_-]{43}$`));

  // Copy: heard, and in the clipboard.
  await tabTo(page, page.getByRole('button', { name: 'Copy link' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => heard(page)).toContain('Calendar link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // A calendar app subscribes with a plain GET, no headers of its own.
  const subscribed = await request.get(first);
  expect(subscribed.status()).toBe(200);
  expect(subscribed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await subscribed.text()).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);

  // New link: asked first (Keep leaves it), then replaced; the old link answers 410 Gone.
  await tabTo(page, newLink);
  await page.keyboard.press('Enter');
  await expect(replace).toBeVisible();
  expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await tabTo(page, replace.getByRole('button', { name: 'Keep the link' }));
  await page.keyboard.press('Enter');
  await expect(replace).toBeHidden();
  await expect(newLink).toBeFocused();
  expect((await request.get(first)).status()).toBe(200);
  await page.keyboard.press('Enter');
  await tabTo(page, replace.getByRole('button', { name: 'Replace the link' }));
  await page.keyboard.press('Enter');
  await expect(replace).toBeHidden();
  await expect(field).toBeFocused();
  const second = await field.inputValue();
  expect(second).not.toBe(first);
  expect((await request.get(first)).status()).toBe(410);
  expect((await request.get(second)).status()).toBe(200);
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);
}
