/**
 * The privacy request path (decision 0038): from the footer and the privacy policy to the short form,
 * filled and sent by keyboard alone, the confirmation taking focus, and the request in the staff
 * dashboard under its own filter.
 */
import { API_ORIGIN, expect, gotoHydrated, test } from './fixtures';
import { axe } from './support/axe';
import { leadsByEmail, uniqueEmail } from './support/database';
import { press, typeInto } from './support/keyboard';
import { plantStaffSession, staffSessionToken } from './support/staff';

test.use({ popupSeen: true });

test('a visitor sends a privacy request by keyboard and sees the confirmation; staff see it in the dashboard', async ({ page, guards, browser, baseURL }) => {
  test.slow();
  await gotoHydrated(page, '/privacy-policy');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Request' })).toHaveAttribute('href', '/privacy-request');
  await press(page, page.getByRole('main').getByRole('link', { name: 'make a privacy request with our short form' }));
  await expect(page).toHaveURL('/privacy-request');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy request');

  const form = page.getByRole('form', { name: 'Make a privacy request' });
  await expect(form.getByRole('button', { name: 'Send request' })).toBeEnabled();
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);

  // Sent without a kind of request: the form says so and sends nothing.
  const email = uniqueEmail('privacy-e2e');
  await typeInto(page, form.getByLabel('Name'), 'Jordan Lee');
  await typeInto(page, form.getByLabel('Email'), email);
  await press(page, form.getByRole('button', { name: 'Send request' }));
  await expect(form.getByText('Please choose what you are asking for')).toBeVisible();

  await form.getByLabel('What are you asking for?').focus();
  await page.keyboard.type('Delete');
  await expect(form.getByLabel('What are you asking for?')).toHaveValue('delete');
  await typeInto(page, form.getByLabel('Anything that helps us find your details (optional)'), 'I sent the contact form in October.');
  await press(page, form.getByRole('button', { name: 'Send request' }));

  // In the page, not the announcer that says the same words a moment later.
  const confirmation = page.getByRole('main').getByText('Your privacy request has been sent.');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect.poll(async () => (await leadsByEmail(email)).map((lead) => lead.lead_type)).toEqual(['privacy_request']);
  expect(guards.consoleErrors).toEqual([]);

  // Staff: the request is listed under its own filter.
  const staff = await browser.newPage({ baseURL });
  try {
    const token = await staffSessionToken(API_ORIGIN, 'Privacy Reviewer');
    await plantStaffSession(staff, { siteOrigin: new URL(baseURL!).origin, token, staffName: 'Privacy Reviewer', remember: false });
    await gotoHydrated(staff, '/dashboard');
    await staff.getByLabel('Lead type').selectOption({ label: 'Privacy Requests' });
    await staff.getByLabel('Search leads').fill(email);
    const row = staff.locator('tbody tr', { hasText: email });
    await expect(row).toContainText('Privacy Request');
    await expect(row).toContainText('Jordan Lee');
  } finally {
    await staff.close();
  }
});
