/**
 * The dashboard's Calls view on a phone (the mobile project), by keyboard (issue 53, docs/decisions/0063-calls-view.md):
 * the journey of e2e/support/calls.ts, then the view at 320 px; and, at 390 px, staff cancelling a
 * call (issue 59, e2e/support/cancel-call.ts), moving one (issue 61, e2e/support/move-call.ts) and shaping the
 * calendar (issue 61, e2e/support/calendar.ts).
 */
import { expect, test } from './fixtures';
import { calendarJourney } from './support/calendar';
import { callsJourney } from './support/calls';
import { cancelCallJourney } from './support/cancel-call';
import { moveCallJourney } from './support/move-call';

test.use({ popupSeen: true });

test('staff see a booked call in Calls, mark it attended and block a day, by keyboard', async ({ staffPage: page, apiOrigin }) => {
  test.slow();
  await callsJourney(page, apiOrigin);
  // At 320 px nothing of the view sticks out sideways (the page does not scroll across).
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.locator('[data-call]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('staff cancel a call by keyboard: confirmed, shown cancelled, its time offered again, the visitor e-mailed the cancellation', async ({
    staffPage: page,
    apiOrigin,
    request,
    staffName,
  }) => {
    test.slow();
    await cancelCallJourney(page, apiOrigin, request, staffName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('staff page back a week, set a daily limit and buffer, and copy and replace the calendar feed link, by keyboard', async ({
    staffPage: page,
    apiOrigin,
    request,
  }) => {
    test.slow();
    await calendarJourney(page, apiOrigin, request);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('staff move a call by keyboard: the free times in the dialog, the call at its new time, the visitor sent the updated invite', async ({
    staffPage: page,
    apiOrigin,
    request,
    staffName,
  }) => {
    test.slow();
    await moveCallJourney(page, apiOrigin, request, staffName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
