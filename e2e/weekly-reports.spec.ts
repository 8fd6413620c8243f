import type { APIRequestContext, Route } from '@playwright/test';
import { clockStack, origin } from '../scripts/test-stack';
import { consoleErrorsWere, expect, gotoHydrated, test } from './fixtures';
import { leadsByEmail, serviceClient, uniqueEmail } from './support/database';
import { press, tabTo, watchFocusOnBody } from './support/keyboard';
import { plantStaffSession, staffSessionToken } from './support/staff';
import { CONFIRM_MESSAGES, CONFIRMED_LINK_MESSAGE } from '@shared/report-confirmation';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/keys';

/**
 * Weekly SEO reports end to end (docs/decisions/0021-weekly-reports.md): a visitor schedules them in
 * the browser, confirms with the link of the confirmation e-mail (docs/decisions/0025-weekly-report-double-opt-in.md),
 * the database's clock moves to the next report day (the local gateway's /_local/clock,
 * the injected clock of the test backend), the scheduled job runs as pg_cron would, the report is
 * read in the local inbox, and its unsubscribe link stops the next one.
 *
 * Only this spec's project (`clock`, playwright.config.ts) runs it, on a stack of its own: the
 * built site served again for a backend that nothing else uses (decision 0078). Its clock is moved
 * for the few seconds the job needs and put back at once.
 */
const API_ORIGIN = origin(clockStack.apiPort);
const clockDb = serviceClient(API_ORIGIN);
const service = { Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' };

interface InboxSummary {
  id: string;
  subject: string;
  to: string[];
  attachments: { filename: string; size: number }[];
}

interface InboxMessage extends InboxSummary {
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** A report day after today in Los Angeles: the next Monday, at 9 or 10 am there (17:00 UTC). */
function nextMondayAfterToday(weeksLater = 0): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', weekday: 'long' });
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });
  for (let days = 1; days <= 7; days += 1) {
    const candidate = new Date(Date.now() + days * 86_400_000);
    if (day.format(candidate) === 'Monday') return new Date(Date.parse(`${date.format(candidate)}T17:00:00Z`) + weeksLater * 7 * 86_400_000).toISOString();
  }
  throw new Error('No Monday within a week');
}

/** Runs the weekly job with the database's clock at `at`, then puts the clock back. */
async function runWeeklyJobAt(request: APIRequestContext, at: string) {
  const moved = await request.post(`${API_ORIGIN}/_local/clock`, { headers: service, data: { now: at } });
  expect(moved.ok()).toBe(true);
  try {
    const job = await request.post(`${API_ORIGIN}/functions/v1/send-weekly-reports`, { headers: service, data: {} });
    expect(job.ok(), await job.text()).toBe(true);
    return (await job.json()) as { runs: { claimed: number }; delivery: { sent: number } };
  } finally {
    await request.post(`${API_ORIGIN}/_local/clock`, { headers: service, data: { offset_seconds: 0 } });
  }
}

