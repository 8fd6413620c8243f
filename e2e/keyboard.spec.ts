/**
 * Keyboard journeys (issue 25): Tab, Enter and Escape only, asserting where focus is and what the
 * accessibility tree says, on the built site at 1280 px.
 */
import { expect, gotoHydrated, test } from './fixtures';
import { announcer, tabTo } from './support/keyboard';

test.describe('route changes move focus to the new page and announce it', () => {
  test('a footer link lands on the new page heading, not in the footer, and the title is announced once', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footerAbout = page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true });
    await footerAbout.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());
    await expect(page.getByRole('status').filter({ hasText: await page.title() })).toHaveCount(1);
    // The heading is a focus target for the script only, not a tab stop.
    await expect(heading).toHaveAttribute('tabindex', '-1');
  });

  test('a header link does the same; the first page load and a #hash link do not move focus', async ({ page }) => {
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(announcer(page)).toHaveCount(0);
    const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true });
    await tabTo(page, pricing);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());

  });

  test('the skip link shows with its padding over the logo, and as a #hash link it takes focus to the main region only', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    // 16 px of padding on either side and 8 px above and below the line of text.
    expect(box?.height).toBeGreaterThanOrEqual(36);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await expect(announcer(page)).toHaveCount(0);
  });
});

test.describe('dialogs return focus to what opened them', () => {
  test('"Apply now" on /pricing: Escape returns to the button, whose name starts with its visible words', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    const apply = page.getByRole('button', { name: 'Apply now for Local SEO' });
    await expect(apply).toHaveText('Apply now');
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Apply for Local SEO' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test('the service page lead form: Close returns to the button', async ({ page }) => {
    await gotoHydrated(page, '/services/local-seo');
    const open = page.getByRole('main').getByRole('button', { name: 'Get a Free Local Visibility Review' }).first();
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Close/ }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the report scheduler: Escape returns to its button', async ({ page }) => {
    await gotoHydrated(page, '/seo-tool');
    const open = page.getByRole('button', { name: 'Schedule weekly reports' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schedule weekly SEO reports' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('focus is always visible', () => {
  for (const path of ['/', '/case-studies']) {
    test(`a case-study card draws the focus ring when its link has focus on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link') }).first();
      const link = card.getByRole('link').first();
      await tabTo(page, link, 200);
      const outline = await card.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    });
  }
});
