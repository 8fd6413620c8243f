/** Keyboard journeys at phone size (issue 25): the open mobile menu holds focus like a modal. */
import { expect, gotoHydrated, test } from './fixtures';

test('with the mobile menu open, Tab and Shift+Tab stay in the header and the page behind leaves the accessibility tree', async ({ page }) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  // Inert: out of the accessibility tree and out of reach of Tab and the pointer.
  const inert = (selector: string) => page.locator(selector).evaluate((element) => element.closest('[inert]') !== null);
  expect(await inert('main')).toBe(true);
  expect(await inert('footer')).toBe(true);
  expect(await inert('header')).toBe(false);

  const inHeader = () => page.evaluate(() => Boolean(document.activeElement?.closest('header')));
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  // From the menu's last control, Tab wraps to the header's first (the logo), not the page below.
  const last = menu.getByRole('link', { name: 'Get a Free Consultation' });
  await last.focus();
  await page.keyboard.press('Tab');
  expect(await inHeader()).toBe(true);
  await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Tab');
    expect(await inHeader()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(await inert('main')).toBe(false);
});

test('a link in the mobile menu lands on the new page heading', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  const pricing = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing', exact: true });
  await pricing.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});
