/**
 * weekly-report-confirm: the double opt-in of the weekly SEO reports
 * (docs/decisions/0025-weekly-report-double-opt-in.md). Each recipient's one confirmation e-mail
 * links to the site's /weekly-reports/confirm?token=... page; pressing its button POSTs
 * `{"token":"..."}` here, and the recipient starts getting the reports. The token is checked against
 * its exact shape (43 URL-safe base64 characters) before any database call; the database finds the
 * recipient by the token's SHA-256, counts the call against the address's limit, and answers the
 * outcome. A GET does nothing (405): link scanners fetch every address in a message.
 * Answers: 200 with `ok: true` for a confirmed (or already confirmed) link; 200 with `ok: false`, the
 * outcome and its message for a link that is unknown, expired or stopped (expected outcomes: a
 * browser logs every 4xx answer as an error in its console, and the page shows these calmly); 400
 * for a request that is not a token's shape (the page never sends one); 429 past the limit; 503
 * when the database failed.
 */
import { createClient } from '@supabase/supabase-js';
import { clientAddress, corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { CONFIRM_MESSAGES, isConfirmToken, type ConfirmAnswer, type ConfirmRefusal } from '../_shared/report-confirmation.ts';

/** A body bigger than this is not a confirmation. */
const MAX_BODY_BYTES = 2048;

type Outcome = 'confirmed' | 'already_confirmed' | 'not_valid' | 'expired' | 'stopped';

interface DatabaseAnswer {
  outcome: Outcome;
  website?: string;
  report_day?: string;
  email?: string;
}

/** The token from a JSON body, or why there is none. */
async function tokenOf(request: Request): Promise<{ token: unknown } | { problem: string }> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const body = await request.text();
  if (type !== 'application/json' || body.length > MAX_BODY_BYTES) return { problem: 'Send the token as JSON, for example {"token":"..."}.' };
  try {
    const parsed = JSON.parse(body) as unknown;
    return { token: parsed !== null && typeof parsed === 'object' ? (parsed as { token?: unknown }).token : undefined };
  } catch {
    return { problem: 'Send the token as JSON, for example {"token":"..."}.' };
  }
}

export function createHandler(env: FunctionEnv) {
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async function confirm(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return json({ error: 'Use POST to confirm; opening the address does nothing.' }, 405);
    const read = await tokenOf(request);
    if ('problem' in read) return json({ error: read.problem }, 400);
    if (!isConfirmToken(read.token)) return json({ error: CONFIRM_MESSAGES.notValid }, 400);

    const { data, error } = await supabase.rpc('confirm_weekly_report', { token: read.token, client_address: clientAddress(request, env) });
    if (error) {
      if (error.code === 'PT429') return json({ error: CONFIRM_MESSAGES.tooMany }, 429, { 'Retry-After': '60' });
      console.error('Confirming a weekly report failed', error.message);
      return json({ error: CONFIRM_MESSAGES.failed }, 503);
    }
    const answer = data as DatabaseAnswer | null;
    if (!answer || typeof answer !== 'object') {
      console.error('Confirming a weekly report failed: the database answered no outcome');
      return json({ error: CONFIRM_MESSAGES.failed }, 503);
    }
    switch (answer.outcome) {
      case 'confirmed':
      case 'already_confirmed':
        return json({
          ok: true,
          website: answer.website ?? '',
          reportDay: answer.report_day ?? '',
          email: answer.email ?? '',
          alreadyConfirmed: answer.outcome === 'already_confirmed',
        } satisfies ConfirmAnswer);
      case 'expired':
      case 'stopped':
        return json({ ok: false, outcome: answer.outcome, error: CONFIRM_MESSAGES[answer.outcome] } satisfies ConfirmRefusal);
      default:
        return json({ ok: false, outcome: 'not_valid', error: CONFIRM_MESSAGES.notValid } satisfies ConfirmRefusal);
    }
  };
}
