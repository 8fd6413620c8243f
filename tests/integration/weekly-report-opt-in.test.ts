import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONFIRM_MESSAGES, RECIPIENT_LIMIT_MESSAGES } from '@shared/report-confirmation';
import type { InboxMessage } from '../../supabase/local/inbox-message';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';
import { scheduleReport } from './support/schedule';

/**
 * The weekly reports' double opt-in (docs/decisions/0025-weekly-report-double-opt-in.md, issue 37),
 * on the local stack: a schedule asks every address once, by e-mail, and reports go only to the
 * addresses that confirmed with their own link; the visitor's name and company reach nobody; new
 * recipients are capped per sending address and per day. Read where it lands: the inbox and the database.
 */
let backend: TestBackend;
let site: Server;
let siteUrl: string;
/** The confirmation page's own calls, the press and the read on load (the data layer points at this file's backend). */
let page: typeof import('@/features/weekly-reports/api/confirm-report');
let pageOnLoad: typeof import('@/features/weekly-reports/api/confirmation-state');

/** What a stranger might type about themselves to get it mailed to others under the agency's name. */
const TYPED_NAME = 'Mallory Spam http://win.evil.example';
const TYPED_COMPANY = 'Prize Desk https://claim.evil.example';
const TYPED = ['Mallory', 'win.evil.example', 'Prize Desk', 'claim.evil.example'];

