/**
 * The lead's own view never shows staff a raw error or raw data (issue 40, point 4): a link whose id
 * is not a uuid is answered as a missing lead, Form answers reads as labelled fields, the weekly-report
 * line says who paused or resumed it, and a pause or a resume is confirmed by a toast, seen and heard
 * once (docs/decisions/0056-a-write-confirmed-by-its-toast.md).
 * By keyboard, on the built site against the real local backend.
 */
import { randomUUID } from 'node:crypto';
import { REPORT_CONSENT } from '@shared/report-consent';
import { expect, gotoHydrated, test } from './fixtures';
import { axe } from './support/axe';
import { db, uniqueEmail } from './support/database';
import { press } from './support/keyboard';
import { expectConfirmed, heardOf, listenToLiveRegions } from './support/confirmation';
import { storedLead } from './support/stored';

test.use({ popupSeen: true });

for (const [what, id] of [
  ['an id that is not a uuid', 'not-a-uuid'],
  ['an unknown id', randomUUID()],
] as const) {
  test(`a lead link with ${what} says the lead no longer exists, with a way back`, async ({ guards, staffPage: page }) => {
    await gotoHydrated(page, `/dashboard?lead=${id}`);
    const view = page.getByRole('dialog', { name: 'Lead' });
    await expect(view.getByRole('alert')).toContainText('This lead no longer exists.');
    // Failed to load, the view still starts at its heading, as a loaded one does.
    await expect(view.getByRole('heading', { level: 2, name: 'Lead' })).toBeFocused();
    await expect(view).not.toContainText('invalid input syntax');
    // Trying again cannot find it: the way offered is back to the list.
    await expect(view.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
    // A malformed id is never sent to the database.
    if (id === 'not-a-uuid') expect(guards.apiRequests.filter((url) => url.includes('dashboard_get_lead'))).toEqual([]);
    await press(page, view.getByRole('button', { name: 'Back to all leads' }));
    await expect(view).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The database answers an unknown id null (200), a malformed one is never sent: nothing is logged
    // (the consoleErrors fixture fails the test on any console error).
  });
}

test('Form answers of a weekly-report lead are labelled fields; pause and resume say so, and by whom', async ({ staffPage: page }) => {
  const email = uniqueEmail('lead-view');
  const office = uniqueEmail('office');
  // A schedule as the scheduler sends it: one schedule_weekly_report call (docs/decisions/0052-commands-are-calls.md).
  const leadId = randomUUID();
  const { error } = await db.rpc('schedule_weekly_report', {
    lead_id: leadId,
    name: 'Ana Ruiz',
    email,
    website: 'https://ruiz-plumbing.example',
    report_day: 'tuesday',
    additional_emails: [office],
    consent_version: REPORT_CONSENT.version,
  });
  if (error) throw new Error(error.message);

  // The lead is held at the network until the view has opened: its first focus is the same while it loads and once it has.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/dashboard_get_lead', async (route) => {
    await released;
    await route.continue();
  });
  await gotoHydrated(page, `/dashboard?lead=${leadId}`);
  await expect(page.getByRole('dialog', { name: 'Lead' }).getByRole('heading', { level: 2, name: 'Lead' })).toBeFocused();
  release();
  const view = page.getByRole('dialog', { name: 'Ana Ruiz' });
  await expect(view.getByRole('heading', { level: 2, name: 'Ana Ruiz' })).toBeFocused();
  await page.unrouteAll({ behavior: 'wait' });
  const details = view.getByRole('definition').filter({ hasText: 'Report day' }).first();
  await expect(details).toContainText('Report day: Tuesday');
  await expect(details).toContainText(`Other recipients: ${office}`);
  await expect(details).toContainText(`Consent: Given (wording ${REPORT_CONSENT.version})`);
  await expect(view).not.toContainText('"report_day"');
  // The form's own answers are a field of their own name inside the Details section, not a second "Details".
  await expect(view.getByRole('term').filter({ hasText: /^Form answers$/ })).toBeVisible();
  await expect(view.getByText('Details', { exact: true })).toHaveCount(1);

  await listenToLiveRegions(page);
  const stored = async () => (await storedLead(page, leadId)).report_subscription?.status;
  await press(page, view.getByRole('button', { name: 'Pause weekly reports' }));
  await expectConfirmed(page, 'Weekly reports paused');
  await expect(view.getByText('Paused by Dana Ortiz, just now.', { exact: false })).toBeVisible();
  await expect.poll(stored).toBe('paused');
  const resume = view.getByRole('button', { name: 'Resume weekly reports' });
  await expect(resume).toBeFocused();
  await page.keyboard.press('Enter');
  await expectConfirmed(page, 'Weekly reports resumed');
  await expect(view.getByText('Resumed by Dana Ortiz, just now.', { exact: false })).toBeVisible();
  await expect.poll(stored).toBe('active');
  expect(await heardOf(page, /^Weekly reports/)).toEqual(['Weekly reports paused', 'Weekly reports resumed']);
  await expect(view).not.toContainText('active by');
  expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
});
