/**
 * The dashboard's Calls view at 1280 px, by keyboard (issue 53, docs/decisions/0063-calls-view.md):
 * the journey of e2e/support/calls.ts.
 */
import { test } from './fixtures';
import { callsJourney } from './support/calls';

test.use({ popupSeen: true });

test('staff see a booked call in Calls, mark it attended and block a day, by keyboard', async ({ staffPage: page, apiOrigin }) => {
  test.slow();
  await callsJourney(page, apiOrigin);
});
