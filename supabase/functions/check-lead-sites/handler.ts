/**
 * check-lead-sites: checks the sites leads named, in the background (docs/decisions/0080-leads-site-checks.md).
 * No visitor calls it: the database wakes it with the service-role key when a lead queues a check
 * (private.site_checks, its trigger's pg_net call after the commit; locally the gateway,
 * supabase/local/sender-wake-up.ts), and pg_cron runs it every minute for whatever a wake-up missed.
 * Each check is the SEO tool's own page check (_shared/page-check/: the same refusal of private
 * addresses at every redirect, pinned connections, 2 MB), with 10 s to load instead of the tool's 8,
 * scored and summarised by the tool's rules (_shared/site-check/summary.ts) and recorded with
 * finish_site_check; a failure is recorded in words (_shared/site-check/failure.ts). The lease of
 * claim_site_checks keeps two runs off one check.
 * After a round it wakes send-notifications, so an agency e-mail that waited for a check goes with
 * its line; and once the e-mails' wait has passed it wakes it even if a check is still loading, so
 * they go without it, on time.
 */
import { createClient } from '@supabase/supabase-js';
import { corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { analyzePage, pageCheckOptions, type AnalyzePageOptions } from '../_shared/page-check/page-check.ts';
import { parseTarget } from '../_shared/page-check/target.ts';
import { describeFailure } from '../_shared/site-check/failure.ts';
import { summarizeReport, type SiteCheckResult } from '../_shared/site-check/summary.ts';

/** How long a lead's site may take to load: the lead view's "did not answer in 10 s". SITE_CHECK_TIMEOUT_MS overrides it (tests). */
export const SITE_CHECK_TIMEOUT_MS = 10_000;
/** As private.site_check_email_wait(): how long a new lead's e-mail waits for its check. */
export const EMAIL_WAIT_MS = 5_000;
/** Checks fetched at once per round, and rounds per call (a call stays well within Supabase's 150 s). */
const BATCH = 5;
const MAX_ROUNDS = 6;

export interface CheckRunReport {
  claimed: number;
  done: number;
  failed: number;
}

interface ClaimedCheck {
  id: string;
  url: string;
  attempts: number;
}

type Outcome = { result: SiteCheckResult; failure: null } | { result: null; failure: string };

/** One check: the page fetched and measured by the tool's rules, or what happened in words. */
export async function checkSite(url: string, options: AnalyzePageOptions, siteUrl?: string): Promise<Outcome> {
  try {
    const report = await analyzePage(parseTarget(url), options);
    return { result: summarizeReport(report, siteUrl), failure: null };
  } catch (error) {
    return { result: null, failure: describeFailure(error, options.timeoutMs) };
  }
}

/**
 * Where a run goes on after the answer: on hosted Supabase, EdgeRuntime.waitUntil (index.ts). Without
 * it the call is answered when the run ends (the local backend, the tests).
 */
export type Background = (run: Promise<unknown>) => void;

export function createHandler(env: FunctionEnv, overrides: Partial<AnalyzePageOptions> = {}, fetchImpl: typeof fetch = fetch, background?: Background) {
  const projectUrl = env.get('SUPABASE_URL') ?? '';
  const serviceKey = env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const supabase = createClient(projectUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const timeoutMs = Number(env.get('SITE_CHECK_TIMEOUT_MS')) || SITE_CHECK_TIMEOUT_MS;
  const options = pageCheckOptions(env, { timeoutMs, ...overrides });
  const siteUrl = env.get('SITE_URL') || undefined;

  /** Wakes the sender as the database's trigger would; a failure only delays the e-mail to the minute sweeper. */
  const wakeSender = async () => {
    try {
      const reply = await fetchImpl(`${projectUrl}/functions/v1/send-notifications`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ only: 'leads' }),
      });
      await reply.body?.cancel();
    } catch (error) {
      console.error('check-lead-sites could not wake send-notifications', error instanceof Error ? error.message : error);
    }
  };

  async function record(check: ClaimedCheck, outcome: Outcome, report: CheckRunReport) {
    const { error } = await supabase.rpc('finish_site_check', { check_id: check.id, result: outcome.result, failure: outcome.failure });
    if (error) throw new Error(`finish_site_check: ${error.message}`);
    if (outcome.result) report.done += 1;
    else report.failed += 1;
  }

  return async function checkLeadSites(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return json({ error: 'Use POST to run the site checks.' }, 405);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!serviceKey || token !== serviceKey) {
      return json({ error: "Only the database may call this function: a lead's site check follows from storing the lead." }, 403);
    }
    // pg_net sends a pass's calls and waits for all their answers before its next pass: a call held for
    // a page's 10 s would hold the next lead's e-mail wake-up as long (decision 0080). So where the
    // runtime keeps a run alive past its answer, the call is answered at once.
    if (background) {
      background(runChecks().catch((error) => console.error('Site checks failed', error instanceof Error ? error.message : error)));
      return json({ ok: true, accepted: true }, 202);
    }
    try {
      return json({ ok: true, checks: await runChecks() });
    } catch (error) {
      console.error('Site checks failed', error instanceof Error ? error.message : error);
      return json({ error: 'The site checks could not be run; the next run tries again.' }, 503);
    }
  };

  /** Claims and checks queued sites, a batch a round, until none is left or the rounds are used. */
  async function runChecks(): Promise<CheckRunReport> {
    const report: CheckRunReport = { claimed: 0, done: 0, failed: 0 };
    // The e-mails that wait for these checks go without them once their wait is over.
    const nudge = setTimeout(() => void wakeSender(), EMAIL_WAIT_MS + 500);
    try {
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const { data, error } = await supabase.rpc('claim_site_checks', { batch_size: BATCH, lease_seconds: Math.ceil(timeoutMs / 1000) * 3 + 30 });
        if (error) throw new Error(`claim_site_checks: ${error.message}`);
        const claimed = (data ?? []) as ClaimedCheck[];
        report.claimed += claimed.length;
        await Promise.all(claimed.map(async (check) => record(check, await checkSite(check.url, options, siteUrl), report)));
        if (claimed.length > 0) await wakeSender();
        if (claimed.length < BATCH) break;
      }
    } finally {
      clearTimeout(nudge);
    }
    return report;
  }
}
