/**
 * handle-lead-submission: validates a lead, drops bot submissions (honeypot), limits each client
 * address to 10 calls a minute, e-mails the agency when an e-mail API key is configured, and
 * records one notification row per accepted call (sent, failed or skipped).
 */
import { createClient } from '@supabase/supabase-js';
import { clientAddress, corsHeaders, json, sha256Hex, type FunctionEnv } from '../_shared/http.ts';
import { firstIssue, leadPayloadSchema, type LeadPayload } from '../_shared/lead-payload.ts';

const RESEND_API_URL = 'https://api.resend.com/emails';
const EMAIL_TIMEOUT_MS = 8000;

type EmailOutcome = { status: 'sent' | 'failed' | 'skipped'; error?: string };

function emailText(lead: LeadPayload): string {
  return [
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone || '-'}`,
    `Website: ${lead.website || '-'}`,
    `Service: ${lead.service || '-'}`,
    '',
    lead.message,
  ].join('\n');
}

async function sendEmail(env: FunctionEnv, lead: LeadPayload, fetchImpl: typeof fetch): Promise<EmailOutcome> {
  const apiKey = env.get('RESEND_API_KEY');
  const to = env.get('NOTIFY_EMAIL');
  if (!apiKey || !to) return { status: 'skipped' };
  try {
    const response = await fetchImpl(env.get('RESEND_API_URL') || RESEND_API_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: env.get('NOTIFY_FROM') || 'Website leads <leads@losangelesseogroup.com>',
        to: [to],
        reply_to: lead.email,
        subject: `New lead: ${lead.name}${lead.service ? ` (${lead.service})` : ''}`,
        text: emailText(lead),
      }),
      signal: AbortSignal.timeout(EMAIL_TIMEOUT_MS),
    });
    if (response.ok) return { status: 'sent' };
    return { status: 'failed', error: `E-mail API answered ${response.status}: ${(await response.text()).slice(0, 500)}` };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

export function createHandler(env: FunctionEnv, fetchImpl: typeof fetch = fetch) {
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const perMinute = Number(env.get('LEAD_RATE_LIMIT_PER_MINUTE') ?? 10) || 10;

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
    // A filled honeypot is a bot: answer as if all went well and keep nothing.
    const honeypot = (body as Record<string, unknown>).honeypot;
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return json({ ok: true });

    const bucket = `handle-lead-submission:${await sha256Hex(clientAddress(request))}`;
    const { data: allowed, error: limitError } = await supabase.rpc('consume_rate_limit', {
      bucket,
      max_events: perMinute,
      window_seconds: 60,
    });
    if (limitError) console.error('Rate limit check failed; letting the lead through', limitError.message);
    else if (allowed === false) {
      return json({ error: 'Too many submissions. Please wait a minute and try again.' }, 429, { 'Retry-After': '60' });
    }

    const parsed = leadPayloadSchema.safeParse(body);
    if (!parsed.success) return json({ error: firstIssue(parsed.error) }, 400);
    const { honeypot: _honeypot, ...lead } = parsed.data;

    const email = await sendEmail(env, lead, fetchImpl);
    const { error: recordError } = await supabase.rpc('record_lead_notification', {
      lead_email: lead.email,
      payload: lead,
      status: email.status,
      error: email.error ?? null,
    });
    if (recordError) {
      console.error('Could not record the lead notification', recordError.message);
      return json({ error: 'The lead could not be recorded. Please try again.' }, 500);
    }
    return json({ ok: true, email: email.status });
  };
}
