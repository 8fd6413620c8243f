import { expect, gotoHydrated, test } from './fixtures';

test('the mobile menu opens, scrolls, carries the phone and consultation links, and closes on navigation', async ({ page }) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: '(213) 555-0142' })).toHaveAttribute('href', 'tel:+12135550142');
  await expect(menu.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute('href', '/contact');
  expect(await menu.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');

  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(menu).toBeHidden();
});

test('the mobile menu works with the keyboard and Escape closes it', async ({ page }) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
