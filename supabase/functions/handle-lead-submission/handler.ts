/**
 * handle-lead-submission, called by the site after each lead write: validates the payload, answers
 * a filled honeypot with a quiet success, limits each client address (the database's buckets), and
 * delivers the notifications that are due. The lead's own notification was queued by the database
 * when the row landed (docs/decisions/0010-notification-outbox.md), so this call only makes it go out
 * at once; the scheduled job (deliver-lead-notifications) retries whatever fails.
 */
import { createClient } from '@supabase/supabase-js';
import { clientAddress, corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { firstIssue, leadPayloadSchema } from '../_shared/lead-payload.ts';
import { deliverDueNotifications, emailSender, LEAD_KINDS } from '../_shared/notification-outbox.ts';
import { takeFunctionSlot } from '../_shared/rate-limit.ts';

/** A visitor's call delivers a few due notifications at most; the scheduled job takes the rest. */
const BATCH_ON_SUBMIT = 5;

export function createHandler(env: FunctionEnv, fetchImpl: typeof fetch = fetch) {
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const send = emailSender(env, fetchImpl);

  return async function handleLeadSubmission(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return json({ error: 'Use POST to send a lead.' }, 405);

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return json({ error: 'The request body must be a JSON object.' }, 400);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return json({ error: 'The request body must be a JSON object.' }, 400);
    }
    // A filled honeypot is a bot: answer as if all went well and do nothing.
    const honeypot = (body as Record<string, unknown>).honeypot;
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return json({ ok: true });

    if (!(await takeFunctionSlot(supabase, 'lead_function', clientAddress(request, env)))) {
      return json({ error: 'Too many submissions. Please wait a minute and try again.' }, 429, { 'Retry-After': '60' });
    }

    const parsed = leadPayloadSchema.safeParse(body);
    if (!parsed.success) return json({ error: firstIssue(parsed.error) }, 400);

    try {
      // Lead notifications only: a weekly report (a PDF to build and send) never rides on a visitor's call.
      const delivery = await deliverDueNotifications(supabase, send, BATCH_ON_SUBMIT, LEAD_KINDS);
      return json({ ok: true, delivery });
    } catch (error) {
      // The lead is stored and its notification queued: the scheduled job will send it.
      console.error('Notification delivery failed; the scheduled job will retry', error instanceof Error ? error.message : error);
      return json({ ok: true, delivery: null });
    }
  };
}
