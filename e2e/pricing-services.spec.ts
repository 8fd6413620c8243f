import type { Page } from '@playwright/test';
import { allFaqs } from '../src/content/faqs';
import { servicePages } from '../src/content/services';
import { consoleErrorsWere, expect, gotoHydrated, test } from './fixtures';
import { apiRequestsOf } from './support/api-requests';
import { leadsByEmail, uniqueEmail } from './support/database';
import { fillStepsOneAndTwo } from './support/pricing';

// Visitors who have seen the lead pop-up: it stays out of these journeys.
test.use({ popupSeen: true });

async function openApplication(page: Page, plan: string) {
  await page.getByRole('button', { name: `Apply now for ${plan}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${plan}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('pricing and the onboarding wizard', () => {
  test('shows the five plans and applies for one through all five steps; the application lead lands in one request', async ({ page, guards, apiOrigin }) => {
    const requests = apiRequestsOf(page, apiOrigin);
    await gotoHydrated(page, '/pricing');
    for (const price of ['$950', '$2,000', '$3,500+', '$5,000+', 'Custom Quote']) await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Most popular')).toBeVisible();

    const email = uniqueEmail('apply');
    const dialog = await openApplication(page, 'Medium Competitive Keywords');
    await fillStepsOneAndTwo(dialog, email);
    await dialog.getByLabel('Current monthly website visitors').selectOption('1000-5000');
    await dialog.getByLabel('Main competitors').fill('brightsmile.example, westsidedental.example');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Goals').fill('More new-patient bookings from Santa Monica and Venice.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
    await expect(dialog.getByText('Medium Competitive Keywords ($2,000)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByText('Application Submitted!')).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours to discuss next steps.")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('seoOnboardingData'))).toBeNull();
    const leads = await leadsByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      lead_type: 'plan_application',
      name: 'Grace Kim',
      company_name: 'Kim Family Dental',
      website: 'https://kimdental.example',
      service: 'Medium Competitive Keywords',
      source_path: '/pricing',
      details: { plan: 'competitive-keywords', currentTraffic: '1000-5000', competitors: 'brightsmile.example, westsidedental.example' },
    });
    await page.waitForLoadState('networkidle');
    await expect.poll(() => requests).toEqual(['POST /rest/v1/lsg_leads']);
    expect(guards.consoleErrors).toEqual([]);
  });

  test('a reload midway restores the plan, the step and the answers with "Form data restored"', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    const dialog = await openApplication(page, 'Local SEO');
    await fillStepsOneAndTwo(dialog, uniqueEmail('restore'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByText('Form data restored')).toBeVisible();
    const restored = page.getByRole('dialog', { name: 'Apply for Local SEO' });
    await expect(restored.getByRole('heading', { name: 'Step 3 of 5: SEO Profile' })).toBeVisible();
    await restored.getByRole('button', { name: 'Back' }).click();
    await expect(restored.getByLabel('Contact name')).toHaveValue('Grace Kim');

    // Start over: a clean first step, and the saved answers are gone for good.
    await restored.getByRole('button', { name: 'Start over' }).click();
    await expect(restored.getByRole('heading', { name: /^Step 1 of 5/ })).toBeVisible();
    await expect(restored.getByRole('button', { name: 'Start over' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('seoOnboardingData'))).toBeNull();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the FAQ teaser is a single-open accordion of five', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    const faq = page.getByRole('region', { name: 'Pricing questions' });
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveCount(5);
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(1).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('service pages', () => {
  for (const service of servicePages) {
    test(`${service.path}: tabs, FAQ accordion and the lead modal (the lead lands)`, async ({ page, guards }) => {
      await gotoHydrated(page, service.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.heading);
      await expect(page.getByText(service.priceCard.price, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See every way to reach us on the contact page' })).toHaveAttribute('href', '/contact');

      const phases = page.getByRole('tablist', { name: 'Process phases' });
      const [first, second] = [
        service.process.tabs.find((tab) => tab.id === service.process.defaultTab)!,
        service.process.tabs.find((tab) => tab.id !== service.process.defaultTab)!,
      ];
      await expect(phases.getByRole('tab', { name: first.label })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: first.heading })).toBeVisible();
      await phases.getByRole('tab', { name: second.label }).click();
      await expect(page.getByRole('heading', { name: second.heading })).toBeVisible();

      const faq = service.faqs[0]!;
      await page.getByRole('button', { name: faq.q }).click();
      await expect(page.getByText(faq.a)).toBeVisible();

      await page.getByRole('button', { name: service.hero.primaryCta }).first().click();
      const dialog = page.getByRole('dialog', { name: service.hero.primaryCta });
      const email = uniqueEmail(service.id);
      await dialog.getByLabel('Name').fill('Luis Ortega');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      // Step 2 appears with the focus already on its first field, so typing on goes where it belongs.
      await expect(dialog.getByLabel('Website (optional)')).toBeFocused();
      await dialog.getByLabel('How can we help?').fill(`We would like a proposal for ${service.name}.`);
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(service.path);
      await expect
        .poll(async () => (await leadsByEmail(email)).map((lead) => [lead.lead_type, lead.service]))
        .toEqual([['contact_complete', service.leadService]]);
      expect(guards.consoleErrors).toEqual([]);
    });
  }

  test('an unknown service shows the not-found page', async ({ page, consoleErrors }) => {
    await page.goto('/services/astrology-seo');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // A not-found page is answered 404, which the browser logs: the one provoked error.
    consoleErrorsWere(consoleErrors, /status of 404 \(Not Found\) \(.*\/services\//);
  });
});

test.describe('FAQ page', () => {
  test('search hides empty categories, "No questions found" and Clear Search', async ({ page }) => {
    await gotoHydrated(page, '/faqs');
    await expect(
      page.getByRole('heading', { level: 2 }).filter({ hasText: /^(General SEO|Our Services|Local SEO|Technical Aspects|Results & ROI)$/ }),
    ).toHaveCount(5);
    const search = page.getByLabel('Search the FAQs');
    await search.fill('1,800%');
    await expect(page.getByRole('heading', { name: 'Results & ROI' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'General SEO' })).toBeHidden();
    await search.fill('quantum entanglement');
    await expect(page.getByText('No questions found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Technical Aspects' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('main').getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
  });

  test('every answer is in the page, hidden until found, and the browser finding it opens its question', async ({ page }) => {
    await gotoHydrated(page, '/faqs');
    const faq = allFaqs.at(-1)!;
    const question = page.getByRole('button', { name: faq.question });
    const answer = page.locator(`[role="region"][aria-labelledby="${await question.getAttribute('id')}"]`);
    await expect(answer).toHaveAttribute('hidden', 'until-found');
    await expect(answer).toContainText(faq.answer);
    // A link to an element inside a hidden-until-found panel makes Chromium reveal it as find-in-page
    // does: beforematch, then no hidden. (Headless Chromium has no find bar; text fragments on a load are
    // e2e/text-fragment-landings.spec.ts's.)
    const id = await answer.getAttribute('id');
    await page.evaluate((target) => (window.location.hash = target!), id);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(faq.answer)).toBeVisible();
    await question.click();
    await expect(answer).toHaveAttribute('hidden', 'until-found');
  });
});
