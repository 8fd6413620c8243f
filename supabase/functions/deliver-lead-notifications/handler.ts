/**
 * deliver-lead-notifications: the outbox's scheduled job (docs/decisions/0010-notification-outbox.md).
 * On hosted Supabase pg_cron calls it every minute through pg_net; the local backend calls it on a
 * timer. It sends every due notification (new ones the visitor's call did not reach, failures whose
 * retry time has come, and weekly reports send-weekly-reports left or failed to send,
 * docs/decisions/0021-weekly-reports.md). Only the service-role key may call it.
 */
import { createClient } from '@supabase/supabase-js';
import { corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { deliverDueNotifications, emailSender, type DeliveryReport } from '../_shared/notification-outbox.ts';
import { weeklyReportBuilder } from '../_shared/weekly-report.ts';

/** Rounds of claims per call, so one call cannot run on for ever when the outbox is long. */
const MAX_ROUNDS = 10;
const BATCH_SIZE = 20;

export function createHandler(env: FunctionEnv, fetchImpl: typeof fetch = fetch) {
  const serviceKey = env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const send = emailSender(env, fetchImpl, weeklyReportBuilder(env));

  return async function deliverLeadNotifications(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return json({ error: 'Use POST to deliver notifications.' }, 405);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!serviceKey || token !== serviceKey) return json({ error: 'Only the scheduled job may deliver notifications.' }, 403);

    const total: DeliveryReport = { claimed: 0, sent: 0, failed: 0, retrying: 0, skipped: 0 };
    try {
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const report = await deliverDueNotifications(supabase, send, BATCH_SIZE);
        for (const key of Object.keys(total) as (keyof DeliveryReport)[]) total[key] += report[key];
        if (report.claimed < BATCH_SIZE) break;
      }
    } catch (error) {
      console.error('Notification delivery failed', error instanceof Error ? error.message : error);
      return json({ error: 'The notifications could not be delivered; the next run tries again.', delivery: total }, 503);
    }
    return json({ ok: true, delivery: total });
  };
}
