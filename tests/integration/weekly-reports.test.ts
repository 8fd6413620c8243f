import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPORT_CONSENT } from '@shared/report-consent';
import { isUnsubscribeToken } from '@shared/report-unsubscribe';
import { createHandler as createSendWeeklyReports } from '../../supabase/functions/send-weekly-reports/handler';
import type { InboxMessage } from '../../supabase/local/inbox-message';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * Weekly SEO reports (docs/decisions/0021-weekly-reports.md), end to end on the local stack: the
 * scheduler's lead becomes a subscription, the scheduled job (run here on the database's injected
 * clock, never on a timer) measures the site with the SEO tool's page check and queues the e-mails
 * in the outbox, and the local inbox receives them. Everything is read where it lands: the database
 * and the inbox.
 */
let backend: TestBackend;
let site: Server;
let siteUrl: string;
/** The customer's site: its pages by path, changed by the tests from week to week. */
const pages = new Map<string, string>();
const siteRequests: string[] = [];

const pageHtml = ({ title, words = 400, h1 = 1, description = true }: { title: string; words?: number; h1?: number; description?: boolean }) =>
  `<!doctype html><html><head><title>${title}</title>${
    description ? '<meta name="description" content="Same-day plumbing repairs in Glendale and Burbank with upfront prices and licensed, friendly plumbers.">' : ''
  }<link rel="canonical" href="/"></head><body>${'<h1>Plumbing</h1>'.repeat(h1)}<p>${'word '.repeat(words)}</p><a href="/contact">Contact</a></body></html>`;

beforeAll(async () => {
  site = createServer((request, response) => {
    siteRequests.push(request.url ?? '');
    const html = pages.get(request.url ?? '');
    if (!html) return response.writeHead(404, { 'Content-Type': 'text/html' }).end('<title>Not found</title>');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  backend = await startTestBackend({
    inbox: { capacity: 5000 },
    functionEnv: { ANALYZE_PAGE_ALLOW_PRIVATE: 'true', SITE_URL: 'https://www.losangelesseogroup.com' },
  });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  site?.closeAllConnections();
  await new Promise((done) => site?.close(done));
});

beforeEach(async () => {
  // Each test starts with no other subscription due and an empty inbox.
  await backend.sql("update private.report_subscriptions set status = 'paused' where status = 'active'");
  await backend.sql("update private.lead_notifications set status = 'skipped' where status = 'pending'");
  backend.inbox!.clear();
  backend.inbox!.failNext(0);
});
afterEach(async () => backend.setClockOffset(0));

interface Subscriber {
  leadId: string;
  email: string;
  website: string;
}

/**
 * Each recipient confirms with the link of its one confirmation e-mail (docs/decisions/0025-weekly-report-double-opt-in.md):
 * the outbox sends them, and each link's token goes to confirm_weekly_report as the site's page sends it.
 */
async function confirmEveryone(addresses: string[]) {
  const confirmation = (address: string) => backend.inbox!.messages({ to: address }).find((mail) => /confirm/i.test(mail.subject));
  // Schedules made at once run the sender at once: one may still be sending what another claimed.
  for (let round = 0; round < 50 && !addresses.every(confirmation); round += 1) {
    await backend.deliverNotifications();
    if (!addresses.every(confirmation)) await new Promise((done) => setTimeout(done, 100));
  }
  for (const address of addresses) {
    const token = /\/weekly-reports\/confirm\?token=([\w-]+)/.exec(confirmation(address)?.text ?? '')?.[1];
    expect(token, `a confirmation e-mail to ${address}`).toBeDefined();
    const { data, error } = await backend.anon.rpc('confirm_weekly_report', { token: token! });
    expect(error).toBeNull();
    expect(data).toMatchObject({ outcome: 'confirmed' });
  }
}

/**
 * What the scheduler sends on Schedule Reports, at `at`: one schedule_weekly_report call with the day,
 * recipients and consent; then every recipient confirms (unless `confirm` is false), as they must before any report.
 */
async function subscribe(at: string, options: { day?: string; path?: string; extra?: string[]; confirm?: boolean } = {}): Promise<Subscriber> {
  await backend.setClock(at);
  const leadId = randomUUID();
  const email = uniqueEmail('owner');
  const path = options.path ?? `/${randomUUID()}`;
  if (!pages.has(path)) pages.set(path, pageHtml({ title: 'Ruiz Plumbing: plumbers in Glendale and Burbank' }));
  const website = `${siteUrl}${path}`;
  const { error } = await backend.anon.rpc('schedule_weekly_report', {
    lead_id: leadId,
    name: 'Ana Ruiz',
    email,
    phone: '213-555-0100',
    company_name: 'Ruiz Plumbing',
    website,
    report_day: options.day ?? 'monday',
    additional_emails: options.extra ?? [],
    consent_version: REPORT_CONSENT.version,
    source_path: '/seo-tool',
  });
  expect(error).toBeNull();
  if (options.confirm !== false) await confirmEveryone([email, ...(options.extra ?? [])]);
  return { leadId, email, website };
}

/** Runs the weekly job at `at`, as pg_cron would. */
async function runAt(at: string) {
  await backend.setClock(at);
  return backend.sendWeeklyReports();
}

/** The weekly reports an address received (not its confirmation e-mail), newest first. */
const mailsTo = (address: string): InboxMessage[] => backend.inbox!.messages({ to: address }).filter((mail) => mail.subject.startsWith('Weekly SEO report'));
const tokenIn = (message: InboxMessage) => /\/unsubscribe\?token=([\w.-]+)/.exec(message.text ?? '')?.[1] ?? '';
const subscriptionOf = async (leadId: string) =>
  (
    await backend.sql<{ id: string; status: string; report_day: string; website: string; consent_version: string; consent_text: string; consented_at: Date }>(
      'select * from private.report_subscriptions where lead_id = $1',
      [leadId],
    )
  )[0];

async function unsubscribe(token: string, init: { oneClick?: boolean } = {}) {
  const url = `${backend.url}/functions/v1/weekly-report-unsubscribe${init.oneClick ? `?token=${encodeURIComponent(token)}` : ''}`;
  // No apikey and no JWT: a mail client's one-click POST carries neither (RFC 8058).
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': init.oneClick ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: init.oneClick ? 'List-Unsubscribe=One-Click' : JSON.stringify({ token }),
  });
  return { status: response.status, body: (await response.json()) as { ok?: boolean; error?: string; alreadyUnsubscribed?: boolean; website?: string; email?: string } };
}

