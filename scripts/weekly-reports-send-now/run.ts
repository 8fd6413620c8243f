/**
 * `npm run weekly-reports:send-now [-- --api-port N] [-- --week N]`: asks the running local backend
 * (`npm run dev -- --clock`, which serves the clock's door) to send the weekly SEO reports of the
 * coming week now, so a developer can read one in the local inbox without waiting for its day.
 * Through the same doors the end-to-end tests use: the database clock moves to each of the next
 * seven days, 9 or 10 am in Los Angeles (/_local/clock, scripts/clock-door.ts), the job runs there
 * (POST /functions/v1/send-weekly-reports with the service-role key), and the clock goes back to
 * where it was. Only confirmed recipients of active subscriptions get a report, one per
 * subscription and week, never on the day it was made (docs/decisions/0021-weekly-reports.md,
 * 0025): a second run for the same week sends nothing, so `--week 2` sends the week after.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_API_PORT } from '../../supabase/local/backend';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { parsePort } from '../../supabase/local/local-data';
import { reportDays } from './report-days';

interface JobAnswer {
  runs: { claimed: number; measured: number; unreachable: number; queued: number };
  delivery: { sent: number };
}

const { values: flags } = parseArgs({ options: { 'api-port': { type: 'string' }, week: { type: 'string' } } });
const api = `http://127.0.0.1:${flags['api-port'] === undefined ? DEFAULT_API_PORT : parsePort(flags['api-port'], '--api-port')}`;
const week = Number(flags.week ?? 1);
const service = { Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' };

async function call<T>(path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${api}${path}`, { method: body === undefined ? 'GET' : 'POST', headers: service, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

try {
  if (!Number.isInteger(week) || week < 1) throw new Error(`--week takes a whole number from 1, not "${flags.week}".`);
  const clock = await call<{ offset_seconds: number; now: string }>('/_local/clock').catch((error: unknown) => {
    throw new Error(
      `No local backend with a clock door answered at ${api} (${error instanceof Error ? error.message : error}). Start \`npm run dev -- --clock\` first, or pass -- --api-port N.`,
    );
  });
  const totals = { claimed: 0, unreachable: 0, sent: 0 };
  try {
    for (const day of reportDays(Date.parse(clock.now), week)) {
      await call('/_local/clock', { now: day });
      const answer = await call<JobAnswer>('/functions/v1/send-weekly-reports', {});
      totals.claimed += answer.runs.claimed;
      totals.unreachable += answer.runs.unreachable;
      totals.sent += answer.delivery.sent;
      if (answer.runs.claimed) console.log(`${day.slice(0, 10)}: ${answer.runs.claimed} report(s), ${answer.delivery.sent} e-mail(s) sent`);
    }
  } finally {
    await call('/_local/clock', { offset_seconds: clock.offset_seconds });
  }
  console.log(`Week ${week}: ${totals.claimed} report(s) made, ${totals.sent} e-mail(s) sent. Read them at ${api}/inbox/`);
  if (totals.unreachable) console.log(`${totals.unreachable} page(s) could not be checked; the report says why (a page on this machine needs ANALYZE_PAGE_ALLOW_PRIVATE=true in .env).`);
  if (!totals.claimed) {
    console.log('Nothing was due: a report goes only to a recipient who confirmed from the inbox, once per subscription and week; try --week 2 for the week after.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
