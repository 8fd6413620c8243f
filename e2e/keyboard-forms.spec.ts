/**
 * Keyboard journeys through the site's forms (issue 25, WCAG 2.4.3): whenever a step takes away the
 * control that had focus (Back, Remove recipient, the last Next, a failed submit, logging in or out,
 * a confirmed delete), focus lands somewhere meaningful, never on <body> or the page's main region.
 * Tab, Enter and Escape only; text is typed into the field that has focus.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_ORIGIN, consoleErrorsWere, expect, gotoHydrated, test } from './fixtures';
import { db } from './support/database';
import { STAFF_PASSWORD, staffSessionToken } from './support/staff';
import { LAST_SEEN_KEY } from '../src/features/dashboard/lib/last-seen';
import { TOKEN_KEY } from '../src/features/dashboard/lib/session-store';
import { announcer, describeFocus, press, typeInto, watchFocusOnBody } from './support/keyboard';
import { expectConfirmed, listenToLiveRegions } from './support/confirmation';

// The lead pop-up is a journey of its own below: here it must not open over the form under test.
test.use({ popupSeen: true });

test.beforeEach(() => {
  // Tab by Tab through the header and the dashboard's toolbar: slower than a click on a busy machine.
  test.slow();
});

test('the contact form: Back returns focus to the first field of step 1, not to <body>', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await typeInto(page, form.getByLabel('Name'), 'Dev Patel');
  await typeInto(page, form.getByLabel('Email'), `keyboard-${randomUUID().slice(0, 8)}@contact.example`);
  await press(page, form.getByRole('button', { name: 'Continue' }));
  await expect(form.getByLabel('Website (optional)')).toBeFocused();
  await press(page, form.getByRole('button', { name: 'Back' }));
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(page.getByRole('list', { name: 'Form progress' }).locator('[aria-current="step"]')).toContainText('Your Information');
});

test.describe('the report scheduler', () => {
  async function openAtStepTwo(page: Page) {
    await gotoHydrated(page, '/seo-tool');
    await press(page, page.getByRole('button', { name: 'Schedule weekly reports' }));
    const dialog = page.getByRole('dialog', { name: 'Schedule weekly SEO reports' });
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    await page.keyboard.type('Omar Haddad');
    await typeInto(page, dialog.getByLabel('Email'), `keyboard-${randomUUID().slice(0, 8)}@reports.example`);
    await typeInto(page, dialog.getByLabel('Phone'), '(323) 555-0111');
    await typeInto(page, dialog.getByLabel('Company name'), 'Haddad Law');
    await press(page, dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByLabel('Report day')).toBeFocused();
    return dialog;
  }

  test('Back returns focus to the first field of step 1', async ({ page }) => {
    const dialog = await openAtStepTwo(page);
    await press(page, dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByLabel('Full name')).toBeFocused();
  });

  test('Remove recipient moves focus to the recipient that takes its place', async ({ page }) => {
    const dialog = await openAtStepTwo(page);
    // Step 2 opens with one empty recipient field.
    await typeInto(page, dialog.getByLabel('Recipient 1 email'), 'one@reports.example');
    await press(page, dialog.getByRole('button', { name: 'Add recipient' }));
    await expect(dialog.getByLabel('Recipient 2 email')).toBeFocused();
    await page.keyboard.type('two@reports.example');

    await press(page, dialog.getByRole('button', { name: 'Remove recipient 1' }));
    // The second recipient is now the first: focus is on its field, with its address.
    await expect(dialog.getByLabel(/^Recipient \d email$/)).toHaveCount(1);
    await expect(dialog.getByLabel('Recipient 1 email')).toBeFocused();
    await expect(dialog.getByLabel('Recipient 1 email')).toHaveValue('two@reports.example');
    await expect(dialog).toBeVisible();
  });

  test('removing the last recipient moves focus to Add recipient', async ({ page }) => {
    const dialog = await openAtStepTwo(page);
    await typeInto(page, dialog.getByLabel('Recipient 1 email'), 'one@reports.example');
    await press(page, dialog.getByRole('button', { name: 'Remove recipient 1' }));
    await expect(dialog.getByLabel(/^Recipient \d email$/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Add recipient' })).toBeFocused();
  });
});

test('the pricing wizard: each step is announced, the Review step takes focus on its heading', async ({ page }) => {
  await gotoHydrated(page, '/pricing');
  await press(page, page.getByRole('button', { name: 'Apply now for Local SEO' }));
  const dialog = page.getByRole('dialog', { name: 'Apply for Local SEO' });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('Business name'), 'Kim Family Dental');
  await typeInto(page, dialog.getByLabel('Website'), 'kimdental.example');
  await press(page, dialog.getByRole('button', { name: 'Next' }));
  await expect(dialog.getByLabel('Contact name')).toBeFocused();
  await expect(announcer(page)).toHaveText('Step 2 of 5: Contact Details');
  await page.keyboard.type('Grace Kim');
  await typeInto(page, dialog.getByLabel('Email'), `keyboard-${randomUUID().slice(0, 8)}@apply.example`);
  await typeInto(page, dialog.getByLabel('Phone'), '(310) 555-0190');
  await press(page, dialog.getByRole('button', { name: 'Next' }));
  await expect(announcer(page)).toHaveText('Step 3 of 5: SEO Profile');
  await press(page, dialog.getByRole('button', { name: 'Next' }));
  await expect(announcer(page)).toHaveText('Step 4 of 5: Goals & Audience');
  await press(page, dialog.getByRole('button', { name: 'Next' }));

  // The review has no field: focus goes to the step's heading, which is no tab stop.
  const review = dialog.getByRole('heading', { name: 'Step 5 of 5: Review' });
  await expect(review).toBeFocused();
  await expect(review).toHaveAttribute('tabindex', '-1');
  await expect(announcer(page)).toHaveText('Step 5 of 5: Review');
  await press(page, dialog.getByRole('button', { name: 'Back' }));
  await expect(dialog.getByLabel('Goals')).toBeFocused();
});

test.describe('the lead pop-up', () => {
  test.use({ popupSeen: false });

  test('a failed submit keeps focus on the submit button in the dialog', async ({ page, consoleErrors }) => {
    await page.route(`${API_ORIGIN}/rest/v1/lsg_leads*`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
    );
    await page.clock.install();
    await gotoHydrated(page, '/privacy-policy');
    await page.clock.runFor(30_000);
    const dialog = page.getByRole('dialog', { name: 'Get Your Free SEO Consultation' });
    await expect(dialog).toBeVisible();
    await typeInto(page, dialog.getByLabel('Name', { exact: true }), 'Kept Name');
    await typeInto(page, dialog.getByLabel('Email'), `keyboard-${randomUUID().slice(0, 8)}@popup.example`);
    const submit = dialog.getByRole('button', { name: 'Get My Free Consultation' });
    await press(page, submit);
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(submit).toBeFocused();
    expect(await describeFocus(page)).not.toBe('body');
    consoleErrorsWere(consoleErrors, /status of 503 .*lsg_leads/, /Pop-up lead failed/);
  });
});

test.describe('the leads dashboard', () => {
  test('logging in lands on the dashboard heading; logging out on the login heading', async ({ page }) => {
    // The login form itself, from the keyboard: the one test here that logs in through it.
    // This device last looked at the leads in 2100, so a lead another worker adds meanwhile raises no
    // "new since your last visit" badge: its Mark as seen would be a Tab stop before Check delivery.
    await page.addInitScript((key) => localStorage.setItem(key, '2100-01-01T00:00:00.000Z'), LAST_SEEN_KEY);
    await gotoHydrated(page, '/dashboard');
    await typeInto(page, page.getByLabel('Your name'), 'Dana Ortiz');
    await typeInto(page, page.getByLabel('Password'), STAFF_PASSWORD);
    // From the form to the heading, focus is never on <body>, not even while the views' code loads (issue 61).
    const bodyFocus = await watchFocusOnBody(page);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Leads Dashboard' });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(heading).toBeFocused();
    expect(await bodyFocus()).toEqual([]);
    // The header's e-mail delivery line (issue 60), in words; its Check delivery is the next Tab stop and keeps focus.
    await expect(page.locator('[data-delivery-health]')).toHaveText(/^E-mail delivery: (working|failing)/);
    const check = page.getByRole('button', { name: 'Check delivery' });
    await page.keyboard.press('Tab');
    await expect(check).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(check).toBeFocused();
    await press(page, page.getByRole('button', { name: 'Logout' }));
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAttribute('tabindex', '-1');
  });

  test('a confirmed delete moves focus to the next row’s Delete button, and to the heading when no row is left', async ({ staffPage: page }) => {
    const mark = `kbdelete-${randomUUID().slice(0, 8)}`;
    const emails = [`${mark}-a@example.com`, `${mark}-b@example.com`];
    const { error } = await db.from('lsg_leads').insert(emails.map((email) => ({ name: `Delete ${email}`, email, lead_type: 'contact' })));
    if (error) throw new Error(error.message);
    await typeInto(page, page.getByLabel('Search leads'), mark);
    await expect(page.getByRole('main').getByText('Showing 2 out of 2 leads')).toBeVisible();

    const deleteButtons = page.getByRole('button', { name: /^Delete lead from / });
    const first = deleteButtons.first();
    const firstName = await first.getAttribute('aria-label');
    await press(page, first);
    const dialog = page.getByRole('dialog', { name: 'Delete this lead?' });
    await press(page, dialog.getByRole('button', { name: 'Delete', exact: true }));
    await expect(page.getByRole('main').getByText('Showing 1 out of 1 leads')).toBeVisible();
    const remaining = deleteButtons.first();
    await expect(remaining).toBeFocused();
    expect(firstName).toMatch(/^Delete lead from /);
    expect(await remaining.getAttribute('aria-label')).not.toBe(firstName);

    await page.keyboard.press('Enter');
    await press(page, dialog.getByRole('button', { name: 'Delete', exact: true }));
    await expect(page.getByRole('main').getByText('No results found.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeFocused();
  });

  test('deleting a note asks first; Cancel goes back to Delete; after a delete focus lands on the next note, then on "Add a note"', async ({
    staffPage: page,
    apiOrigin,
  }) => {
    const { data: lead, error } = await db
      .from('lsg_leads')
      .insert({ name: `Noted ${randomUUID().slice(0, 8)}`, email: `notes-${randomUUID().slice(0, 8)}@example.com`, lead_type: 'contact' })
      .select('id, name')
      .single();
    if (error) throw new Error(error.message);
    // This page's session writes two notes; another session, a third between them (decision 0026).
    const mine = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
    const theirs = await staffSessionToken(apiOrigin, 'Rosa Mendez');
    for (const [token, body] of [
      [mine, 'Older note.'],
      [theirs, 'Rosa called them back.'],
      [mine, 'Newer note.'],
    ] as const) {
      const added = await db.rpc('dashboard_add_lead_note', { session_token: token, lead_id: lead.id, body });
      if (added.error) throw new Error(added.error.message);
    }
    await gotoHydrated(page, `/dashboard?lead=${lead.id}`);
    await listenToLiveRegions(page);
    const view = page.getByRole('dialog', { name: lead.name });
    const note = (text: string) => view.getByRole('listitem').filter({ hasText: text });
    await expect(note('Newer note.')).toBeVisible();
    // Another session's note offers neither Edit nor Delete.
    await expect(note('Rosa called them back.').getByRole('button')).toHaveCount(0);
    await expect(view.getByText(/so that name cannot prove who wrote a note/)).toBeVisible();

    const deleteNewer = note('Newer note.').getByRole('button', { name: /^Delete/ });
    await press(page, deleteNewer);
    const cancel = note('Newer note.').getByRole('button', { name: 'Cancel' });
    await expect(note('Newer note.').getByRole('group', { name: 'Delete this note? This cannot be undone.' })).toBeVisible();
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(deleteNewer).toBeFocused();
    await expect(note('Newer note.')).toBeVisible();

    await page.keyboard.press('Enter');
    await press(page, note('Newer note.').getByRole('button', { name: 'Delete note' }));
    await expect(note('Newer note.')).toHaveCount(0);
    await expect(note('Rosa called them back.')).toBeFocused();
    await expectConfirmed(page, 'Note deleted');

    // The last note: nothing after it, so focus goes to "Add a note".
    await press(page, note('Older note.').getByRole('button', { name: /^Delete/ }));
    await press(page, note('Older note.').getByRole('button', { name: 'Delete note' }));
    await expect(note('Older note.')).toHaveCount(0);
    await expect(view.getByLabel('Add a note')).toBeFocused();
    expect(await describeFocus(page)).not.toBe('body');
  });
});