async function staffToken() {
  const { data } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Maria Lopez' });
  return data!;
}

describe('a schedule becomes a subscription', () => {
  it('with its site, day, recipients and the consent as ticked, through the partial lead the browser completes', async () => {
    // Real time: a partial lead can be completed for 24 hours after it was stored (created_at is the real time).
    const startedAt = Date.now();
    const leadId = randomUUID();
    const email = uniqueEmail('partial');
    expect(
      (await backend.anon.from('lsg_leads').insert({ id: leadId, name: 'Ana Ruiz', email, phone: '1', company_name: 'Ruiz', lead_type: 'report_scheduler_partial' })).error,
    ).toBeNull();
    const { data, error } = await backend.anon.rpc('schedule_weekly_report', {
      lead_id: randomUUID(),
      partial_lead_id: leadId,
      name: 'Ana Ruiz',
      email,
      phone: '1',
      company_name: 'Ruiz',
      website: 'https://ruiz.example/',
      report_day: 'thursday',
      additional_emails: ['Team@Ruiz.example', 'team@ruiz.example', email],
      consent_version: REPORT_CONSENT.version,
    });
    expect({ data, error }).toEqual({ data: 'completed', error: null });
    const subscription = await subscriptionOf(leadId);
    expect(subscription).toMatchObject({ status: 'active', report_day: 'thursday', website: 'https://ruiz.example/', consent_version: REPORT_CONSENT.version });
    // The wording the visitor saw, kept with the time the database's clock gave.
    expect(subscription!.consent_text).toBe(REPORT_CONSENT.text);
    expect(new Date(subscription!.consented_at).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(new Date(subscription!.consented_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const recipients = await backend.sql<{ email: string; is_owner: boolean }>(
      'select email, is_owner from private.report_recipients where subscription_id = $1 order by is_owner desc',
      [subscription!.id],
    );
    expect(recipients).toEqual([
      { email, is_owner: true },
      { email: 'Team@Ruiz.example', is_owner: false },
    ]);
  });

  it('keeps the same consent text as the form shows', async () => {
    const [row] = await backend.sql<{ text: string }>('select text from private.consent_texts where version = $1', [REPORT_CONSENT.version]);
    expect(row?.text).toBe(REPORT_CONSENT.text);
  });

  it('not without the consent box ticked; a schedule it cannot honour is refused with a message, and nothing is stored', async () => {
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ consent_version: null }, 'https://ok.example', /^Please tick the box so we may e-mail the reports$/],
      [{ consent_version: 'weekly-report-0' }, 'https://ok.example', /out of date/],
      [{ report_day: 'funday' }, 'https://ok.example', /day of the week/],
      [{ additional_emails: ['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example', 'e@x.example', 'f@x.example'] }, 'https://ok.example', /at most 5/],
      [{ additional_emails: ['not an address'] }, 'https://ok.example', /valid email address for each/],
      [{ additional_emails: [{ email: 'a@x.example' }] }, 'https://ok.example', /valid email address for each/],
      // Not a list: PostgREST cannot read it as the text[] argument (400, its own words).
      [{ additional_emails: 'a@x.example' }, 'https://ok.example', /malformed array literal/],
      [{}, 'javascript:alert(1)', /website address such as https:\/\/example.com/],
      [{}, 'ftp://files.example', /website address such as https:\/\/example.com/],
      [{}, '', /the website the reports are for/],
    ];
    for (const [args, website, message] of refusals) {
      const id = randomUUID();
      const { error, status } = await backend.anon.rpc('schedule_weekly_report', {
        lead_id: id,
        name: 'Ana Ruiz',
        email: uniqueEmail('refused'),
        website,
        report_day: 'monday',
        consent_version: REPORT_CONSENT.version,
        ...args,
      } as never);
      expect(status, JSON.stringify(args)).toBe(400);
      expect(error?.message).toMatch(message);
      expect(await backend.sql('select id from public.lsg_leads where id = $1', [id])).toHaveLength(0);
    }
    expect(await backend.sql("select 1 from private.report_recipients where email like 'refused-%'")).toEqual([]);
  });

  it('keeps the job and the unsubscribe procedure away from the public key', async () => {
    expect((await backend.anon.rpc('claim_weekly_reports', { batch_size: 5 })).error).not.toBeNull();
    expect((await backend.anon.rpc('record_weekly_report', { run_id: randomUUID(), error: 'x' })).error).not.toBeNull();
    expect((await backend.anon.rpc('unsubscribe_weekly_report', { token: 'x' })).error).not.toBeNull();
    const job = await fetch(`${backend.url}/functions/v1/send-weekly-reports`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(job.status).toBe(403);
  });
});

describe('the weekly job, on the injected clock', () => {
  it('sends a Monday subscription one report each Monday from 7 am Los Angeles time, across the March change, and none on other days', async () => {
    const subscriber = await subscribe('2027-03-06T18:00:00Z'); // Saturday, 10 am PST
    const sentAt: string[] = [];
    // From Sunday March 7, midnight PST, to Wednesday March 17, midnight PDT (clocks go forward on the
    // 14th): every hour of both Mondays, every third hour of the other days (each run is a call of
    // the job: all 240 hours took 13 s of a 40 s file on CI's Postgres, and longer on PGlite).
    const laWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', weekday: 'long' });
    for (let at = Date.parse('2027-03-07T08:00:00Z'); at <= Date.parse('2027-03-17T07:00:00Z'); at += 3_600_000) {
      if (laWeekday.format(at) !== 'Monday' && new Date(at).getUTCHours() % 3 !== 0) continue;
      const before = mailsTo(subscriber.email).length;
      await runAt(new Date(at).toISOString());
      if (mailsTo(subscriber.email).length > before) sentAt.push(new Date(at).toISOString());
    }
    // 7 am PST is 15:00 UTC; 7 am PDT, a week later, is 14:00 UTC.
    expect(sentAt).toEqual(['2027-03-08T15:00:00.000Z', '2027-03-15T14:00:00.000Z']);
    const runs = await backend.sql<{ week_of: string }>(
      "select to_char(week_of, 'YYYY-MM-DD') as week_of from private.report_runs r join private.report_subscriptions s on s.id = r.subscription_id where s.lead_id = $1 order by week_of",
      [subscriber.leadId],
    );
    expect(runs.map((run) => run.week_of)).toEqual(['2027-03-08', '2027-03-15']);
  }, 180_000);

  it('goes by the Los Angeles day, not the UTC day, after the November change too', async () => {
    const subscriber = await subscribe('2027-11-03T17:00:00Z');
    await runAt('2027-11-08T07:30:00Z'); // Monday in UTC, Sunday 11:30 pm in Los Angeles
    await runAt('2027-11-08T14:30:00Z'); // Monday 6:30 am PST: not yet
    expect(mailsTo(subscriber.email)).toHaveLength(0);
    await runAt('2027-11-08T15:00:00Z'); // 7 am PST
    await runAt('2027-11-08T23:00:00Z');
    await runAt('2027-11-09T15:00:00Z'); // Tuesday
    expect(mailsTo(subscriber.email)).toHaveLength(1);
  });

  it('sends nothing the day a subscription is made: the first report comes on the next report day', async () => {
    const subscriber = await subscribe('2027-05-10T15:30:00Z'); // a Monday, 8:30 am PDT
    await runAt('2027-05-10T16:00:00Z');
    expect(mailsTo(subscriber.email)).toHaveLength(0);
    await runAt('2027-05-17T16:00:00Z');
    expect(mailsTo(subscriber.email)).toHaveLength(1);
  });

  it('sends nothing to a paused subscription until staff resume it, and nothing after an unsubscribe', async () => {
    const paused = await subscribe('2027-06-02T17:00:00Z');
    const leaving = await subscribe('2027-06-02T17:00:00Z');
    const token = await staffToken();
    const pausedId = (await subscriptionOf(paused.leadId))!.id;
    const pause = await backend.anon.rpc('dashboard_set_report_subscription_status', { session_token: token, subscription_id: pausedId, new_status: 'paused' });
    expect(pause.error).toBeNull();
    expect(pause.data).toMatchObject({ status: 'paused', status_changed_by: 'Maria Lopez' });

    await runAt('2027-06-07T15:00:00Z');
    expect(mailsTo(paused.email)).toHaveLength(0);
    const [report] = mailsTo(leaving.email);
    expect(report).toBeDefined();
    expect((await unsubscribe(tokenIn(report!))).status).toBe(200);
    expect(await subscriptionOf(leaving.leadId)).toMatchObject({ status: 'unsubscribed' });

    // A new login: the first session's 24 hours ended on the database's clock.
    const later = await staffToken();
    expect((await backend.anon.rpc('dashboard_set_report_subscription_status', { session_token: later, subscription_id: pausedId, new_status: 'active' })).error).toBeNull();
    const refused = await backend.anon.rpc('dashboard_set_report_subscription_status', {
      session_token: later,
      subscription_id: (await subscriptionOf(leaving.leadId))!.id,
      new_status: 'active',
    });
    expect(refused.error?.message).toMatch(/unsubscribed/);
    expect((await backend.anon.rpc('dashboard_set_report_subscription_status', { session_token: 'f'.repeat(64), subscription_id: pausedId, new_status: 'paused' })).error).not.toBeNull();

    await runAt('2027-06-14T15:00:00Z');
    expect(mailsTo(paused.email)).toHaveLength(1);
    expect(mailsTo(leaving.email)).toHaveLength(1);
  });

  it('delivers once when the e-mail API fails and then recovers, retried by the outbox with its backoff', async () => {
    const subscriber = await subscribe('2027-07-07T17:00:00Z');
    await backend.deliverNotifications(); // the lead's own notification to the agency, out of the way
    backend.inbox!.clear();
    backend.inbox!.failNext(2);
    const first = await runAt('2027-07-12T15:00:00Z');
    expect(first.runs).toMatchObject({ claimed: 1, measured: 1, queued: 1 });
    expect(first.delivery).toMatchObject({ claimed: 1, retrying: 1 });
    expect(mailsTo(subscriber.email)).toHaveLength(0);
    // The outbox's minute job: not due before a minute, then a second failure, then (5 minutes on) the send.
    await backend.setClock('2027-07-12T15:00:30Z');
    expect((await backend.deliverNotifications()).claimed).toBe(0);
    await backend.setClock('2027-07-12T15:01:02Z');
    expect(await backend.deliverNotifications()).toMatchObject({ claimed: 1, retrying: 1 });
    await backend.setClock('2027-07-12T15:06:05Z');
    expect(await backend.deliverNotifications()).toMatchObject({ claimed: 1, sent: 1 });
    await runAt('2027-07-12T20:00:00Z');
    await backend.setClock('2027-07-13T15:00:00Z');
    await backend.deliverNotifications();
    expect(mailsTo(subscriber.email)).toHaveLength(1);
    expect(backend.inbox!.counters()).toMatchObject({ received: 1, refused: 2, replayed: 0 });
    const rows = await backend.sql<{ status: string; attempts: number; recipient: string }>(
      "select status, attempts, recipient from private.lead_notifications where lead_id = $1 and kind = 'weekly_report'",
      [subscriber.leadId],
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 3, recipient: subscriber.email }]);
  });

  it('three workers at once send each recipient its report exactly once', async () => {
    const subscribers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const extra = uniqueEmail('team');
        return { ...(await subscribe('2027-08-04T17:00:00Z', { extra: [extra] })), extra };
      }),
    );
    await backend.setClock('2027-08-09T15:00:00Z');
    const reports = await Promise.all([backend.sendWeeklyReports(), backend.sendWeeklyReports(), backend.sendWeeklyReports()]);
    await backend.deliverNotifications();
    expect(reports.reduce((sum, report) => sum + report.runs.claimed, 0)).toBe(6);
    for (const subscriber of subscribers) {
      expect(mailsTo(subscriber.email)).toHaveLength(1);
      expect(mailsTo(subscriber.extra)).toHaveLength(1);
    }
    expect(backend.inbox!.counters().replayed).toBe(0);
  });

  it('measures the site with the page check’s own rules: a private address is not visited unless the stack allows it', async () => {
    const subscriber = await subscribe('2027-09-01T17:00:00Z', { path: '/private-page' });
    pages.set('/private-page', pageHtml({ title: 'Internal dashboard only reachable on this network' }));
    siteRequests.length = 0;
    const env: Record<string, string> = {
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      RESEND_API_KEY: 're_test',
      RESEND_API_URL: `${backend.url}/inbox/emails`,
    };
    const production = createSendWeeklyReports({ get: (name) => env[name] });
    await backend.setClock('2027-09-06T15:00:00Z');
    const answer = await production(new Request('http://functions.local/', { method: 'POST', headers: { Authorization: `Bearer ${backend.serviceRoleKey}` }, body: '{}' }));
    expect(answer.status).toBe(200);
    expect(siteRequests).toEqual([]);
    const [run] = await backend.sql<{ status: string; error: string; score: number | null }>(
      'select r.status, r.error, r.score from private.report_runs r join private.report_subscriptions s on s.id = r.subscription_id where s.lead_id = $1',
      [subscriber.leadId],
    );
    expect(run).toEqual({ status: 'measured', score: null, error: 'That address points to a private or local network, which the page checker does not visit.' });
    const [message] = mailsTo(subscriber.email);
    expect(message?.subject).toMatch(/we could not check your page/);
    expect(message?.text).toContain('private or local network');
  });
});

