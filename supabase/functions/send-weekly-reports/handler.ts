/**
 * send-weekly-reports: the weekly SEO reports' scheduled job (docs/decisions/0021-weekly-reports.md).
 * On hosted Supabase pg_cron calls it every 15 minutes through pg_net (supabase/migrations/
 * supabase/schemas/09_weekly_reports.sql); the local backend calls it on a timer, and the tests call it after moving the
 * database clock. Each call:
 *   1. claims the reports that are due (claim_weekly_reports: the day and hour in Los Angeles, once
 *      per subscription and week, decided by the database's clock);
 *   2. measures each site with the SEO tool's own page check (analyzePage of _shared/page-check/, as
 *      analyze-page does, with the same settings: public addresses only, pinned connections, 8 s,
 *      2 MB), a few at a time;
 *   3. records each result (record_weekly_report), which queues one e-mail per recipient in the
 *      notification outbox;
 *   4. sends the queued reports through the outbox (its retries and backoff are the outbox's; the
 *      minute job, send-notifications, sends whatever this call leaves).
 * Only the service-role key may call it.
 */
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { deliverDueNotifications, emailSender, type DeliveryReport } from '../_shared/notification-outbox.ts';
import type { PageReport } from '../_shared/page-report.ts';
import { parseOrThrow } from '../_shared/malformed-data.ts';
import { weeklyReportBuilder } from '../_shared/weekly-report/email.ts';
import { CheckError } from '../_shared/page-check/check-error.ts';
import { analyzePage, pageCheckOptions, type AnalyzePageOptions } from '../_shared/page-check/page-check.ts';
import { parseTarget } from '../_shared/page-check/target.ts';

const CLAIM_BATCH = 10;
const MEASURE_AT_ONCE = 4;
const SEND_BATCH = 20;
const MAX_SEND_ROUNDS = 20;
/** A call stops claiming after this long (Supabase ends a function at 150 s); the next call goes on. */
const DEFAULT_TIME_BUDGET_MS = 100_000;

/**
 * claim_weekly_reports' rows (its `returns table` columns) and record_weekly_report's count. A
 * mismatch is thrown: the call answers 503 and the runs come back when their lease ends.
 */
const claimedRuns = z.array(z.object({ run_id: z.string(), subscription_id: z.string(), website: z.string(), week_of: z.string(), attempts: z.number().int() }));
const queuedCount = z.number().int().nullable();

export interface WeeklyRunReport {
  claimed: number;
  measured: number;
  unreachable: number;
  queued: number;
}

export interface SendWeeklyReportsOptions {
  fetch?: typeof fetch;
  pageCheck?: Partial<AnalyzePageOptions>;
  now?: () => number;
}

/** The page's report, or the reason in the visitor's words (the tool's own messages) why it could not be checked. */
async function measure(website: string, options: AnalyzePageOptions): Promise<{ report: PageReport } | { error: string }> {
  try {
    return { report: await analyzePage(parseTarget(website), options) };
  } catch (error) {
    if (error instanceof CheckError) return { error: error.message };
    console.error('Weekly report page check failed', error instanceof Error ? error.message : error);
    return { error: 'The page could not be checked because of an error on our side.' };
  }
}

/** Runs `work` over `items`, at most `limit` at a time; the first failure fails the whole. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(workers);
}

export function createHandler(env: FunctionEnv, overrides: SendWeeklyReportsOptions = {}) {
  const serviceKey = env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const send = emailSender(env, overrides.fetch ?? fetch, weeklyReportBuilder(env));
  const pageCheck = pageCheckOptions(env, overrides.pageCheck);
  const now = overrides.now ?? (() => performance.now());
  const budget = Number(env.get('WEEKLY_REPORTS_TIME_BUDGET_MS')) || DEFAULT_TIME_BUDGET_MS;

  return async function sendWeeklyReports(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return json({ error: 'Use POST to send the weekly reports.' }, 405);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!serviceKey || token !== serviceKey) return json({ error: 'Only the scheduled job may send the weekly reports.' }, 403);
    const body = await request.text();
    if (body.trim()) {
      try {
        JSON.parse(body);
      } catch {
        return json({ error: 'Send an empty JSON object ({}), or nothing.' }, 400);
      }
    }

    const started = now();
    const runs: WeeklyRunReport = { claimed: 0, measured: 0, unreachable: 0, queued: 0 };
    const delivery: DeliveryReport = { claimed: 0, sent: 0, failed: 0, retrying: 0, skipped: 0 };
    try {
      while (now() - started < budget) {
        const { data, error } = await supabase.rpc('claim_weekly_reports', { batch_size: CLAIM_BATCH });
        if (error) throw new Error(`Could not claim the due reports: ${error.message}`);
        const claimed = parseOrThrow(claimedRuns, data ?? [], 'The claim of due weekly reports');
        runs.claimed += claimed.length;
        await inBatches(claimed, MEASURE_AT_ONCE, async (run) => {
          const result = await measure(run.website, pageCheck);
          const { data: queued, error: recordError } = await supabase.rpc('record_weekly_report', {
            run_id: run.run_id,
            ...('report' in result ? { report: result.report } : { error: result.error }),
          });
          if (recordError) throw new Error(`Could not record the report of run ${run.run_id}: ${recordError.message}`);
          if ('report' in result) runs.measured += 1;
          else runs.unreachable += 1;
          runs.queued += parseOrThrow(queuedCount, queued, `The count of reports queued for run ${run.run_id}`) ?? 0;
        });
        if (claimed.length < CLAIM_BATCH) break;
      }
      for (let round = 0; round < MAX_SEND_ROUNDS && now() - started < budget; round += 1) {
        const report = await deliverDueNotifications(supabase, send, SEND_BATCH, ['weekly_report']);
        for (const key of Object.keys(delivery) as (keyof DeliveryReport)[]) delivery[key] += report[key];
        if (report.claimed < SEND_BATCH) break;
      }
    } catch (error) {
      console.error('Weekly reports failed', error instanceof Error ? error.message : error);
      return json({ error: 'The weekly reports could not all be sent; the next run goes on where this one stopped.', runs, delivery }, 503);
    }
    return json({ ok: true, runs, delivery });
  };
}