beforeAll(async () => {
  site = createServer((_request, response) => {
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html><head><title>Ruiz Plumbing in Glendale</title></head><body><h1>Plumbing</h1><p>${'word '.repeat(350)}</p></body></html>`);
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  backend = await startTestBackend({
    inbox: { capacity: 5000 },
    functionEnv: { ANALYZE_PAGE_ALLOW_PRIVATE: 'true', SITE_URL: 'https://www.losangelesseogroup.com' },
  });
  page = await import('@/features/weekly-reports/api/confirm-report');
  pageOnLoad = await import('@/features/weekly-reports/api/confirmation-state');
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  site?.closeAllConnections();
  await new Promise((done) => site?.close(done));
});

beforeEach(async () => {
  // No other subscription due, nothing waiting in the outbox, an empty inbox.
  await backend.sql("update private.report_subscriptions set status = 'paused' where status = 'active'");
  await backend.sql("update private.lead_notifications set status = 'skipped' where status = 'pending'");
  backend.inbox!.clear();
});
afterEach(async () => {
  await backend.setClockOffset(0);
  await backend.sql('update private.report_opt_in_settings set new_recipients_per_address = 100000, new_recipients_per_day = 100000');
  await backend.sql('delete from private.report_recipient_buckets');
});

/** A schedule as the scheduler sends it (schedule_weekly_report), at `at`, by the public key. */
async function schedule(at: string, extra: string[], options: { name?: string; company?: string } = {}) {
  await backend.setClock(at);
  const email = uniqueEmail('owner');
  const answer = await scheduleReport(backend.anon, {
    name: options.name ?? 'Ana Ruiz',
    email,
    company_name: options.company ?? 'Ruiz Plumbing',
    website: `${siteUrl}/`,
    additional_emails: extra,
  });
  return { leadId: answer.leadId, email, status: answer.status, error: answer.error };
}

const isConfirmation = (mail: InboxMessage) => /confirm/i.test(mail.subject);
const confirmationsTo = (address: string) => backend.inbox!.messages({ to: address }).filter(isConfirmation);
const reportsTo = (address: string) => backend.inbox!.messages({ to: address }).filter((mail) => mail.subject.startsWith('Weekly SEO report'));
const tokenIn = (mail: InboxMessage | undefined) => /\/weekly-reports\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

/** A press of the confirmation page's button: its call's answer, or the message it shows. */
async function confirm(token: string) {
  try {
    return { ok: true as const, ...(await page.confirmReport(token)) };
  } catch (error) {
    return { ok: false as const, error: (error as Error).message };
  }
}

/** What the database itself answers the public key, as any caller may ask it. */
async function confirmInDatabase(token: unknown) {
  const response = await fetch(`${backend.url}/rest/v1/rpc/confirm_weekly_report`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function runAt(at: string) {
  await backend.setClock(at);
  return backend.sendWeeklyReports();
}

const recipientsOf = (leadId: string) =>
  backend.sql<{ email: string; confirmed_at: Date | null; confirm_token_hash: Uint8Array | null }>(
    `select r.email, r.confirmed_at, r.confirm_token_hash from private.report_recipients r
       join private.report_subscriptions s on s.id = r.subscription_id where s.lead_id = $1 order by r.is_owner desc, r.email`,
    [leadId],
  );

describe('every recipient is asked once, and nothing else is sent until it confirms', () => {
  it('a schedule with 5 extra recipients sends 6 confirmation e-mails and 0 reports until confirmed', async () => {
    const extra = Array.from({ length: 5 }, () => uniqueEmail('colleague'));
    const lead = await schedule('2029-01-03T18:00:00Z', extra); // a Wednesday
    expect(lead.error).toBeNull();
    const everyone = [lead.email, ...extra];
    expect((await recipientsOf(lead.leadId)).every((recipient) => recipient.confirmed_at === null)).toBe(true);

    // The outbox sends them, once, even when the e-mail API fails first and the sender runs again.
    backend.inbox!.failNext(1);
    await backend.deliverNotifications();
    await backend.setClock('2029-01-03T18:05:00Z');
    await backend.deliverNotifications();
    await backend.setClock('2029-01-04T18:00:00Z');
    await backend.deliverNotifications();
    for (const address of everyone) expect(confirmationsTo(address), address).toHaveLength(1);
    expect(backend.inbox!.counters().replayed).toBe(0);
    const tokens = everyone.map((address) => tokenIn(confirmationsTo(address)[0]));
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(6);

    // The database keeps only each token's hash; the sent e-mails no longer hold it.
    const hashes = new Set((await recipientsOf(lead.leadId)).map((recipient) => Buffer.from(recipient.confirm_token_hash!).toString('hex')));
    for (const token of tokens) expect(hashes.has(createHash('sha256').update(token).digest('hex'))).toBe(true);
    const outbox = await backend.sql<{ status: string; has_token: boolean }>(
      "select status, payload ? 'token' as has_token from private.lead_notifications where lead_id = $1 and kind = 'report_confirmation'",
      [lead.leadId],
    );
    expect(outbox).toHaveLength(6);
    expect(outbox.every((row) => row.status === 'sent' && !row.has_token)).toBe(true);

    // Two report days later: no report to anyone, and the site was not even measured.
    await runAt('2029-01-08T15:00:00Z');
    await runAt('2029-01-15T15:00:00Z');
    for (const address of everyone) expect(reportsTo(address), address).toHaveLength(0);
    const runs = await backend.sql(
      'select r.id from private.report_runs r join private.report_subscriptions s on s.id = r.subscription_id where s.lead_id = $1',
      [lead.leadId],
    );
    expect(runs).toHaveLength(0);
    // Still one confirmation each: nobody is reminded.
    for (const address of everyone) expect(confirmationsTo(address)).toHaveLength(1);
  });

  it('a confirmed recipient gets the reports, an unconfirmed one never does', async () => {
    const [confirming, silent] = [uniqueEmail('confirms'), uniqueEmail('silent')];
    const lead = await schedule('2029-02-07T18:00:00Z', [confirming, silent]);
    await backend.deliverNotifications();

    const answer = await confirm(tokenIn(confirmationsTo(confirming)[0]));
    expect(answer).toEqual({
      ok: true,
      website: `${siteUrl}/`,
      reportDay: 'monday',
      email: expect.stringMatching(/^c\*\*\*@example\.com$/),
      alreadyConfirmed: false,
    });
    // The same link again: already done, still fine.
    expect(await confirm(tokenIn(confirmationsTo(confirming)[0]))).toMatchObject({ ok: true, alreadyConfirmed: true });

    await runAt('2029-02-12T15:00:00Z');
    expect(reportsTo(confirming)).toHaveLength(1);
    expect(reportsTo(lead.email)).toHaveLength(0);

    // The owner confirms later, within the link's 7 days, and gets the next week's.
    await backend.setClock('2029-02-13T18:00:00Z');
    expect((await confirm(tokenIn(confirmationsTo(lead.email)[0]))).ok).toBe(true);
    await runAt('2029-02-19T15:00:00Z');
    expect(reportsTo(confirming)).toHaveLength(2);
    expect(reportsTo(lead.email)).toHaveLength(1);
    expect(reportsTo(silent)).toHaveLength(0);

    // The silent one's link expired after 7 days: it starts nothing, and nothing is sent to it.
    await backend.setClock('2029-02-21T18:00:00Z');
    expect(await confirm(tokenIn(confirmationsTo(silent)[0]))).toEqual({ ok: false, error: CONFIRM_MESSAGES.expired });
    expect(await confirmInDatabase(tokenIn(confirmationsTo(silent)[0]))).toEqual({ status: 200, body: { outcome: 'expired' } });
    await runAt('2029-02-26T15:00:00Z');
    expect(reportsTo(lead.email)).toHaveLength(2);
    expect(reportsTo(confirming)).toHaveLength(3);
    expect(reportsTo(silent)).toHaveLength(0);

    // After an unsubscribe, the confirmation link no longer starts anything.
    const unsubscribeToken = /\/unsubscribe\?token=([\w.-]+)/.exec(reportsTo(confirming)[0]!.text ?? '')![1]!;
    const left = await fetch(`${backend.url}/functions/v1/weekly-report-unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: unsubscribeToken }),
    });
    expect(left.status).toBe(200);
    expect(await confirm(tokenIn(confirmationsTo(confirming)[0]))).toEqual({ ok: false, error: CONFIRM_MESSAGES.stopped });
    expect(await confirmInDatabase(tokenIn(confirmationsTo(confirming)[0]))).toEqual({ status: 200, body: { outcome: 'stopped' } });

    // Staff see each recipient's state in the lead, and each confirmation in its history.
    const { data: staff } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Maria Lopez' });
    const { data, error } = await backend.anon.rpc('dashboard_get_lead', { session_token: staff!, lead_id: lead.leadId });
    expect(error).toBeNull();
    const detail = z
      .object({
        report_subscription: z.object({
          recipients: z.array(z.object({ email: z.string(), state: z.string(), confirm_expires_at: z.string().nullable() })),
          events: z.array(z.object({ event: z.string(), actor: z.string() })),
        }),
        notifications: z.array(z.object({ kind: z.string(), recipient: z.string().nullable(), status: z.string() })),
      })
      .parse(data);
    const states = Object.fromEntries(detail.report_subscription.recipients.map((recipient) => [recipient.email, recipient.state]));
    expect(states).toEqual({ [lead.email]: 'confirmed', [confirming]: 'unsubscribed', [silent]: 'pending' });
    expect(detail.report_subscription.recipients.find((recipient) => recipient.email === silent)!.confirm_expires_at).toMatch(/^2029-02-14T18:00/);
    expect(
      detail.report_subscription.events
        .filter((event) => event.event === 'recipient_confirmed')
        .map((event) => event.actor)
        .sort(),
    ).toEqual([confirming, lead.email].sort());
    expect(detail.notifications.filter((notification) => notification.kind === 'report_confirmation')).toHaveLength(3);
  });

  it('a link is checked for its shape by the page and by the database, and an unknown or broken one is answered calmly', async () => {
    const shapes = ['', 'x', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}\u0000`, `${'A'.repeat(42)}\ud800`, `${'A'.repeat(42)}=`];
    const [before] = await backend.sql<{ hits: number }>(
      "select coalesce(sum(hits), 0)::integer as hits from private.rate_buckets where scope = 'report_confirm'",
    );
    // The page sends none of them: its call refuses each before any request.
    for (const token of shapes) expect(await confirm(token), JSON.stringify(token)).toEqual({ ok: false, error: CONFIRM_MESSAGES.notValid });
    const [after] = await backend.sql<{ hits: number }>(
      "select coalesce(sum(hits), 0)::integer as hits from private.rate_buckets where scope = 'report_confirm'",
    );
    expect(after!.hits).toBe(before!.hits);
    // Sent to the database anyway, each is an outcome or a 400 (text Postgres cannot hold), never a confirmation.
    const unstorable = new Set([`${'A'.repeat(42)}\u0000`, `${'A'.repeat(42)}\ud800`]);
    for (const token of [...shapes, 42, null, { token: 'A' }, 'A'.repeat(6000)]) {
      const answer = await confirmInDatabase(token);
      if (typeof token === 'string' && unstorable.has(token)) expect(answer.status, JSON.stringify(token)).toBe(400);
      else expect(answer, JSON.stringify(token).slice(0, 60)).toEqual({ status: 200, body: { outcome: 'not_valid' } });
    }
    // A well-shaped token no e-mail carries: the page shows the database's answer.
    expect(await confirm('A'.repeat(43))).toEqual({ ok: false, error: CONFIRM_MESSAGES.notValid });
    expect(await confirmInDatabase('A'.repeat(43))).toEqual({ status: 200, body: { outcome: 'not_valid' } });
    // Opening the database's address does nothing: a GET is read-only, and confirming writes.
    const opened = await fetch(`${backend.url}/rest/v1/rpc/confirm_weekly_report?token=${'A'.repeat(43)}`, { headers: { apikey: backend.anonKey } });
    expect(opened.status).toBeGreaterThanOrEqual(400);
    expect(opened.status).toBeLessThan(500);
  });

  it('counts every call against the address the platform wrote, outcomes included, and past the limit the page says so', async () => {
    await backend.sql("delete from private.rate_buckets where scope = 'report_confirm'");
    await backend.setWriteLimit('report_confirm', 3, 60);
    try {
      for (let call = 0; call < 3; call += 1) expect(await confirm('A'.repeat(43))).toEqual({ ok: false, error: CONFIRM_MESSAGES.notValid });
      expect(await confirm('B'.repeat(43))).toEqual({ ok: false, error: CONFIRM_MESSAGES.tooMany });
      const refused = await confirmInDatabase('B'.repeat(43));
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'PT429' });
      // A caller cannot name another address to escape it: the database reads the one the gateway wrote.
      const forged = await fetch(`${backend.url}/rest/v1/rpc/confirm_weekly_report`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', 'X-Real-IP': '203.0.113.77', 'X-Forwarded-For': '203.0.113.77' },
        body: JSON.stringify({ token: 'B'.repeat(43), client_address: '203.0.113.77' }),
      });
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.status).toBeLessThan(500);
      expect(await backend.sql("select address, hits from private.rate_buckets where scope = 'report_confirm'")).toEqual([
        { address: '127.0.0.1', hits: expect.any(Number) },
      ]);
    } finally {
      await backend.setWriteLimit('report_confirm', 100000, 60);
      await backend.sql("delete from private.rate_buckets where scope = 'report_confirm'");
    }
  });
});

/** What the read on load answers any caller with the public key: as a GET (how the page sends it, read-only), or a POST. */
async function stateInDatabase(token: unknown, method: 'GET' | 'POST') {
  const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' };
  const response =
    method === 'GET'
      ? await fetch(`${backend.url}/rest/v1/rpc/weekly_report_confirmation_state?token=${encodeURIComponent(String(token))}`, { headers })
      : await fetch(`${backend.url}/rest/v1/rpc/weekly_report_confirmation_state`, { method, headers, body: JSON.stringify({ token }) });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * Everything a confirmation or a read could write, for one schedule and for the whole database: the
 * lead (with its updated_at), the subscription, its recipients, its history, the outbox's rows, the
 * rate limits' counts, and the local inbox.
 */
async function writtenFor(leadId: string) {
  const [rows] = await backend.sql<{
    lead: unknown;
    subscription: unknown;
    recipients: unknown;
    events: { event: string }[];
    outbox: number;
    outbox_pending: number;
    rate_hits: number;
  }>(
    `select (select row_to_json(l) from public.lsg_leads l where l.id = s.lead_id) as lead,
            row_to_json(s) as subscription,
            (select json_agg(r order by r.email) from private.report_recipients r where r.subscription_id = s.id) as recipients,
            (select json_agg(e order by e.at, e.event) from private.report_subscription_events e where e.subscription_id = s.id) as events,
            (select count(*)::integer from private.lead_notifications) as outbox,
            (select count(*)::integer from private.lead_notifications where status = 'pending') as outbox_pending,
            (select coalesce(sum(hits), 0)::integer from private.rate_buckets) as rate_hits
       from private.report_subscriptions s where s.lead_id = $1`,
    [leadId],
  );
  return { ...rows!, inbox: backend.inbox!.messages().length };
}

describe('confirmed stays confirmed: the page reads its link on load, and the read writes nothing', () => {
  it('a link reads pending, then confirmed once pressed; a read changes no row and sends nothing; a second press sends no second e-mail', async () => {
    const colleague = uniqueEmail('reads');
    const lead = await schedule('2029-04-04T18:00:00Z', [colleague]);
    await backend.deliverNotifications();
    const token = tokenIn(confirmationsTo(lead.email)[0]);
    expect(confirmationsTo(lead.email)).toHaveLength(1);

    // Opened (a mail scanner, a preview, the page loading): pending, and nothing written, counted or sent.
    const opened = await writtenFor(lead.leadId);
    expect(await pageOnLoad.readConfirmationState(token)).toBe('pending');
    expect(await stateInDatabase(token, 'GET')).toEqual({ status: 200, body: 'pending' });
    expect(await stateInDatabase(token, 'POST')).toEqual({ status: 200, body: 'pending' });
    await backend.deliverNotifications();
    expect(await writtenFor(lead.leadId)).toEqual(opened);

    // Pressed: confirmed, once; the confirmation queues no e-mail.
    expect(await confirm(token)).toMatchObject({ ok: true, alreadyConfirmed: false });
    await backend.deliverNotifications();
    const confirmed = await writtenFor(lead.leadId);
    expect(confirmed.outbox).toBe(opened.outbox);
    expect(confirmed.inbox).toBe(opened.inbox);
    expect(confirmed.events.filter((event) => event.event === 'recipient_confirmed')).toHaveLength(1);

    // Reloaded: the read says confirmed, and writes nothing either.
    expect(await pageOnLoad.readConfirmationState(token)).toBe('confirmed');
    expect(await stateInDatabase(token, 'GET')).toEqual({ status: 200, body: 'confirmed' });
    await backend.deliverNotifications();
    expect(await writtenFor(lead.leadId)).toEqual(confirmed);

    // Pressed again (another tab, the back button): already confirmed; only the call is counted.
    expect(await confirm(token)).toMatchObject({ ok: true, alreadyConfirmed: true });
    await backend.deliverNotifications();
    expect(await writtenFor(lead.leadId)).toEqual({ ...confirmed, rate_hits: confirmed.rate_hits + 1 });
    expect(confirmationsTo(lead.email)).toHaveLength(1);
    expect(backend.inbox!.messages({ to: lead.email })).toHaveLength(1);

    // Each link is its recipient's own: the colleague's is still pending.
    expect(await pageOnLoad.readConfirmationState(tokenIn(confirmationsTo(colleague)[0]))).toBe('pending');
  });

  it('the read judges a link as the confirmation does: expired, stopped, unknown, or not a token at all', async () => {
    const [late, leaving] = [uniqueEmail('late'), uniqueEmail('leaving')];
    const lead = await schedule('2029-04-11T18:00:00Z', [late, leaving]);
    await backend.deliverNotifications();
    const [lateToken, leavingToken] = [tokenIn(confirmationsTo(late)[0]), tokenIn(confirmationsTo(leaving)[0])];
    expect(await confirm(leavingToken)).toMatchObject({ ok: true });
    await backend.sql('update private.report_recipients set unsubscribed_at = private.clock_now() where email = $1', [leaving]);

    await backend.setClock('2029-04-19T18:00:00Z');
    for (const [token, outcome] of [
      [lateToken, 'expired'],
      [leavingToken, 'stopped'],
      ['A'.repeat(43), 'not_valid'],
    ] as const) {
      expect(await stateInDatabase(token, 'GET'), outcome).toEqual({ status: 200, body: outcome });
      expect(await confirmInDatabase(token), outcome).toEqual({ status: 200, body: { outcome } });
      expect(await pageOnLoad.readConfirmationState(token)).toBe(outcome);
    }
    // Staff ending the whole subscription stops every link of it, confirmed or not.
    await backend.sql("update private.report_subscriptions set status = 'unsubscribed' where lead_id = $1", [lead.leadId]);
    expect(await stateInDatabase(tokenIn(confirmationsTo(lead.email)[0]), 'GET')).toEqual({ status: 200, body: 'stopped' });

    // Not a token: the database checks the shape itself and answers not_valid, or 400 for text Postgres cannot hold.
    for (const token of ['', 'x', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, 'A'.repeat(6000), null, 42]) {
      expect(await stateInDatabase(token, 'POST'), JSON.stringify(token).slice(0, 60)).toEqual({ status: 200, body: 'not_valid' });
    }
    expect((await stateInDatabase(`${'A'.repeat(42)}\u0000`, 'POST')).status).toBe(400);
  });
});

describe('what the visitor typed about themselves reaches nobody else', () => {
  it('the name and company never appear in an e-mail to another address: confirmation or report, text, HTML or PDF', async () => {
    const extra = [uniqueEmail('third'), uniqueEmail('party')];
    const lead = await schedule('2029-03-07T18:00:00Z', extra, { name: TYPED_NAME, company: TYPED_COMPANY });
    expect(lead.error).toBeNull();
    await backend.deliverNotifications();
    for (const address of [lead.email, ...extra]) expect((await confirm(tokenIn(confirmationsTo(address)[0]))).ok).toBe(true);
    await runAt('2029-03-12T15:00:00Z');

    for (const address of extra) {
      const mails = backend.inbox!.messages({ to: address });
      expect(mails.map((mail) => (isConfirmation(mail) ? 'confirmation' : 'report')).sort()).toEqual(['confirmation', 'report']);
      for (const mail of mails) {
        for (const part of [mail.subject, mail.text ?? '', mail.html ?? ''])
          for (const typed of TYPED) expect(part, `${mail.subject} to ${address}`).not.toContain(typed);
        // The agency's words and the checked site only.
        expect(mail.text).toContain(new URL(siteUrl).host);
      }
      const report = mails.find((mail) => !isConfirmation(mail))!;
      const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(report.attachments[0]!.content, 'base64')));
      const { text } = await extractText(pdf, { mergePages: true });
      for (const typed of TYPED) expect(text).not.toContain(typed);
      expect(report.text).toMatch(/You receive this report because you confirmed on March 7, 2029 that you want us to e-mail/);
    }
    const [invitation] = confirmationsTo(extra[0]!);
    expect(invitation!.subject).toBe(`Please confirm: weekly SEO report for ${new URL(siteUrl).host}`);
    expect(invitation!.text).toContain('Someone using the free SEO tool of Los Angeles SEO Group asked us');
    expect(invitation!.text).not.toContain(lead.email);
    expect(invitation!.text).not.toContain(extra[1]!);
    const [own] = confirmationsTo(lead.email);
    expect(own!.text).toContain('You added 2 more recipients.');
    for (const address of extra) expect(own!.text).not.toContain(address);
    // What the payloads of the outbox and the run hold: no name, no company.
    const payloads = await backend.sql<{ payload: string }>("select payload::text from private.lead_notifications where lead_id = $1 and kind <> 'new'", [
      lead.leadId,
    ]);
    for (const { payload } of payloads) for (const typed of TYPED) expect(payload).not.toContain(typed);
  });
});

describe('the caps on new recipients', () => {
  it('refuse the next recipient from one address with 429 and a clear message, and store nothing; a day later it goes through', async () => {
    await backend.sql('update private.report_opt_in_settings set new_recipients_per_address = 6');
    const first = await schedule(
      '2029-04-04T18:00:00Z',
      Array.from({ length: 5 }, () => uniqueEmail('team')),
    );
    expect(first.error).toBeNull();
    const before = await backend.sql<{ n: string }>('select count(*)::text as n from private.lead_notifications');

    const refused = await schedule('2029-04-04T19:00:00Z', []);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(RECIPIENT_LIMIT_MESSAGES.address);
    expect(await backend.sql('select id from public.lsg_leads where id = $1', [refused.leadId])).toHaveLength(0);
    expect(await backend.sql('select id from private.report_subscriptions where lead_id = $1', [refused.leadId])).toHaveLength(0);
    expect(await backend.sql<{ n: string }>('select count(*)::text as n from private.lead_notifications')).toEqual(before);
    expect(confirmationsTo(refused.email)).toHaveLength(0);

    // A day later it goes through.
    expect((await schedule('2029-04-05T18:05:00Z', [])).error).toBeNull();
  });

  it('refuse the completion of a partial lead the same way, which then stays partial', async () => {
    // Real time: a partial lead can be completed for 24 hours after it was stored (created_at is the real time).
    await backend.setClockOffset(0);
    await backend.sql('update private.report_opt_in_settings set new_recipients_per_address = 1');
    const first = await scheduleReport(backend.anon, { email: uniqueEmail('first') });
    expect(first.error).toBeNull();
    const partialId = randomUUID();
    const partialEmail = uniqueEmail('partial');
    expect(
      (await backend.anon.from('lsg_leads').insert({ id: partialId, name: 'Ana Ruiz', email: partialEmail, lead_type: 'report_scheduler_partial' })).error,
    ).toBeNull();
    const completion = await scheduleReport(backend.anon, { partial_lead_id: partialId, email: partialEmail });
    expect(completion.status).toBe(429);
    expect(completion.error?.message).toBe(RECIPIENT_LIMIT_MESSAGES.address);
    expect(await backend.sql('select lead_type from public.lsg_leads where id = $1', [partialId])).toEqual([{ lead_type: 'report_scheduler_partial' }]);
    expect(await backend.sql('select id from public.lsg_leads where id = $1', [completion.leadId])).toEqual([]);
  });

  it('count concurrent schedules one after the other: exactly the cap passes', async () => {
    await backend.sql('update private.report_opt_in_settings set new_recipients_per_address = 6');
    await backend.setClock('2029-05-02T18:00:00Z');
    const results = await Promise.all(Array.from({ length: 6 }, () => schedule('2029-05-02T18:00:00Z', [uniqueEmail('pair')])));
    expect(results.filter((result) => result.error === null)).toHaveLength(3);
    expect(results.filter((result) => result.status === 429)).toHaveLength(3);
  });

  it('refuse past the day’s cap for the whole site with its own message', async () => {
    await backend.setClock('2029-06-06T18:00:00Z');
    const [{ n }] = (await backend.sql<{ n: number }>(
      "select count(*)::integer as n from private.report_recipients where added_at > private.clock_now() - interval '1 day' and added_at <= private.clock_now()",
    )) as [{ n: number }];
    await backend.sql('update private.report_opt_in_settings set new_recipients_per_day = $1', [n + 3]);
    expect((await schedule('2029-06-06T18:00:00Z', [uniqueEmail('a'), uniqueEmail('b')])).error).toBeNull();
    const refused = await schedule('2029-06-06T18:30:00Z', []);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(RECIPIENT_LIMIT_MESSAGES.site);
    // 24 hours after the first ones, there is room again.
    expect((await schedule('2029-06-07T18:05:00Z', [])).error).toBeNull();
  });
});
