import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DIST, expect, gotoHydrated, runClockUntilVisible, test } from './fixtures';
import { apiRequestsOf } from './support/api-requests';
import { db, leadsByEmail, uniqueEmail } from './support/database';
import { parsePageHtml } from '@shared/page-analysis';

// Visitors who have seen the lead pop-up: it stays out of these journeys.
test.use({ popupSeen: true });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/** The url_test leads recorded for one analysed address. */
async function urlTestLeads(website: string) {
  const { data, error } = await db.from('lsg_leads').select('*').eq('lead_type', 'url_test').eq('website', website);
  if (error) throw new Error(error.message);
  return data;
}

test.describe('SEO analysis tool', () => {
  test('?url= of a page of this site runs at once and shows its real title and word count, in one request', async ({ page, baseURL, guards, apiOrigin }) => {
    const requests = apiRequestsOf(page, apiOrigin);
    const target = `${baseURL}/about`;
    const html = readFileSync(resolve(DIST, 'about/index.html'), 'utf8');
    const facts = parsePageHtml(html, target);

    // The clock stands still from the start, however slow the machine: time passes only in the
    // runFor calls below, so the insights' 1.5 s delay cannot run out while the results are read.
    await page.clock.pauseAt(Date.now() + 1_000);
    await gotoHydrated(page, `/seo-tool?url=${encodeURIComponent(target)}`);
    await expect(page.getByLabel('Website URL')).toHaveValue(target);
    await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
    await page.clock.runFor(3_000);

    // The results arrive with the fetched page and a chunk of their own, which React reveals on a
    // timer of its own: let the clock run in small steps until they show.
    const results = page.getByRole('region', { name: /Results for/ });
    // The "Analysis Complete" toast comes with them, from the toaster's own lazily loaded chunk.
    await runClockUntilVisible(page, results, page.getByText('Analysis Complete'));
    await expect(results.getByText('Score, metrics and page facts measured live.')).toBeVisible();

    // Indexability leads the metrics, and each metric says why: the site's page that explains its rule (issue 62).
    const metrics = results.getByRole('tabpanel', { name: 'Overview' }).getByRole('listitem');
    await expect(metrics.first().getByRole('heading', { name: 'Indexability' })).toBeVisible();
    await expect(metrics.first().getByRole('link', { name: 'Getting Your Pages Indexed: Sitemaps, Robots and Canonicals' })).toHaveAttribute(
      'href',
      '/knowledge-base/indexing-strategy',
    );
    const content = metrics.filter({ has: page.getByRole('heading', { name: 'Content Depth' }) });
    await expect(content.getByText(`${facts.wordCount.toLocaleString('en-US')} words of copy. Google has no preferred word count`)).toBeVisible();
    await expect(content.getByRole('link', { name: 'Content Depth vs. Length: Cover a Topic Without Padding' })).toHaveAttribute(
      'href',
      '/knowledge-base/content-depth',
    );

    await results.getByRole('tab', { name: 'Pages' }).click();
    const pages = results.getByRole('tabpanel', { name: 'Pages' });
    await expect(pages.getByRole('heading', { name: facts.title! })).toBeVisible();
    await expect(pages.getByText('Measured:')).toBeVisible();
    await expect(pages.getByText(facts.wordCount.toLocaleString('en-US'), { exact: true })).toBeVisible();

    // The insights panel waits 1.5 s, then shows its four insights.
    const insights = page.getByRole('region', { name: 'AI insights' });
    await expect(insights.getByRole('status')).toHaveText('Generating insights from your results...');
    await page.clock.runFor(1_500);
    await expect(insights.getByRole('listitem')).toHaveCount(4);
    for (const category of ['Content', 'Keywords', 'Technical', 'Strategy']) await expect(insights.getByText(category, { exact: true })).toBeVisible();

    // The page check was the analysis's one request, and the function recorded the url_test lead.
    await expect.poll(() => requests).toEqual(['POST /functions/v1/analyze-page']);
    const leads = await urlTestLeads(target);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'SEO Tool User', email: 'seo-tool@anonymous.invalid', service: 'SEO Tool', source_path: '/seo-tool' });
    expect(guards.consoleErrors).toEqual([]);
  });

  test('validates the address, and falls back to a labelled simulation when the page cannot be fetched', async ({ page, apiOrigin }) => {
    const requests = apiRequestsOf(page, apiOrigin);
    await gotoHydrated(page, '/seo-tool');
    const input = page.getByLabel('Website URL');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect(page.getByText('Please enter a URL.')).toBeVisible();
    await input.fill('not a site');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect(page.getByText('Please enter a valid URL. Example: www.losangelesseogroup.com')).toBeVisible();

    // Nothing listens on port 9 of loopback: the check fails and the tool says why.
    await input.fill('127.0.0.1:9/');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect(input).toHaveValue('https://127.0.0.1:9/');
    await page.clock.runFor(3_000);
    const results = page.getByRole('region', { name: /Results for/ });
    await expect(
      results.getByText(/We could not check the live page, so every figure below is simulated\. Reason: The page could not be reached/),
    ).toBeVisible();
    const score = Number((await results.getByRole('img', { name: /SEO score/ }).getAttribute('aria-label'))!.match(/\d+/)![0]);
    expect(score).toBeGreaterThanOrEqual(50);
    expect(score).toBeLessThanOrEqual(79);
    // Refused addresses sent nothing; the failed check was one request, and its lead was recorded all the same.
    await expect.poll(() => requests).toEqual(['POST /functions/v1/analyze-page']);
    expect(await urlTestLeads('https://127.0.0.1:9/')).toEqual([expect.objectContaining({ lead_type: 'url_test', source_path: '/seo-tool' })]);
  });

  test('?tool= picks the tool tab and the result tab it opens on', async ({ page, baseURL }) => {
    await gotoHydrated(page, `/seo-tool?tool=keywords&url=${encodeURIComponent(`${baseURL}/contact`)}`);
    await expect(page.getByRole('tab', { name: 'Keyword Research' })).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(3_000);
    await expect(page.getByRole('tab', { name: 'Keywords' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Keyword opportunities' }).getByRole('row')).toHaveCount(9);

    await page.getByRole('tab', { name: 'Site Speed' }).click();
    await expect(page).toHaveURL(/tool=speed/);
  });

  test('competitors: add, refuse empty and duplicate, edit with the domain locked, remove, find, business card', async ({ page, baseURL }) => {
    await gotoHydrated(page, `/seo-tool?url=${encodeURIComponent(`${baseURL}/`)}`);
    await page.clock.runFor(3_000);
    await page.getByRole('tab', { name: 'Competitors' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Competitors' });
    const rows = panel.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove/ }) });
    await expect(rows).toHaveCount(2);

    const addForm = panel.getByRole('form', { name: 'Add a competitor' });
    await addForm.getByRole('button', { name: 'Add competitor' }).click();
    await expect(page.getByText('Please enter a competitor domain name.')).toBeVisible();

    await addForm.getByLabel('Competitor domain').fill('https://www.Rival-Dental.com/about');
    await addForm.getByLabel('SEO score (0-100)').fill('71');
    await addForm.getByLabel('Monthly traffic').fill('lots');
    await addForm.getByRole('button', { name: 'Add competitor' }).click();
    await expect(panel.getByText('rival-dental.com', { exact: true })).toBeVisible();
    await expect(panel.getByText('0 visits a month', { exact: false }).last()).toBeVisible();

    // Three competitors: the business info card appears.
    const card = panel.getByRole('region', { name: 'Tell us about your business' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();

    await addForm.getByLabel('Competitor domain').fill('rival-dental.com');
    await addForm.getByRole('button', { name: 'Add competitor' }).click();
    await expect(page.getByText('This competitor already exists in your list.')).toBeVisible();

    await panel.getByRole('button', { name: 'Edit rival-dental.com' }).click();
    const editForm = panel.getByRole('form', { name: 'Edit rival-dental.com' });
    await expect(editForm.getByLabel('Competitor domain')).toBeDisabled();
    await editForm.getByLabel('Backlinks').fill('4200');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(panel.getByText(/4,200 backlinks/)).toBeVisible();

    await panel.getByRole('button', { name: 'Remove rival-dental.com' }).click();
    await expect(panel.getByText('rival-dental.com', { exact: true })).toBeHidden();
    await expect(rows).toHaveCount(2);

    await panel.getByRole('button', { name: 'Find Competitors' }).click();
    await expect(panel.getByRole('button', { name: 'Finding competitors...' })).toBeDisabled();
    await page.clock.runFor(2_000);
    await expect(rows).toHaveCount(4);
  });
});

test.describe('weekly report scheduler', () => {
  test('step 1 rules, the partial lead on Continue, then one call that completes it with the schedule: two requests', async ({ page, apiOrigin }) => {
    // A long journey (two steps, four recipients, two database checks) on a page with a dialog open.
    test.slow();
    const requests = apiRequestsOf(page, apiOrigin);
    await gotoHydrated(page, '/seo-tool');
    await page.getByRole('button', { name: 'Schedule weekly reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule weekly SEO reports' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Missing information')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields to continue.')).toBeVisible();

    const email = uniqueEmail('reports');
    await dialog.getByLabel('Full name').fill('Grace Kim');
    await dialog.getByLabel('Email').fill('grace@nowhere');
    await dialog.getByLabel('Phone').fill('(310) 555-0190');
    await dialog.getByLabel('Company name').fill('Kim Family Dental');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByLabel('Report day')).toHaveValue('monday');
    await expect.poll(async () => (await leadsByEmail(email)).map((lead) => lead.lead_type)).toEqual(['report_scheduler_partial']);
    await expect.poll(() => requests).toEqual(['POST /rest/v1/lsg_leads']);

    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveValue('Grace Kim');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByLabel('Report day').selectOption('wednesday');
    // A new address each run: one with a confirmation link pending is not asked again (decision 0045).
    const office = uniqueEmail('office');
    await dialog.getByLabel('Recipient 1 email').fill(office);
    await dialog.getByRole('button', { name: 'Add recipient' }).click();
    await dialog.getByRole('button', { name: 'Add recipient' }).click();
    await dialog.getByLabel('Recipient 3 email').fill('marketing@kimdental.example');
    await dialog.getByRole('button', { name: 'Remove recipient 3' }).click();
    await dialog.getByRole('textbox', { name: 'Website' }).fill('kimdental.example');
    // No reports without the consent box (docs/decisions/0021-weekly-reports.md).
    await dialog.getByRole('button', { name: 'Schedule Reports' }).click();
    await expect(dialog.getByText('Please tick the box so we may e-mail the reports')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /weekly SEO report/ }).check();
    await dialog.getByRole('button', { name: 'Schedule Reports' }).click();

    await expect(page.getByText('Weekly reports scheduled!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const leads = await leadsByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      lead_type: 'report_scheduler_complete',
      name: 'Grace Kim',
      phone: '(310) 555-0190',
      company_name: 'Kim Family Dental',
      website: 'https://kimdental.example',
      service: 'Weekly SEO Reports',
      message: `Weekly SEO report every Wednesday for https://kimdental.example. Also send to: ${office}.`,
      // The schedule's day, recipients and consent are its subscription's (docs/decisions/0052-commands-are-calls.md).
      details: null,
    });
    // Back and Continue again stored no second partial lead: the partial lead, then the one call that completes it.
    await expect.poll(() => requests).toEqual(['POST /rest/v1/lsg_leads', 'POST /rest/v1/rpc/schedule_weekly_report']);

    // Reset on success: opening again starts at step 1 with an empty form.
    await page.getByRole('button', { name: 'Schedule weekly reports' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveValue('');
  });

  test('Back and corrected contact details: the complete lead holds them, and the notification agrees', async ({ page }) => {
    await gotoHydrated(page, '/seo-tool');
    await page.getByRole('button', { name: 'Schedule weekly reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule weekly SEO reports' });
    const typo = uniqueEmail('reports-typo');
    const email = uniqueEmail('reports-fixed');
    await dialog.getByLabel('Full name').fill('Omar Haddd');
    await dialog.getByLabel('Email').fill(typo);
    await dialog.getByLabel('Phone').fill('(323) 555-0111');
    await dialog.getByLabel('Company name').fill('Haddad Law');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByLabel('Report day')).toBeFocused();
    await expect.poll(async () => (await leadsByEmail(typo)).length).toBe(1);

    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByLabel('Full name').fill('Omar Haddad');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('(323) 555-0112');
    await dialog.getByLabel('Company name').fill('Haddad Law Group');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'Website' }).fill('haddadlaw.example');
    await dialog.getByRole('checkbox', { name: /weekly SEO report/ }).check();
    await dialog.getByRole('button', { name: 'Schedule Reports' }).click();
    await expect(page.getByText('Weekly reports scheduled!')).toBeVisible();

    expect(await leadsByEmail(typo)).toHaveLength(0);
    expect(await leadsByEmail(email)).toMatchObject([
      {
        lead_type: 'report_scheduler_complete',
        name: 'Omar Haddad',
        phone: '(323) 555-0112',
        company_name: 'Haddad Law Group',
        website: 'https://haddadlaw.example',
      },
    ]);
  });
});

test('choosing a tool tab keeps the scroll position, adds no history entry and counts no page visit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await gotoHydrated(page, '/seo-tool');
  const tab = page.getByRole('tab', { name: 'Keyword Research' });
  await tab.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const before = await page.evaluate(() => ({ y: Math.round(window.scrollY), history: history.length, visits: localStorage.getItem('pageVisitCount') }));
  expect(before.y).toBeGreaterThan(0);
  await tab.click();
  await expect(page).toHaveURL(/\?tool=keywords$/);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const after = await page.evaluate(() => ({ y: Math.round(window.scrollY), history: history.length, visits: localStorage.getItem('pageVisitCount') }));
  expect(after).toEqual(before);
});
