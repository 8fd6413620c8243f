import type { Page } from '@playwright/test';
import { API_ORIGIN, consoleErrorsWere, expect, gotoHydrated, runClockUntilVisible, test } from './fixtures';
import { agencyMailAbout, apiRequestsOf } from './support/api-requests';
import { leadsByEmail, legacyLeadsByEmail, subscribersByEmail, uniqueEmail } from './support/database';

/** Installs a fake clock so the pop-up's 30 s and the tips' 10 s pass without waiting. */
async function withFakeClock(page: Page) {
  await page.clock.install();
}

async function openPopup(page: Page) {
  await withFakeClock(page);
  await gotoHydrated(page, '/privacy-policy');
  await page.clock.runFor(30_000);
  const dialog = page.getByRole('dialog', { name: 'Get Your Free SEO Consultation' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('lead pop-up', () => {
  test('opens after 30 s, validates, and a submission is one request, lands in both tables and reaches /thank-you', async ({ page, apiOrigin }) => {
    const requests = apiRequestsOf(page, apiOrigin);
    const dialog = await openPopup(page);
    await expect(dialog.getByText('100% Free, No Obligation')).toBeVisible();
    await expect(dialog.getByText('No credit card required')).toBeVisible();
    await expect(dialog.getByText('No obligation to purchase')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenLeadModal'))).toBe('true');

    await dialog.getByRole('button', { name: 'Get My Free Consultation' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    const email = uniqueEmail('popup');
    await dialog.getByLabel('Name', { exact: true }).fill('Rosa Martinez');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone Number (Optional)').fill('(323) 555-0188');
    await dialog.getByLabel('Website (Optional)').fill('rosasbakery.example');
    await dialog.getByRole('button', { name: 'Get My Free Consultation' }).click();

    await expect(page).toHaveURL('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message has been received!');
    await expect(page.getByText('Thanks for reaching out!')).toBeVisible();
    await expect.poll(() => leadsByEmail(email)).toHaveLength(1);
    const [lead] = await leadsByEmail(email);
    expect(lead).toMatchObject({
      name: 'Rosa Martinez',
      phone: '(323) 555-0188',
      website: 'https://rosasbakery.example',
      message: 'Submitted via lead capture modal',
      service: 'General Inquiry',
      lead_type: 'contact',
      source_path: '/privacy-policy',
    });
    // The legacy copy is the database's, written with the lead under the same id.
    expect(await legacyLeadsByEmail(email)).toMatchObject([{ id: lead!.id, service: 'General Inquiry' }]);
    // One request, and nothing after it (the old code sent two more in the background).
    await page.waitForLoadState('networkidle');
    await expect.poll(() => requests).toEqual(['POST /rest/v1/lsg_leads']);
  });

  test("'Maybe Later' closes it, focus comes back, and it never opens again", async ({ page }) => {
    await withFakeClock(page);
    await gotoHydrated(page, '/privacy-policy');
    const termsLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    await termsLink.focus();
    await page.clock.runFor(30_000);
    const dialog = page.getByRole('dialog', { name: 'Get Your Free SEO Consultation' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toBeHidden();
    await expect(termsLink).toBeFocused();
    await page.reload();
    await page.clock.runFor(60_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Escape closes it', async ({ page }) => {
    const dialog = await openPopup(page);
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('opens after 10 s from the second page visit on', async ({ page }) => {
    await withFakeClock(page);
    await page.addInitScript(() => localStorage.setItem('pageVisitCount', '1'));
    await gotoHydrated(page, '/terms-of-service');
    await page.clock.runFor(9_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(page.getByRole('dialog', { name: 'Get Your Free SEO Consultation' })).toBeVisible();
  });

  test('a refused insert shows the failure toast and keeps what was typed', async ({ page, consoleErrors }) => {
    await page.route(`${API_ORIGIN}/rest/v1/lsg_leads*`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
    );
    const dialog = await openPopup(page);
    const email = uniqueEmail('popup-fail');
    await dialog.getByLabel('Name', { exact: true }).fill('Kept Name');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Get My Free Consultation' }).click();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByText('Please try again or contact us directly')).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Kept Name');
    await expect(page).not.toHaveURL(/thank-you/);
    expect(await leadsByEmail(email)).toHaveLength(0);
    consoleErrorsWere(consoleErrors, /status of 503 .*lsg_leads/, /Pop-up lead failed/);
  });

  test('a filled honeypot stores nothing, and the bot is shown success', async ({ page }) => {
    // Each write as it is answered: the database has decided on it before the lead tables are read.
    const writes: Promise<{ url: string; honeypot: string | null }>[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(API_ORIGIN) && request.method() === 'POST')
        writes.push(request.response().then(() => ({ url: request.url(), honeypot: request.headers()['x-lead-honeypot'] ?? null })));
    });
    const dialog = await openPopup(page);
    const email = uniqueEmail('bot');
    await dialog.getByLabel('Name', { exact: true }).fill('Spam Bot');
    await dialog.getByLabel('Email').fill(email);
    await dialog.locator('input[name="honeypot"]').fill('http://spam.example', { force: true });
    await dialog.getByRole('button', { name: 'Get My Free Consultation' }).click();
    await expect(page).toHaveURL('/thank-you');
    await expect(page.getByText('Thanks for reaching out!')).toBeVisible();
    // Settled: every write has its answer (the submission also awaits its insert before sending the
    // visitor on). The writes went out flagged, and the database dropped them
    // (docs/decisions/0008-limits-in-the-database.md).
    const tableWrites = (await Promise.all(writes)).filter((write) => write.url.includes('/rest/v1/'));
    expect(tableWrites.length).toBeGreaterThan(0);
    for (const write of tableWrites) expect(write.honeypot).toBe('http://spam.example');
    expect(await leadsByEmail(email)).toHaveLength(0);
    expect(await legacyLeadsByEmail(email)).toHaveLength(0);
  });
});

test.describe('two-step contact form', () => {
  test('step 1 then abandon leaves a partial lead; finishing completes that same lead: two requests, and the agency is e-mailed', async ({
    page,
    apiOrigin,
    request,
  }) => {
    const requests = apiRequestsOf(page, apiOrigin);
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Invalid email address')).toBeVisible();

    const email = uniqueEmail('contact');
    await form.getByLabel('Name').fill('Dev Patel');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone (optional)').fill('310-555-0123');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByLabel('How can we help?')).toBeVisible();

    await expect.poll(() => leadsByEmail(email)).toHaveLength(1);
    const [partial] = await leadsByEmail(email);
    expect(partial).toMatchObject({
      lead_type: 'contact_partial',
      phone: '310-555-0123',
      message: 'Partial lead from contact form (step 1). Service: SEO Consultation',
      service: 'SEO Consultation',
    });
    expect(await legacyLeadsByEmail(email)).toMatchObject([{ id: partial!.id, lead_type: 'contact_partial' }]);
    await expect.poll(() => requests).toEqual(['POST /rest/v1/lsg_leads']);

    // Back and forward again does not capture a second partial lead.
    await form.getByRole('button', { name: 'Back' }).click();
    await form.getByRole('button', { name: 'Continue' }).click();
    // Step 2 takes focus on its first field as it shows: typing waits for that, as a visitor's would.
    await expect(form.getByLabel('Website (optional)')).toBeFocused();

    await form.getByLabel('Website (optional)').fill('patelplumbing.example');
    await form.getByLabel('How can we help?').fill('Hi');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Message must be at least 5 characters')).toBeVisible();
    await form.getByLabel('How can we help?').fill('We want more calls from Culver City.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL('/thank-you');
    await expect(page.getByText('Message sent successfully')).toBeVisible();
    const rows = await leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: partial!.id,
      lead_type: 'contact_complete',
      website: 'https://patelplumbing.example',
      message: 'We want more calls from Culver City.',
      source_path: '/contact',
    });

    // The whole lead cost two requests, and none of them asked a function to send the e-mail: the
    // database queued it as each row landed and woke its sender, which put it in the local inbox.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => requests).toEqual(['POST /rest/v1/lsg_leads', 'POST /rest/v1/rpc/complete_partial_lead']);
    await expect
      .poll(() => agencyMailAbout(request, apiOrigin, { name: 'Dev Patel', email }), { timeout: 15_000 })
      .toEqual(['Lead completed: Dev Patel (SEO Consultation)', 'New lead: Dev Patel (SEO Consultation)']);
  });

  test('Back and a corrected name and e-mail: the lead in both tables is stored as last typed', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const typo = uniqueEmail('typo');
    const email = uniqueEmail('fixed');
    await form.getByLabel('Name').fill('Jon Smiht');
    await form.getByLabel('Email').fill(typo);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByLabel('Website (optional)')).toBeFocused();
    await expect.poll(() => leadsByEmail(typo)).toHaveLength(1);
    const [partial] = await leadsByEmail(typo);

    await form.getByRole('button', { name: 'Back' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('Jon Smiht');
    await form.getByLabel('Name').fill('Jon Smith');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone (optional)').fill('213-555-0147');
    await form.getByRole('button', { name: 'Continue' }).click();
    // Step 2 takes focus on its first field as it shows: typing waits for that, as a visitor's would.
    await expect(form.getByLabel('Website (optional)')).toBeFocused();
    await form.getByLabel('How can we help?').fill('Please call me about local SEO.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/thank-you');

    expect(await leadsByEmail(typo)).toHaveLength(0);
    expect(await leadsByEmail(email)).toMatchObject([
      { id: partial!.id, name: 'Jon Smith', phone: '213-555-0147', lead_type: 'contact_complete', message: 'Please call me about local SEO.' },
    ]);
    await expect.poll(() => legacyLeadsByEmail(email)).toMatchObject([{ name: 'Jon Smith', lead_type: 'contact_complete' }]);
    expect(await legacyLeadsByEmail(typo)).toHaveLength(0);
  });

  test('step 1 checks the phone length before it moves on', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Pat Long');
    await form.getByLabel('Email').fill(uniqueEmail('phone'));
    await form.getByLabel('Phone (optional)').fill('1'.repeat(41));
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText('Phone number must be at most 40 characters')).toBeVisible();
    await expect(form.getByLabel('Phone (optional)')).toBeFocused();
    await expect(form.getByLabel('How can we help?')).toBeHidden();
  });

  test('before its code has arrived the form keeps what was typed and cannot be sent natively', async ({ page }) => {
    // Hold the form's chunk: the page is interactive, the prerendered form is not hydrated yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/contact-form-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const email = uniqueEmail('contact-early');
    await form.getByLabel('Name').fill('Kim Lee');
    await form.getByLabel('Email').fill(email);
    await expect(form.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // Enter would submit natively (a reload with the details in the address) if the button let it.
    await form.getByLabel('Email').press('Enter');
    release();
    await expect(form.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(page).toHaveURL('/contact');
    await expect(form.getByLabel('Name')).toHaveValue('Kim Lee');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByLabel('How can we help?')).toBeVisible();
    await expect.poll(async () => (await leadsByEmail(email)).map((lead) => lead.name)).toEqual(['Kim Lee']);
  });

  test('a refused submit shows the error toast and message, and keeps the inputs', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/contact');
    const email = uniqueEmail('contact-fail');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Kim Lee');
    await form.getByLabel('Email').fill(email);
    await page.route(`${API_ORIGIN}/rest/v1/**`, (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Continue' }).click();
    // Step 2 takes focus on its first field as it shows: typing waits for that, as a visitor's would.
    await expect(form.getByLabel('Website (optional)')).toBeFocused();
    await form.getByLabel('How can we help?').fill('Please call me back.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Error sending message')).toBeVisible();
    await expect(page.getByText('Please try again later.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
    await expect(form.getByLabel('How can we help?')).toHaveValue('Please call me back.');
    await expect(page).toHaveURL('/contact');
    consoleErrorsWere(consoleErrors, /ERR_CONNECTION_REFUSED .*\/rest\/v1\//, /Contact lead failed/);
  });

  test('the home page carries the form in #contact-us with the office hours', async ({ page }) => {
    await gotoHydrated(page, '/');
    const section = page.locator('#contact-us');
    await expect(section.getByText('Monday to Friday, 9am to 6pm PT')).toBeVisible();
    await expect(section.getByText(/5pm|17:00/)).toHaveCount(0);
    await expect(section.getByRole('link', { name: '(213) 555-0142' })).toHaveAttribute('href', 'tel:+12135550142');
    await expect(section.getByRole('link', { name: 'hello@losangelesseogroup.com' })).toHaveAttribute('href', 'mailto:hello@losangelesseogroup.com');
    await expect(section.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});

test.describe('contact page', () => {
  test('the map loads only after a click', async ({ page, guards }) => {
    await gotoHydrated(page, '/contact');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.locator('iframe[title^="Map of our office"]')).toHaveAttribute('src', /openstreetmap\.org/);
    // The blocked request proves it was the click that asked for it.
    await expect.poll(() => guards.externalRequests.some((url) => url.includes('openstreetmap.org'))).toBe(true);
  });

  test('four FAQs open and close', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const questions = page.getByRole('region', { name: /Questions before you reach out/ }).getByRole('button');
    await expect(questions).toHaveCount(4);
    await questions.first().click();
    await expect(page.getByText('Within 24 hours on business days')).toBeVisible();
  });
});

test.describe('newsletter', () => {
  test('subscribes in one request, clears the input, and a second sign-up with the same address is one subscriber', async ({ page, apiOrigin }) => {
    const requests = apiRequestsOf(page, apiOrigin);
    await gotoHydrated(page, '/terms-of-service');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Email address');
    const button = footer.getByRole('button', { name: 'Subscribe' });

    await input.fill('no-at-sign');
    await button.click();
    await expect(page.getByText('Invalid Email')).toBeVisible();

    const email = uniqueEmail('news');
    await input.fill(email);
    await button.click();
    await expect(page.getByText('Subscribed Successfully!')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect.poll(() => requests).toEqual(['POST /rest/v1/rpc/add_newsletter_subscriber']);
    await input.fill(email.toUpperCase());
    await button.click();
    await expect(page.getByText('Subscribed Successfully!').first()).toBeVisible();

    // Each sign-up's legacy row is written by the procedure, as typed (the old code inserted it from the browser).
    expect(await legacyLeadsByEmail(email)).toHaveLength(1);
    expect(await legacyLeadsByEmail(email.toUpperCase())).toHaveLength(1);
    expect(await subscribersByEmail(email)).toHaveLength(1);
    const leads = await leadsByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ lead_type: 'newsletter', name: 'Newsletter Subscriber' });
  });

  test('a refused subscription shows "Subscription Failed"', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/terms-of-service');
    await page.route(`${API_ORIGIN}/rest/v1/rpc/add_newsletter_subscriber*`, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":"22023","message":"Please enter a valid email address."}' }),
    );
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(uniqueEmail('news-fail'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription Failed')).toBeVisible();
    consoleErrorsWere(consoleErrors, /status of 400 .*add_newsletter_subscriber/);
  });
});

test.describe('tip notifications', () => {
  // Visitors who have seen the lead pop-up: only the tips may show.
  test.use({ popupSeen: true });

  test('the first tip shows after about 10 s with a Learn more link, and can be dismissed', async ({ page }) => {
    await withFakeClock(page);
    await gotoHydrated(page, '/privacy-policy');
    await page.clock.runFor(9_000);
    await expect(page.getByRole('link', { name: 'Learn more' })).toHaveCount(0);
    await page.clock.runFor(1_500);
    // At 10 s the tip's code is fetched, then Sonner shows it on a timer: the clock must move again
    // once that code has arrived, which on a busy machine can be after the step above.
    const learnMore = page.getByRole('link', { name: 'Learn more' });
    await runClockUntilVisible(page, learnMore);
    await expect(learnMore).toHaveAttribute('href', /^\/knowledge-base\/[a-z-]+$/);
    await page.getByRole('button', { name: /close toast/i }).click();
    await expect(learnMore).toHaveCount(0);
  });

  test('no tip interrupts a visitor typing in a form', async ({ page }) => {
    await withFakeClock(page);
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Name').focus();
    await page.clock.runFor(11_000);
    await expect(page.getByRole('link', { name: 'Learn more' })).toHaveCount(0);
  });
});

test.describe('/thank-you is only for visitors who just sent a form', () => {
  test.use({ popupSeen: true });

  test('without the flag it leaves for home from the HTML itself, before the page paints', async ({ page, request, consoleErrors }) => {
    // The guard runs in the head: the parser reaches no markup of the page before it has run.
    const html = await (await request.get('/thank-you')).text();
    const guardAt = html.indexOf('sessionStorage.getItem("formSubmitted")');
    expect(guardAt).toBeGreaterThan(-1);
    expect(guardAt).toBeLessThan(html.indexOf('<body'));
    expect(guardAt).toBeLessThan(html.indexOf('<title>'));
    // With the app's JavaScript blocked, only that guard can move the visitor.
    await page.route('**/assets/**', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
    await page.goto('/thank-you');
    await expect(page).toHaveURL('/');
    // Home's own scripts are blocked too: wait until the last of them has failed before naming them.
    await page.waitForLoadState('networkidle');
    consoleErrorsWere(consoleErrors, /net::ERR_FAILED \(.*\/assets\/.*\.js\)/);
  });

  test('with the flag it stays and thanks the visitor', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('formSubmitted', 'true'));
    await gotoHydrated(page, '/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: 'Your message has been received!' })).toBeVisible();
    await expect(page).toHaveURL('/thank-you');
  });
});

test('the pop-up never lands on a visitor typing into the contact form, and keeps away while words are unsent', async ({ page }) => {
  await withFakeClock(page);
  await gotoHydrated(page, '/contact');
  const name = page.getByLabel('Name', { exact: true }).first();
  await name.fill('Rosa Martinez');
  await page.clock.runFor(31_000);
  await page.clock.runFor(20_000);
  await expect(page.getByRole('dialog', { name: 'Get Your Free SEO Consultation' })).toHaveCount(0);
  await expect(name).toBeFocused();
  // Focus leaves the form, but the name is still unsent: the pop-up still waits.
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(20_000);
  await expect(page.getByRole('dialog', { name: 'Get Your Free SEO Consultation' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hasSeenLeadModal'))).toBeNull();
});
