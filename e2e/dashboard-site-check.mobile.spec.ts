/**
 * A lead's site check as staff meet it on a phone at 390 px, by keyboard (issue 64,
 * docs/decisions/0081-staff-see-the-site-check.md): the journey of e2e/support/site-check.ts, and
 * nothing of the page sticks out sideways.
 */
import { expect, test } from './fixtures';
import { siteCheckJourney } from './support/site-check';

test.use({ popupSeen: true, viewport: { width: 390, height: 844 } });

test('staff filter the leads by "Not indexable", read the check in the lead view, check again and see it beside the call, by keyboard', async ({
  staffPage: page,
  apiOrigin,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  await siteCheckJourney(page, apiOrigin, new URL(baseURL!).origin, consoleErrors);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