async function inboxFor(request: APIRequestContext, email: string): Promise<InboxSummary[]> {
  const answer = await request.get(`${API_ORIGIN}/inbox/api/messages?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { messages: InboxSummary[] }).messages;
}

/** The weekly reports in an address's inbox (not its confirmation e-mail). */
const reportsFor = async (request: APIRequestContext, email: string) =>
  (await inboxFor(request, email)).filter((message) => message.subject.startsWith('Weekly SEO report'));

async function messageOf(request: APIRequestContext, id: string): Promise<InboxMessage> {
  return (await (await request.get(`${API_ORIGIN}/inbox/api/messages/${id}`)).json()) as InboxMessage;
}

/** Runs the outbox's sweeper once, as pg_cron does every minute: it sends the confirmation e-mails that are due. */
async function runSweeper(request: APIRequestContext) {
  const sweep = await request.post(`${API_ORIGIN}/functions/v1/send-notifications`, { headers: service, data: {} });
  expect(sweep.ok(), await sweep.text()).toBe(true);
}

/** The one confirmation e-mail of an address (polled: the sweeper may be running already), and its link's path and query. */
async function confirmationLinkFor(request: APIRequestContext, email: string): Promise<{ subject: string; path: string; token: string }> {
  await runSweeper(request);
  await expect.poll(async () => (await inboxFor(request, email)).filter((message) => /confirm/i.test(message.subject)).length).toBe(1);
  const summary = (await inboxFor(request, email)).find((message) => /confirm/i.test(message.subject))!;
  const link = new URL(/https?:\/\/\S+\/weekly-reports\/confirm\?token=\S+/.exec((await messageOf(request, summary.id)).text)![0]);
  return { subject: summary.subject, path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')! };
}

// Visitors who have seen the lead pop-up: it stays out of these journeys.
test.use({ popupSeen: true });

test('schedule in the browser, confirm with the e-mailed link, read the report in the local inbox on the report day, and unsubscribe with its link', async ({
  page,
  baseURL,
  request,
  guards,
}) => {
  const email = uniqueEmail('weekly');
  const colleague = uniqueEmail('colleague');
  const partner = uniqueEmail('partner');
  const host = new URL(baseURL!).host;
  // The page to report on: this site's own About page (the test backend may check loopback pages).
  const website = `${baseURL}/about`;

  await gotoHydrated(page, '/seo-tool');
  await expect(page.getByText('One recommended action for the week ahead')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule weekly reports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule weekly SEO reports' });
  await dialog.getByLabel('Full name').fill('Grace Kim');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('(310) 555-0190');
  await dialog.getByLabel('Company name').fill('Kim Family Dental');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel('Report day')).toHaveValue('monday');
  await dialog.getByLabel('Recipient 1 email').fill(colleague);
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await dialog.getByLabel('Recipient 2 email').fill(partner);
  await dialog.getByRole('textbox', { name: 'Website' }).fill(website);
  await dialog.getByRole('checkbox', { name: /weekly SEO report/ }).check();
  await dialog.getByRole('button', { name: 'Schedule Reports' }).click();
  // The success state says that nothing is sent until each address confirms.
  await expect(page.getByText('Weekly reports scheduled!')).toBeVisible();
  await expect(
    page.getByText(
      `Check your inbox to confirm: we e-mailed ${email} a link, and nothing is sent until you click it. The 2 recipients you added each get a link of their own and must confirm too. Your first report then arrives on the next Monday.`,
    ),
  ).toBeVisible();
  await expect.poll(async () => (await leadsByEmail(email, clockDb)).map((lead) => lead.lead_type)).toEqual(['report_scheduler_complete']);
  expect(await reportsFor(request, email)).toEqual([]);

  // Each address gets one confirmation e-mail; the visitor opens theirs and confirms on the site.
  const confirmation = await confirmationLinkFor(request, email);
  expect(confirmation.subject).toBe(`Confirm your weekly SEO report for ${host}`);
  expect((await confirmationLinkFor(request, colleague)).subject).toBe(`Please confirm: weekly SEO report for ${host}`);
  await gotoHydrated(page, confirmation.path);
  const pageHeading = page.getByRole('heading', { level: 1, name: 'Confirm your weekly SEO report' });
  await expect(pageHeading).toBeVisible();
  // Our server cannot answer at first (503): the pressed button is hidden by the message, and focus
  // goes to the page's heading and stays there through Try again failing again, never on <body>.
  const unavailable = (route: Route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' })
      : route.fallback();
  await page.route(`${API_ORIGIN}/rest/v1/rpc/confirm_weekly_report`, unavailable);
  await tabTo(page, page.getByRole('button', { name: 'Confirm weekly reports' }));
  const focusOnBody = await watchFocusOnBody(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main').getByText(CONFIRM_MESSAGES.failed)).toBeVisible();
  await expect(pageHeading).toBeFocused();
  await expect(page.locator('[data-announcer]')).toHaveText(CONFIRM_MESSAGES.failed);
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await tabTo(page, tryAgain);
  await page.keyboard.press('Enter');
  await expect(pageHeading).toBeFocused();
  await expect(tryAgain).toBeVisible();
  await expect(page.locator('main').getByText(CONFIRM_MESSAGES.failed)).toBeVisible();
  expect(await focusOnBody()).toEqual([]);
  consoleErrorsWere(guards.consoleErrors, /status of 503 .*confirm_weekly_report/);
  // The server is back: Try again confirms, and focus goes to the new heading.
  await page.unroute(`${API_ORIGIN}/rest/v1/rpc/confirm_weekly_report`, unavailable);
  await press(page, tryAgain);
  await expect(page.getByRole('heading', { name: 'Weekly reports confirmed' })).toBeFocused();
  expect(await focusOnBody()).toEqual([]);
  const confirmed = /We will e-mail the weekly SEO report for .*\/about to w\*\*\*@example\.com every Monday from 7 am Los Angeles time\./;
  await expect(page.locator('main').getByText(confirmed)).toBeVisible();
  // Said once, through the site's one live region.
  await expect(page.locator('[data-announcer]')).toHaveText(confirmed);
  // Reloaded, the link says it is confirmed: read on load, with no confirmation sent.
  const confirmCalls: string[] = [];
  const countConfirmCalls = (request: { url(): string; method(): string }) => {
    if (request.url().includes('/rest/v1/rpc/confirm_weekly_report')) confirmCalls.push(request.method());
  };
  page.on('request', countConfirmCalls);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly reports confirmed' })).toBeVisible();
  await expect(page.locator('main').getByText(CONFIRMED_LINK_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm weekly reports' })).toHaveCount(0);
  page.off('request', countConfirmCalls);
  expect(confirmCalls).toEqual([]);
  // The partner confirms too (the call the page makes, from this process); the colleague never does.
  const partnerLink = await confirmationLinkFor(request, partner);
  expect(partnerLink.subject).toBe(`Please confirm: weekly SEO report for ${host}`);
  const partnerAnswer = await request.post(`${API_ORIGIN}/rest/v1/rpc/confirm_weekly_report`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json' },
    data: { token: partnerLink.token },
  });
  expect(await partnerAnswer.json()).toMatchObject({ outcome: 'confirmed' });

  // The next Monday, after 7 am in Los Angeles: the job measures the page and e-mails the report to
  // the visitor, who confirmed; the colleague, who did not, gets nothing.
  const monday = nextMondayAfterToday();
  await runWeeklyJobAt(request, monday);
  await expect.poll(async () => (await reportsFor(request, email)).length).toBe(1);
  await expect.poll(async () => (await reportsFor(request, partner)).length).toBe(1);
  expect(await reportsFor(request, colleague)).toEqual([]);
  const [summary] = await reportsFor(request, email);
  expect(summary!.subject).toMatch(new RegExp(`^Weekly SEO report for ${new URL(baseURL!).host.replace(/\./g, '\\.')}: \\d+/100$`));
  expect(summary!.attachments).toEqual([expect.objectContaining({ filename: expect.stringMatching(/^weekly-seo-report-.+\.pdf$/) })]);
  const message = await messageOf(request, summary!.id);
  expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(message.text).toContain('YOUR ONE ACTION FOR THIS WEEK');
  expect(message.text).toContain('1800 Century Park East, Suite 600, Los Angeles, CA 90067');

  // The report as the inbox shows it: the message's own HTML (sandboxed) and the attachment. In a tab
  // of its own: this page's init scripts would run in the sandboxed page and log refusals that are not the site's.
  const inbox = await page.context().newPage();
  await inbox.goto(`${API_ORIGIN}/inbox/messages/${summary!.id}`);
  await expect(inbox.getByRole('heading', { name: /Weekly SEO report for/ })).toBeVisible();
  await expect(inbox.getByRole('link', { name: 'Book a free call' })).toBeVisible();
  const pdf = await request.get(`${API_ORIGIN}/inbox/api/messages/${summary!.id}/attachments/0`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await inbox.close();

  // Its unsubscribe link, on this site (the link carries the production address; the path and token are what count).
  const link = new URL(/https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(message.text)![0]);
  await gotoHydrated(page, `${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  // Said through the shared announcer, not a status element inserted already filled (issue 39).
  await expect(page.locator('[data-announcer]')).toHaveText(/We will not e-mail the weekly SEO report for .+ any more\.$/);
  await expect(page.getByRole('main').getByText(/We will not e-mail the weekly SEO report for .*\/about to w\*\*\*@example\.com any more\./)).toBeVisible();

  // The Monday after: nothing more for this visitor.
  await runWeeklyJobAt(request, nextMondayAfterToday(1));
  expect(await reportsFor(request, email)).toHaveLength(1);
  expect(await reportsFor(request, colleague)).toEqual([]);
  expect(guards.consoleErrors).toEqual([]);

  // Staff see each recipient's state in the lead: the visitor unsubscribed (which ended the
  // subscription), the partner confirmed, the colleague still pending. In a tab of its own, logged
  // in as the login form does, now that the database's clock is back.
  const staff = await page.context().newPage();
  const planted = await plantStaffSession(staff, {
    siteOrigin: new URL(baseURL!).origin,
    token: await staffSessionToken(API_ORIGIN, 'Dana Ortiz'),
    staffName: 'Dana Ortiz',
    remember: false,
  });
  await gotoHydrated(staff, '/dashboard');
  await planted.dispose();
  await staff.getByLabel('Search leads').fill(email);
  // Wait until the search has narrowed the table to this lead.
  const lead = staff.getByRole('link', { name: 'Grace Kim' });
  await expect(lead).toHaveCount(1);
  await lead.click();
  const section = staff.getByRole('dialog', { name: 'Grace Kim' }).getByRole('region', { name: 'Weekly SEO reports' });
  await expect(section.getByText('1 of 3 confirmed.')).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: email })).toContainText(`${email} (who scheduled it): unsubscribed`);
  await expect(section.getByRole('listitem').filter({ hasText: partner })).toContainText(`${partner}: confirmed`);
  await expect(section.getByRole('listitem').filter({ hasText: colleague })).toContainText(`${colleague}: pending: asked to confirm, link works until`);
  await staff.close();
});

