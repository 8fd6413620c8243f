/**
 * Keyboard journeys (issue 25): Tab, Enter and Escape only, asserting where focus is and what the
 * accessibility tree says, on the built site at 1280 px.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, waitForFooterCode } from './fixtures';
import { db } from './support/database';
import { announcer, tabTo } from './support/keyboard';

test.describe('route changes move focus to the new page and announce it', () => {
  test('a footer link lands on the new page heading, not in the footer, and the title is announced once', async ({ page }) => {
    await gotoHydrated(page, '/');
    await waitForFooterCode(page);
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

  test('the service page lead form: opens on its first field with its heading once, and Close returns to the button', async ({ page }) => {
    await gotoHydrated(page, '/services/local-seo');
    const open = page.getByRole('main').getByRole('button', { name: 'Get a Free Local Visibility Review' }).first();
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get a Free Local Visibility Review' });
    await expect(dialog).toBeVisible();
    // It opens on the form's first field, not on Close, and says its title once.
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(dialog.getByRole('heading', { name: 'Get a Free Local Visibility Review' })).toHaveCount(1);
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

test.describe('charts leave no tab stop behind their text version', () => {
  /** Focusable elements inside aria-hidden chart drawings, and how many drawings there are. */
  async function hiddenTabStops(page: Page) {
    return page.evaluate(() => {
      const drawings = [...document.querySelectorAll('[aria-hidden="true"]')].filter((element) => element.querySelector('svg'));
      const focusable = 'svg[tabindex], [tabindex]:not([tabindex="-1"]), a[href], button, input, select, textarea';
      return {
        drawings: drawings.length,
        tabStops: drawings.flatMap((drawing) => [...drawing.querySelectorAll(focusable)].map((element) => element.outerHTML.slice(0, 80))),
      };
    });
  }

  test('an article with charts, a pie among them', async ({ page }) => {
    await gotoHydrated(page, '/knowledge-base/content-optimization');
    // The article's sections open with Enter on their summaries; charts draw once they come near the screen.
    const closed = page.locator('main details:not([open]) > summary');
    while ((await closed.count()) > 0) {
      await closed.first().focus();
      await page.keyboard.press('Enter');
    }
    for (const figure of await page.getByRole('main').locator('figure').all()) await figure.scrollIntoViewIfNeeded();
    await expect(page.locator('[aria-hidden="true"] svg.recharts-surface').first()).toBeAttached();
    const found = await hiddenTabStops(page);
    expect(found.drawings).toBeGreaterThan(0);
    expect(found.tabStops).toEqual([]);
  });

  test.describe('the logged-in dashboard', () => {
    // A lead of today, so the chart of the last 30 days has something to draw from the first load.
    test.beforeEach(async () => {
      const { error } = await db.from('lsg_leads').insert({ name: 'Chart Lead', email: `chart-${randomUUID().slice(0, 8)}@example.com`, lead_type: 'contact' });
      if (error) throw new Error(error.message);
    });

    test('its chart of the last 30 days', async ({ staffPage: page }) => {
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.locator('[aria-hidden="true"] svg.recharts-surface').first()).toBeAttached();
      const found = await hiddenTabStops(page);
      expect(found.drawings).toBeGreaterThan(0);
      expect(found.tabStops).toEqual([]);
    });
  });
});

test.describe('the footer', () => {
  test.use({ popupSeen: true });

  test('its navigation landmarks have distinct names', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const navs = page.getByRole('contentinfo').getByRole('navigation');
    const names = await navs.evaluateAll((elements) =>
      elements.map((element) => {
        const by = element.getAttribute('aria-labelledby');
        return (element.getAttribute('aria-label') ?? (by ? document.getElementById(by)?.textContent : '') ?? '').trim();
      }),
    );
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names) expect(name).not.toBe('');
    expect(new Set(names).size).toBe(names.length);
  });

  test('a wrong newsletter address is said under the field, tied to it, and the field is marked invalid', async ({ page }) => {
    await gotoHydrated(page, '/terms-of-service');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', { name: 'Email address' });
    await tabTo(page, input, 200);
    await page.keyboard.type('no-at-sign');
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The spec's toast stays; the same words show under the field, and focus goes back to it.
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
    // Typing again clears the message.
    await page.keyboard.type('@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('');
  });

  test('the countdown pauses and resumes from the keyboard, and holds still while paused', async ({ page }) => {
    test.slow();
    await page.clock.install({ time: new Date(2026, 10, 20, 9, 0, 0) });
    await gotoHydrated(page, '/terms-of-service');
    const seconds = page.getByTestId('countdown-seconds');
    await expect(seconds).not.toHaveText('--');
    const pause = page.getByRole('button', { name: 'Pause countdown' });
    await tabTo(page, pause, 200);
    await page.keyboard.press('Enter');
    const resume = page.getByRole('button', { name: 'Resume countdown' });
    await expect(resume).toBeFocused();
    const held = await seconds.textContent();
    await page.clock.runFor(5_000);
    // React renders a tick's update a moment after the timer (on a message, not a timer): let it.
    await page.evaluate(() => new Promise((settle) => queueMicrotask(() => settle(null))));
    await page.evaluate(() => null);
    expect(await seconds.textContent()).toBe(held);
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();
    await expect(seconds).not.toHaveText(held!);
    // The same five seconds move a running countdown: the check above could have failed.
    const resumed = await seconds.textContent();
    await page.clock.runFor(5_000);
    await expect(seconds).not.toHaveText(resumed!);
  });
});

test.describe('the pricing wizard at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, popupSeen: true });

  test('its step list names every step in the accessibility tree', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    const apply = page.getByRole('button', { name: 'Apply now for Local SEO' });
    await tabTo(page, apply, 200);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Apply for Local SEO' });
    await expect(dialog.getByRole('list', { name: 'Application steps' })).toMatchAriaSnapshot(`
      - list "Application steps":
        - listitem: Business Info
        - listitem: Contact Details
        - listitem: SEO Profile
        - listitem: Goals & Audience
        - listitem: Review
    `);
  });
});
