/**
 * send-notifications: the notification outbox's one sender (docs/decisions/0010-notification-outbox.md;
 * named handle-lead-submission until docs/decisions/0054-function-boundaries.md). No visitor calls it:
 * the database and its jobs do, only with the service-role key. Its body says what to send:
 *   - {"only":"leads"}, a wake-up: on hosted Supabase the trigger on private.lead_notifications posts
 *     it through pg_net after the commit that queued a lead's e-mail or a weekly-report confirmation
 *     link (the database-webhook pattern); the local backend's gateway runs it after a write that
 *     queued one (supabase/local/sender-wake-up.ts). It sends those that are due (WAKE_UP_KINDS), a
 *     few at a time, never a weekly report (a PDF to build).
 *   - {} (or no body), the sweeper: pg_cron every minute, the local backend on a timer. It sends
 *     everything due, in rounds: failures whose retry time has come, anything a wake-up missed, and
 *     the weekly reports send-weekly-reports left or failed to send (docs/decisions/0021-weekly-reports.md).
 *   - {"only":"morning-email"}, the morning e-mail of waiting leads (docs/decisions/0040-speed-to-lead.md),
 *     on its own schedule (the cron job morning-email, the local backend's own timer): the database
 *     queues it when it is due (a weekday from 8:30 am PT, switched on, once a day, any lead waiting),
 *     and this call sends it. A sweeper that stops no longer stops it.
 * The outbox's lease keeps concurrent calls off the same row, so a wake-up, the sweeper and the
 * morning e-mail's job running at once send each e-mail once.
 */
import { createClient } from '@supabase/supabase-js';
import { corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { isJsonObject } from '../_shared/json-object.ts';
import { deliverDueNotifications, emailSender, WAKE_UP_KINDS, type DeliveryReport, type NotificationKind } from '../_shared/notification-outbox.ts';
import { weeklyReportBuilder } from '../_shared/weekly-report/email.ts';

/** Rounds of claims per call, so one call cannot run on for ever when the outbox is long. */
const MAX_ROUNDS = 10;
/** A wake-up claims a few lead notifications at a time; the sweeper claims more. */
const LEAD_BATCH = 5;
const SWEEP_BATCH = 20;

const notAnObject = { error: 'The request body must be a JSON object: {} for everything due, {"only":"leads"} or {"only":"morning-email"}.' };

type Scope = 'leads' | 'morning-email' | 'all';

/** What one call sends: the lead notifications only (a wake-up), the morning e-mail, or everything due (the sweeper). */
async function readScope(request: Request): Promise<Scope | null> {
  const text = await request.text();
  if (!text.trim()) return 'all';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isJsonObject(body)) return null;
  const { only } = body;
  if (only === undefined) return 'all';
  return only === 'leads' || only === 'morning-email' ? only : null;
}

/** How many rows one claim takes, and of which kinds (undefined: every kind). */
const CLAIMS: Record<Scope, { batch: number; kinds?: NotificationKind[] }> = {
  leads: { batch: LEAD_BATCH, kinds: WAKE_UP_KINDS },
  'morning-email': { batch: LEAD_BATCH, kinds: ['waiting_leads'] },
  all: { batch: SWEEP_BATCH },
};

export function createHandler(env: FunctionEnv, fetchImpl: typeof fetch = fetch) {
  const serviceKey = env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const send = emailSender(env, fetchImpl, weeklyReportBuilder(env));

  return async function sendNotifications(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return json({ error: 'Use POST to deliver notifications.' }, 405);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!serviceKey || token !== serviceKey) {
      return json({ error: "Only the database may call this function: a lead's e-mail follows from storing the lead." }, 403);
    }
    const scope = await readScope(request);
    if (!scope) return json(notAnObject, 400);

    const { batch, kinds } = CLAIMS[scope];
    const total: DeliveryReport = { claimed: 0, sent: 0, failed: 0, retrying: 0, skipped: 0 };
    if (scope === 'morning-email') {
      // The database decides whether today's e-mail is due and queues it; a failure here is the
      // job's (503), and its next run, five minutes later, asks again.
      const { error } = await supabase.rpc('queue_waiting_leads_email');
      if (error) {
        console.error('Could not queue the morning e-mail of waiting leads', error.message);
        return json({ error: 'The morning e-mail could not be queued; the next run tries again.', delivery: total }, 503);
      }
    }
    try {
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const report = await deliverDueNotifications(supabase, send, batch, kinds);
        for (const key of Object.keys(total) as (keyof DeliveryReport)[]) total[key] += report[key];
        if (report.claimed < batch) break;
      }
    } catch (error) {
      console.error('Notification delivery failed', error instanceof Error ? error.message : error);
      return json({ error: 'The notifications could not be delivered; the next run tries again.', delivery: total }, 503);
    }
    return json({ ok: true, delivery: total });
  };
}