describe('the report', () => {
  it('is an HTML e-mail with a text part, a valid PDF holding the score, what changed, a trend, one action, a call to book and the postal address', async () => {
    const path = `/${randomUUID()}`;
    // The canonical link names the home page: it answers, so it is a fact, not a fault. The word count
    // changes too, as a fact; the missing h1 is what costs points (issue 62).
    if (!pages.has('/')) pages.set('/', pageHtml({ title: 'Ruiz Plumbing: plumbers in Glendale and Burbank' }));
    pages.set(path, pageHtml({ title: 'Ruiz Plumbing: plumbers in Glendale and Burbank', words: 120, h1: 0, description: false }));
    const subscriber = await subscribe('2027-10-06T17:00:00Z', { path });
    await runAt('2027-10-11T15:00:00Z');
    pages.set(path, pageHtml({ title: 'Ruiz Plumbing: emergency plumbers in Glendale', words: 450, h1: 1, description: false }));
    await runAt('2027-10-18T15:00:00Z');

    const [second, first] = mailsTo(subscriber.email);
    const scores = await backend.sql<{ score: number }>(
      'select r.score from private.report_runs r join private.report_subscriptions s on s.id = r.subscription_id where s.lead_id = $1 order by week_of',
      [subscriber.leadId],
    );
    const [before, after] = scores.map((row) => row.score);
    expect(after).toBeGreaterThan(before!);
    const host = new URL(siteUrl).host;
    expect(first!.subject).toBe(`Weekly SEO report for ${host}: ${before}/100`);
    expect(second!.subject).toBe(`Weekly SEO report for ${host}: ${after}/100 (+${after! - before!})`);
    expect(second!.from).toMatch(/Los Angeles SEO Group/);
    expect(second!.replyTo).toBe('hello@losangelesseogroup.com');

    const text = second!.text!;
    expect(text).toContain(`Score: ${after}/100`);
    expect(text).toContain(`Score rose from ${before} to ${after}`);
    expect(text).toContain('Title changed from "Ruiz Plumbing: plumbers in Glendale and Burbank" to "Ruiz Plumbing: emergency plumbers in Glendale".');
    expect(text).toContain('Words of copy: 121 → 452.');
    expect(text).toContain('h1 headings: 0 → 1.');
    expect(text).toMatch(/SCORE TREND\n- Oct 11: \d+\n- Oct 18: \d+/);
    // The biggest deduction left on the page is its missing meta description (15 points).
    expect(text).toContain('YOUR ONE ACTION FOR THIS WEEK\nWrite a meta description');
    expect(text).toContain('Book a free call: https://www.losangelesseogroup.com/book?utm_source=weekly-report');
    expect(text).toContain('Los Angeles SEO Group, 1800 Century Park East, Suite 600, Los Angeles, CA 90067');
    expect(text).toContain(`https://www.losangelesseogroup.com/unsubscribe?token=${tokenIn(second!)}`);
    expect(text).not.toMatch(/keyword position|backlink/i);

    const html = second!.html!;
    expect(html).toContain('Book a free call</a>');
    expect(html).toContain('/book?utm_source=weekly-report&amp;utm_medium=email');
    expect(html).toContain('1800 Century Park East, Suite 600, Los Angeles, CA 90067');
    expect(html).toContain(`/unsubscribe?token=${tokenIn(second!)}`);
    expect(html).toContain('Words of copy: 121 → 452.');
    expect(second!.headers).toEqual({
      'List-Unsubscribe': `<${backend.url}/functions/v1/weekly-report-unsubscribe?token=${tokenIn(second!)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const [attachment] = second!.attachments;
    expect(attachment).toMatchObject({ filename: `weekly-seo-report-${host.replace(':', '-')}-2027-10-18.pdf`, contentType: 'application/pdf' });
    const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(attachment!.content, 'base64')));
    const { text: pdfText } = await extractText(pdf, { mergePages: true });
    const flat = pdfText.replace(/\s+/g, ' ');
    expect(flat).toContain(`${after}/100`);
    expect(flat).toContain('What changed since last week');
    // The PDF prints the e-mail's own arrow: its fonts are Unicode (docs/decisions/0053-a-pdf-in-every-script.md).
    expect(flat).toContain('Words of copy: 121 → 452.');
    expect(flat).toContain('Score trend');
    expect(flat).toContain('Write a meta description');
    expect(flat).toContain('Book a free call with a strategist');
    expect(flat).toContain('1800 Century Park East, Suite 600, Los Angeles, CA 90067');
  });

  it('escapes what the measured page says', async () => {
    const path = `/${randomUUID()}`;
    pages.set(path, pageHtml({ title: '<img src=x onerror=alert(1)> & "quotes"' }));
    const subscriber = await subscribe('2027-10-06T17:00:00Z', { path });
    await runAt('2027-10-11T15:00:00Z');
    const [message] = mailsTo(subscriber.email);
    expect(message!.html).not.toContain('<img src=x');
    expect(message!.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  });

  it('shows staff every run and its deliveries in the lead, with the subscription and its consent', async () => {
    const subscriber = await subscribe('2027-12-01T18:00:00Z', { extra: ['partner@ruiz.example'] });
    await runAt('2027-12-06T15:00:00Z');
    const token = await staffToken();
    const { data, error } = await backend.anon.rpc('dashboard_get_lead', { session_token: token, lead_id: subscriber.leadId });
    expect(error).toBeNull();
    const detail = z
      .object({
        report_subscription: z.object({
          status: z.string(),
          recipients: z.array(z.object({ email: z.string(), state: z.string() })),
          runs: z.array(z.object({ week_of: z.string(), status: z.string(), score: z.number() })),
          consent: z.object({ text: z.string() }),
          events: z.array(z.object({ event: z.string() })),
        }),
        notifications: z.array(z.object({ kind: z.string(), status: z.string(), recipient: z.string().nullable(), created_at: z.string() })),
      })
      .parse(data);
    expect(detail.report_subscription).toMatchObject({
      status: 'active',
      consent: { text: REPORT_CONSENT.text },
      events: [{ event: 'subscribed' }, { event: 'recipient_confirmed' }, { event: 'recipient_confirmed' }],
    });
    expect(detail.report_subscription.recipients.map((recipient) => recipient.email)).toEqual([subscriber.email, 'partner@ruiz.example']);
    expect(detail.report_subscription.recipients.map((recipient) => recipient.state)).toEqual(['confirmed', 'confirmed']);
    expect(detail.report_subscription.runs).toMatchObject([{ week_of: '2027-12-06', status: 'measured', score: expect.any(Number) }]);
    const reports = detail.notifications.filter((notification) => notification.kind === 'weekly_report');
    expect(reports.sort((a, b) => (a.recipient ?? '').localeCompare(b.recipient ?? ''))).toEqual([
      expect.objectContaining({ status: 'sent', recipient: subscriber.email }),
      expect.objectContaining({ status: 'sent', recipient: 'partner@ruiz.example' }),
    ]);
    expect(reports[0]!.created_at).toMatch(/^2027-12-06T15:00/);
  });
});

describe('unsubscribing', () => {
  it('with one click (RFC 8058) stops the next report; the token cannot be forged or used for another subscription', async () => {
    const colleague = uniqueEmail('colleague');
    const first = await subscribe('2028-01-05T18:00:00Z', { extra: [colleague] });
    const second = await subscribe('2028-01-05T18:00:00Z');
    await runAt('2028-01-10T15:00:00Z');
    const colleagueToken = tokenIn(mailsTo(colleague)[0]!);
    const ownerToken = tokenIn(mailsTo(first.email)[0]!);
    const otherToken = tokenIn(mailsTo(second.email)[0]!);
    expect(new Set([colleagueToken, ownerToken, otherToken]).size).toBe(3);

    const [colleagueId, colleagueSignature] = colleagueToken.split('.') as [string, string];
    const [otherId] = otherToken.split('.') as [string];
    const flipped = colleagueSignature.slice(0, -1) + (colleagueSignature.endsWith('A') ? 'B' : 'A');
    const forgeries = [
      `${colleagueId}.${flipped}`, // altered signature
      `${otherId}.${colleagueSignature}`, // one recipient's signature on another subscription's recipient
      `${randomUUID().replace(/-/g, '')}.${colleagueSignature}`, // an id that exists nowhere
      `${colleagueId}.${'A'.repeat(43)}`,
      colleagueId,
      '',
      `${colleagueToken}x`,
    ];
    for (const forged of forgeries) {
      const answer = await unsubscribe(forged);
      // A misshapen token is a malformed request (400); a well-shaped one the database did not sign
      // is an outcome (200, not_valid), which the visitor's browser does not log as an error.
      expect(answer.status, forged).toBe(isUnsubscribeToken(forged) ? 200 : 400);
      expect(answer.body.error).toMatch(/not valid/);
    }
    expect(await backend.sql('select id from private.report_recipients where unsubscribed_at is not null and subscription_id in (select id from private.report_subscriptions where lead_id = any($1))', [[first.leadId, second.leadId]])).toHaveLength(0);

    // A GET (a link scanner) changes nothing; the mail client's one-click POST does.
    const mailClient = /<(.+)>/.exec(mailsTo(colleague)[0]!.headers['List-Unsubscribe']!)![1]!;
    expect((await fetch(mailClient)).status).toBe(405);
    const oneClick = await fetch(mailClient, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ ok: true, alreadyUnsubscribed: false, email: expect.stringMatching(/^c\*\*\*@example\.com$/) });
    // Again, from the link in the body: already done, still fine.
    expect((await unsubscribe(colleagueToken)).body).toMatchObject({ ok: true, alreadyUnsubscribed: true });

    await runAt('2028-01-17T15:00:00Z');
    expect(mailsTo(colleague)).toHaveLength(1);
    expect(mailsTo(first.email)).toHaveLength(2);
    expect(mailsTo(second.email)).toHaveLength(2);
    expect(await subscriptionOf(first.leadId)).toMatchObject({ status: 'active' });

    // The owner's link ends the whole subscription; the other subscription goes on.
    expect((await unsubscribe(ownerToken, { oneClick: true })).status).toBe(200);
    expect(await subscriptionOf(first.leadId)).toMatchObject({ status: 'unsubscribed' });
    await runAt('2028-01-24T15:00:00Z');
    expect(mailsTo(first.email)).toHaveLength(2);
    expect(mailsTo(second.email)).toHaveLength(3);
  });

  it('also stops a report still waiting in the outbox', async () => {
    const subscriber = await subscribe('2028-02-02T18:00:00Z');
    await runAt('2028-02-07T15:00:00Z');
    const token = tokenIn(mailsTo(subscriber.email)[0]!);
    backend.inbox!.failNext(1);
    await runAt('2028-02-14T15:00:00Z');
    expect((await unsubscribe(token)).status).toBe(200);
    await backend.setClock('2028-02-14T16:00:00Z');
    await backend.deliverNotifications();
    expect(mailsTo(subscriber.email)).toHaveLength(1);
    const rows = await backend.sql<{ status: string; last_error: string }>(
      "select status, last_error from private.lead_notifications where lead_id = $1 and kind = 'weekly_report' order by created_at",
      [subscriber.leadId],
    );
    expect(rows.map((row) => row.status)).toEqual(['sent', 'skipped']);
    expect(rows[1]!.last_error).toMatch(/unsubscribed before it was sent/);
  });
});

describe('a simulated month', () => {
  it('sends every report that falls due, once, to every recipient', async () => {
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const start = '2028-03-01T18:00:00Z'; // Wednesday March 1, 10 am PST
    const subscribers = await Promise.all(
      Array.from({ length: 14 }, async (_, index) => {
        const extra = index % 3 === 0 ? [uniqueEmail('team')] : [];
        return { ...(await subscribe(start, { day: days[index % 7], extra })), day: days[index % 7]!, extra };
      }),
    );
    // Twice a day (Los Angeles midnight and noon; 1 am and 1 pm after the change on the 12th) through
    // March 31: a report is due from 7 am, so the noon run of its day sends it.
    const end = Date.parse('2028-04-01T07:00:00Z');
    for (let at = Date.parse('2028-03-02T08:00:00Z'); at < end; at += 12 * 3_600_000) await runAt(new Date(at).toISOString());
    for (const subscriber of subscribers) {
      // Report days from March 2 to 31 inclusive.
      let due = 0;
      for (let day = 2; day <= 31; day += 1) if (days[(new Date(Date.UTC(2028, 2, day)).getUTCDay() + 6) % 7] === subscriber.day) due += 1;
      for (const address of [subscriber.email, ...subscriber.extra]) {
        const received = mailsTo(address);
        expect(received, `${subscriber.day} ${address}`).toHaveLength(due);
        expect(new Set(received.map((message) => message.attachments[0]?.filename)).size).toBe(due);
      }
    }
    expect(backend.inbox!.counters().replayed).toBe(0);
  }, 180_000);
});

describe('the local stack', () => {
  it('moves the database clock at /_local/clock with the service key only', async () => {
    const clock = `${backend.url}/_local/clock`;
    expect((await fetch(clock, { headers: { Authorization: `Bearer ${backend.anonKey}` } })).status).toBe(401);
    const moved = await fetch(clock, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: '2030-01-07T15:00:00Z' }),
    });
    expect(moved.status).toBe(200);
    const [row] = await backend.sql<{ now: string }>("select to_char(private.clock_now() at time zone 'UTC', 'YYYY-MM-DD HH24') as now");
    expect(row?.now).toBe('2030-01-07 15');
    const bad = await fetch(clock, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ offset_seconds: 'soon' }),
    });
    expect(bad.status).toBe(400);
  });

  it('keeps what the functions e-mail in a Resend-compatible inbox, with a page and a JSON API', async () => {
    const send = (body: unknown, key?: string) =>
      fetch(`${backend.url}/inbox/emails`, {
        method: 'POST',
        headers: { Authorization: 'Bearer re_local', 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify(body),
      });
    const message = { from: 'a@x.example', to: 'inbox-test@x.example', subject: '<b>Hello</b>', text: 'Hi', attachments: [{ filename: 'a.pdf', content: Buffer.from('%PDF-1.7').toString('base64') }] };
    const first = await send(message, 'same-key');
    const again = await send(message, 'same-key');
    expect(first.status).toBe(200);
    expect(await again.json()).toEqual(await first.clone().json());
    expect((await send({ from: 'a@x.example', to: [], subject: 's', text: 't' })).status).toBe(422);
    expect((await fetch(`${backend.url}/inbox/emails`, { method: 'POST', body: '{}' })).status).toBe(401);

    const list = (await (await fetch(`${backend.url}/inbox/api/messages?to=inbox-test@x.example`)).json()) as { total: number; messages: { id: string }[] };
    expect(list.total).toBe(1);
    const page = await (await fetch(`${backend.url}/inbox/`)).text();
    expect(page).toContain('&lt;b&gt;Hello&lt;/b&gt;');
    const attachment = await fetch(`${backend.url}/inbox/api/messages/${list.messages[0]!.id}/attachments/0`);
    expect(attachment.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await attachment.arrayBuffer()).toString('latin1')).toBe('%PDF-1.7');
  });
});
