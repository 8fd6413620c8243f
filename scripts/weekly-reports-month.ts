/**
 * `npx tsx scripts/weekly-reports-month.ts [--subscriptions 1000] [--days 30]`: the weekly SEO
 * reports over a simulated month (docs/decisions/0021-weekly-reports.md), on a throwaway local
 * stack (PGlite in memory, or a scratch database on the Postgres server in DATABASE_URL, dropped
 * afterwards; free ports, so it runs beside anything else). Subscriptions are spread over the seven days, a quarter with a second recipient;
 * every site is a page on a local server that changes from week to week. The database's clock is
 * moved an hour at a time, and each hour the scheduled job runs once, as pg_cron would every 15
 * minutes. In the second week the e-mail API refuses 50 messages in a row, as a failing provider
 * would. Prints: reports due and sent, duplicates, time per report, and the sizes of the e-mail
 * and its PDF. Nothing is asserted here; tests/integration/weekly-reports.test.ts asserts.
 */
import './../supabase/local/websocket-polyfill';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { startBackend } from '../supabase/local/backend';
import { createScratchDatabase } from '../supabase/local/scratch-database';
import { REPORT_CONSENT } from '@shared/report-consent';

const { values: flags } = parseArgs({ options: { subscriptions: { type: 'string' }, days: { type: 'string' } } });
const SUBSCRIPTIONS = Number(flags.subscriptions ?? 1000);
const DAYS = Number(flags.days ?? 30);
const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
// Sunday, February 28, 2027, midnight in Los Angeles (PST); the month runs across the change to PDT on March 14.
const START = Date.parse('2027-02-28T08:00:00Z');
const HOUR = 3_600_000;

/** The local date (YYYY-MM-DD) and weekday in Los Angeles of an instant. */
const laDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });
const laWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', weekday: 'long' });
const laHour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' });

const week = (at: number) => Math.floor((at - START) / (7 * 86_400_000));

