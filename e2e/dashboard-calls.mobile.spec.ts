/**
 * The dashboard's Calls view on a phone (the mobile project), by keyboard (issue 53, docs/decisions/0063-calls-view.md):
 * the journey of e2e/support/calls.ts, then the view at 320 px.
 */
import { expect, test } from './fixtures';
import { callsJourney } from './support/calls';

test.use({ popupSeen: true });

test('staff see a booked call in Calls, mark it attended and block a day, by keyboard', async ({ staffPage: page, apiOrigin }) => {
  test.slow();
  await callsJourney(page, apiOrigin);
  // At 320 px nothing of the view sticks out sideways (the page does not scroll across).
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.locator('[data-call]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
