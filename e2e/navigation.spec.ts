import { expect, gotoHydrated, test, waitForFooterCode } from './fixtures';

test('header links and dropdowns navigate, and the current route is highlighted', async ({ page, guards }) => {
  await gotoHydrated(page, '/privacy-policy');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('button', { name: 'Services' }).click();
  const services = nav.getByRole('link', { name: /Local SEO/ });
  await expect(services).toBeVisible();
  await expect(nav.getByRole('link', { name: /Law Firm SEO/ })).toHaveAttribute('target', '_blank');
  await expect(nav.getByText('Win the Google map pack and "near me" searches in your neighborhood.')).toBeVisible();

  await nav.getByRole('button', { name: 'SEO Quiz' }).click();
  await expect(services).toBeHidden();
  await expect(nav.getByRole('link', { name: /Advanced SEO Assessment/ })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Los Angeles SEO Group, home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elevate Your Online Presence');

  await waitForFooterCode(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  expect(guards.externalRequests).toEqual([]);
});

test('pointing at a link starts loading its page before the click, and the page opens', async ({ page }) => {
  await gotoHydrated(page, '/');
  const pricingChunk = page.waitForRequest(/\/assets\/pricing-page-[^/]+\.js$/);
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
  await link.hover();
  await pricingChunk;
  await link.click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('dropdowns work with the keyboard alone', async ({ page }) => {
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'Services' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: /Local SEO/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: /Competitive Keywords/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();

  // Tab into the open menu and follow a link with Enter.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /Local SEO/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/services/local-seo');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the header changes its look once the page scrolls past 10 px', async ({ page }) => {
  await gotoHydrated(page, '/');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('the hero button scrolls to the contact section', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.locator('a[href="#contact-us"]').click();
  await expect(page).toHaveURL(/#contact-us$/);
  await expect(page.locator('#contact-us')).toBeInViewport();
});

test('every route change scrolls to the top and counts the visit', async ({ page }) => {
  await gotoHydrated(page, '/');
  expect(await page.evaluate(() => localStorage.getItem('pageVisitCount'))).toBe('1');
  await waitForFooterCode(page);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pageVisitCount'))).toBe('2');
});

test('the testimonial carousel moves with its buttons and the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  // The carousel hydrates after the rest of the page; wait until embla runs.
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  const status = carousel.locator('[aria-live="polite"]');
  await expect(status).toHaveText('Showing testimonial 1 of 50');
  const next = carousel.getByRole('button', { name: 'Next testimonials' });
  const previous = carousel.getByRole('button', { name: 'Previous testimonials' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Showing testimonial 2 of 50');
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText('Showing testimonial 3 of 50');
  await previous.click();
  await previous.click();
  await expect(status).toHaveText('Showing testimonial 1 of 50');
  // It loops: back past the first testimonial is the last one.
  await previous.click();
  await expect(status).toHaveText('Showing testimonial 50 of 50');
});

test('the footer countdown ticks towards the end of the month', async ({ page }) => {
  // The clock runs from 9 seconds before the month ends while the page loads: the footer hydrates
  // after the page (its code is a chunk of its own, revealed on React's timers), then the clock
  // stops on a whole second, 3 seconds before the end, so each reading is exact.
  const start = new Date(2026, 10, 30, 23, 59, 50);
  await page.clock.install({ time: start });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('countdown-seconds')).not.toHaveText('--');
  await page.clock.pauseAt(new Date(start.getTime() + 6000));
  await expect(page.getByTestId('countdown-seconds')).toHaveText('03');
  await expect(page.getByTestId('countdown-days')).toHaveText('00');
  await expect(page.getByTestId('countdown-hours')).toHaveText('00');
  await page.clock.runFor(2000);
  await expect(page.getByTestId('countdown-seconds')).toHaveText('01');
});

test('/thank-you sends visitors without a submitted form home, and shows its message to those with one', async ({ page }) => {
  await gotoHydrated(page, '/thank-you');
  await expect(page).toHaveURL('/');

  await page.evaluate(() => sessionStorage.setItem('formSubmitted', 'true'));
  await gotoHydrated(page, '/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message has been received!');
  await expect(page.getByRole('main').getByRole('link', { name: 'Visit the knowledge base' })).toHaveAttribute('href', '/knowledge-base');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});
