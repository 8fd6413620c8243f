/**
 * A lead's site check as staff meet it at 1280 px, by keyboard (issue 64,
 * docs/decisions/0081-staff-see-the-site-check.md): the journey of e2e/support/site-check.ts.
 */
import { test } from './fixtures';
import { siteCheckJourney } from './support/site-check';

test.use({ popupSeen: true });

test('staff filter the leads by "Not indexable", read the check in the lead view, check again and see it beside the call, by keyboard', async ({
  staffPage: page,
  apiOrigin,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  await siteCheckJourney(page, apiOrigin, new URL(baseURL!).origin, consoleErrors);
});
