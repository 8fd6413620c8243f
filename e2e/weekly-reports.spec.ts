import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN, expect, gotoHydrated, test } from './fixtures';
import { leadsByEmail, uniqueEmail } from './support/database';
import { LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/keys';

/**
 * Weekly SEO reports end to end (docs/decisions/0021-weekly-reports.md): a visitor schedules them in
 * the browser, the database's clock moves to the next report day (the local gateway's /_local/clock,
 * the injected clock of the test backend), the scheduled job runs as pg_cron would, the report is
 * read in the local inbox, and its unsubscribe link stops the next one.
 *
 * The clock is shared by every test on this backend: it is moved for the few seconds the job needs
 * and put back at once.
 */
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

// Visitors who have seen the lead pop-up: it stays out of these journeys.
test.use({ popupSeen: true });

test('schedule in the browser, read the report in the local inbox on the report day, and unsubscribe with its link', async ({ page, baseURL, request, guards }) => {
  const email = uniqueEmail('weekly');
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
  await dialog.getByRole('textbox', { name: 'Website' }).fill(website);
  await dialog.getByRole('checkbox', { name: /weekly SEO report/ }).check();
  await dialog.getByRole('button', { name: 'Schedule Reports' }).click();
  await expect(page.getByText('Weekly reports scheduled!')).toBeVisible();
  await expect.poll(async () => (await leadsByEmail(email)).map((lead) => lead.lead_type)).toEqual(['report_scheduler_complete']);
  expect(await inboxFor(request, email)).toEqual([]);

  // The next Monday, after 7 am in Los Angeles: the job measures the page and e-mails the report.
  const monday = nextMondayAfterToday();
  await runWeeklyJobAt(request, monday);
  await expect.poll(async () => (await inboxFor(request, email)).length).toBe(1);
  const [summary] = await inboxFor(request, email);
  expect(summary!.subject).toMatch(new RegExp(`^Weekly SEO report for ${new URL(baseURL!).host.replace(/\./g, '\\.')}: \\d+/100$`));
  expect(summary!.attachments).toEqual([expect.objectContaining({ filename: expect.stringMatching(/^weekly-seo-report-.+\.pdf$/) })]);
  const message = (await (await request.get(`${API_ORIGIN}/inbox/api/messages/${summary!.id}`)).json()) as InboxMessage;
  expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(message.text).toContain('YOUR ONE ACTION FOR THIS WEEK');
  expect(message.text).toContain('1800 Century Park East, Suite 600, Los Angeles, CA 90067');

  // The report as the inbox shows it: subject, the HTML (sandboxed) and the attachment. In a tab of
  // its own: this page's init scripts would run in the sandboxed frame and log refusals that are not the site's.
  const inbox = await page.context().newPage();
  await inbox.goto(`${API_ORIGIN}/inbox/messages/${summary!.id}`);
  await expect(inbox.getByRole('heading', { name: summary!.subject })).toBeVisible();
  const html = inbox.frameLocator('iframe[title="The message\'s HTML"]');
  await expect(html.getByRole('heading', { name: /Weekly SEO report for/ })).toBeVisible();
  await expect(html.getByRole('link', { name: 'Book a free call' })).toBeVisible();
  const pdf = await request.get(`${API_ORIGIN}/inbox/api/messages/${summary!.id}/attachments/0`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await inbox.close();

  // Its unsubscribe link, on this site (the link carries the production address; the path and token are what count).
  const link = new URL(/https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(message.text)![0]);
  await gotoHydrated(page, `${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText(/We will not e-mail the weekly SEO report for .*\/about to w\*\*\*@example\.com any more\./)).toBeVisible();

  // The Monday after: nothing more for this visitor (other tests' Monday subscriptions may get theirs).
  await runWeeklyJobAt(request, nextMondayAfterToday(1));
  expect(await inboxFor(request, email)).toHaveLength(1);
  expect(guards.consoleErrors).toEqual([]);
});

test('the unsubscribe page says so when the link is incomplete or not valid', async ({ page }) => {
  await gotoHydrated(page, '/unsubscribe');
  await expect(page.getByRole('alert')).toHaveText('This page needs the unsubscribe link from one of your weekly report e-mails.');
  await gotoHydrated(page, `/unsubscribe?token=${'0'.repeat(32)}.${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