test('the confirmation page says so, calmly, when the link is incomplete, broken or unknown', async ({ page, guards }) => {
  // The page's own text (the announcer outside <main> says it too).
  const main = page.locator('main');
  await gotoHydrated(page, '/weekly-reports/confirm');
  await expect(main.getByText(CONFIRM_MESSAGES.noToken)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm weekly reports' })).toBeHidden();
  // A token of the wrong shape is refused on the page, before anything is sent.
  await gotoHydrated(page, '/weekly-reports/confirm?token=not-a-token');
  await expect(main.getByText(CONFIRM_MESSAGES.notValid)).toBeVisible();
  // A well-shaped token no confirmation e-mail carries: the database's answer to the page's read on
  // load, shown and announced without a press, and with nothing to press.
  await gotoHydrated(page, `/weekly-reports/confirm?token=${'A'.repeat(43)}`);
  await expect(main.getByText(CONFIRM_MESSAGES.notValid)).toBeVisible();
  await expect(page.locator('[data-announcer]')).toHaveText(CONFIRM_MESSAGES.notValid);
  await expect(page.getByRole('button', { name: 'Confirm weekly reports' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // Expected outcomes, not failures: nothing in the console.
  expect(guards.consoleErrors).toEqual([]);
});

test('the unsubscribe page says so when the link is incomplete or not valid', async ({ page }) => {
  await gotoHydrated(page, '/unsubscribe');
  await expect(page.getByRole('alert')).toHaveText('This page needs the unsubscribe link from one of your weekly report e-mails.');
  await gotoHydrated(page, `/unsubscribe?token=${'0'.repeat(32)}.${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