const site = createServer((request, response) => {
  const id = Number(/\/site-(\d+)/.exec(request.url ?? '')?.[1] ?? 0);
  const words = 150 + ((id * 37 + currentWeek * 90) % 500);
  const h1 = (id + currentWeek) % 3 === 0 ? 2 : 1;
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html><head><title>Business ${id}: services in Los Angeles${currentWeek % 2 ? ' and nearby' : ''}</title>` +
      `${id % 2 ? '<meta name="description" content="Local services in Los Angeles with upfront prices, same-day visits and friendly licensed staff.">' : ''}` +
      `<link rel="canonical" href="/"></head><body>${'<h1>Our services</h1>'.repeat(h1)}<p>${'word '.repeat(words)}</p>` +
      `<a href="/contact">Contact</a><img src="/a.webp" alt="Shop front"><img src="/b.webp"></body></html>`,
  );
});
let currentWeek = 0;
await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'lsg_month') : null;
const backend = await startBackend({
  port: 0,
  dbPort: 0,
  databaseUrl: scratch?.url,
  notificationIntervalMs: 0,
  morningEmailIntervalMs: 0,
  // The jobs run only when this script says, on its clock: no wake-up for the subscriptions' own lead notifications.
  wakeSender: false,
  weeklyReportIntervalMs: 0,
  inbox: { capacity: 20_000 },
  functionEnv: { ANALYZE_PAGE_ALLOW_PRIVATE: 'true', LEAD_WRITE_LIMIT: '100000' },
});
const sql = backend.database.query;
const setClock = (at: number) =>
  sql('update private.clock_settings set offset_seconds = ceil(extract(epoch from ($1::timestamptz - pg_catalog.clock_timestamp())))::integer', [
    new Date(at).toISOString(),
  ]);

async function job(name: 'send-weekly-reports' | 'send-notifications') {
  const reply = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!reply.ok) throw new Error(`${name} answered ${reply.status}: ${await reply.text()}`);
  return (await reply.json()) as { runs?: { claimed: number; queued: number }; delivery: { sent: number; retrying: number } };
}

try {
  // The subscriptions, made the day before the month starts (Saturday afternoon).
  const created = START - 10 * HOUR;
  await setClock(created);
  // Each one the scheduler's call, schedule_weekly_report (docs/decisions/0052-commands-are-calls.md).
  await sql(
    `select public.schedule_weekly_report(
              lead_id => gen_random_uuid(), name => 'Owner ' || n, email => 'owner-' || n || '@example.com', website => $1 || '/site-' || n,
              report_day => ($2::text[])[1 + n % 7],
              additional_emails => case when n % 4 = 0 then array['team-' || n || '@example.com'] else '{}'::text[] end,
              consent_version => $3::text, source_path => '/seo-tool')
       from generate_series(1, $4::integer) n`,
    [siteUrl, DAY_NAMES, REPORT_CONSENT.version, SUBSCRIPTIONS],
  );
  // Every recipient confirms at once (docs/decisions/0025-weekly-report-double-opt-in.md): a report goes
  // only to an address that confirmed. The leads' own notifications to the agency and the
  // confirmation e-mails are not what is measured here.
  await sql('update private.report_recipients set confirmed_at = added_at');
  await sql("update private.lead_notifications set status = 'skipped' where status = 'pending'");
  const [active] = await sql<{ count: string }>("select count(*) from private.report_subscriptions where status = 'active'");
  const subscriptions = active?.count ?? '0';

  // What is due: for each subscription, each report day of the month (from 7 am, after the day it was made).
  const expected = new Map<string, number>(); // recipient -> reports due
  const dueDays = new Map<string, number>(); // weekday -> how many of them in the month
  for (let at = START; at < START + DAYS * 86_400_000; at += 86_400_000 / 2) {
    const date = laDate.format(at);
    if (!dueDays.has(date)) dueDays.set(date, DAY_NAMES.indexOf(laWeekday.format(at).toLowerCase()));
  }
  let due = 0;
  for (let n = 1; n <= SUBSCRIPTIONS; n += 1) {
    const day = (n % 7) as number;
    const count = [...dueDays.values()].filter((weekday) => weekday === day).length;
    const recipients = [`owner-${n}@example.com`, ...(n % 4 === 0 ? [`team-${n}@example.com`] : [])];
    for (const recipient of recipients) expected.set(recipient, count);
    due += count * recipients.length;
  }

  let jobTime = 0;
  let busyTime = 0;
  let busyRuns = 0;
  let runs = 0;
  let failedOnce = false;
  const started = performance.now();
  for (let at = START; at < START + DAYS * 86_400_000; at += HOUR) {
    currentWeek = week(at);
    if (!failedOnce && currentWeek === 1 && Number(laHour.format(at)) === 7) {
      backend.inbox!.failNext(50);
      failedOnce = true;
    }
    await setClock(at);
    const t0 = performance.now();
    const report = await job('send-weekly-reports');
    const took = performance.now() - t0;
    jobTime += took;
    runs += report.runs?.claimed ?? 0;
    if ((report.runs?.claimed ?? 0) > 0 || report.delivery.sent > 0) {
      busyTime += took;
      busyRuns += 1;
    }
  }
  // The minute sweeper once more at the end, for anything still waiting on a retry.
  await setClock(START + DAYS * 86_400_000 + HOUR);
  await job('send-notifications');
  const elapsed = (performance.now() - started) / 1000;

  const messages = backend.inbox!.messages();
  const weekly = messages.filter((message) => message.subject.startsWith('Weekly SEO report'));
  const byRecipientWeek = new Map<string, number>();
  for (const message of weekly) {
    const key = `${message.to[0]} ${message.attachments[0]?.filename}`;
    byRecipientWeek.set(key, (byRecipientWeek.get(key) ?? 0) + 1);
  }
  const duplicates = [...byRecipientWeek.values()].filter((count) => count > 1).length;
  let missing = 0;
  for (const [recipient, count] of expected) {
    const got = weekly.filter((message) => message.to[0] === recipient).length;
    if (got !== count) missing += Math.max(0, count - got);
  }
  const [outbox] = await sql<{ sent: string; pending: string; failed: string; retried: string }>(
    `select count(*) filter (where status = 'sent') as sent, count(*) filter (where status = 'pending') as pending,
            count(*) filter (where status = 'failed') as failed, count(*) filter (where attempts > 1) as retried
       from private.lead_notifications where kind = 'weekly_report'`,
  );
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    return { mean: Math.round(mean), median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const emailSize = stats(weekly.map((message) => message.size));
  const pdfSize = stats(weekly.map((message) => message.attachments[0]?.size ?? 0));
  const htmlSize = stats(weekly.map((message) => Buffer.byteLength(message.html ?? '')));
  const textSize = stats(weekly.map((message) => Buffer.byteLength(message.text ?? '')));
  const counters = backend.inbox!.counters();

  console.log(`Weekly reports, a simulated month on ${backend.database.kind === 'pglite' ? 'PGlite' : 'a Postgres server'}`);
  console.log(`  subscriptions (active)        ${subscriptions} (${SUBSCRIPTIONS} made), ${expected.size} recipients`);
  console.log(`  simulated                     ${DAYS} days, one job run an hour (${DAYS * 24} runs), across the change to daylight time`);
  console.log(`  reports due                   ${due}`);
  console.log(`  runs (site checks)            ${runs}`);
  console.log(`  e-mails sent (inbox)          ${weekly.length}; outbox: ${outbox!.sent} sent, ${outbox!.pending} pending, ${outbox!.failed} given up, ${outbox!.retried} needed a retry`);
  console.log(`  missing / duplicates          ${missing} / ${duplicates}`);
  console.log(`  e-mail API                    ${counters.refused} refused (a 50-message outage in week 2), ${counters.replayed} repeats`);
  const idle = DAYS * 24 - busyRuns;
  console.log(
    `  time per report               ${(busyTime / Math.max(1, weekly.length)).toFixed(1)} ms: check, record, PDF and send (${(busyTime / 1000).toFixed(1)} s in the ${busyRuns} runs that sent; ${idle} runs with nothing due took ${((jobTime - busyTime) / Math.max(1, idle)).toFixed(1)} ms each; whole simulation ${elapsed.toFixed(1)} s)`,
  );
  console.log(`  e-mail (API request, all parts) mean ${kb(emailSize.mean)}, median ${kb(emailSize.median)}, max ${kb(emailSize.max)}`);
  console.log(`    HTML part                   mean ${kb(htmlSize.mean)}, max ${kb(htmlSize.max)}`);
  console.log(`    text part                   mean ${kb(textSize.mean)}, max ${kb(textSize.max)}`);
  console.log(`  PDF attachment                mean ${kb(pdfSize.mean)}, median ${kb(pdfSize.median)}, max ${kb(pdfSize.max)}`);
} finally {
  await backend.stop();
  await scratch?.drop();
  site.closeAllConnections();
  site.close();
}
