/**
 * weekly-report-unsubscribe: the one-click unsubscribe of the weekly SEO reports
 * (docs/decisions/0021-weekly-reports.md). Two callers, one token (signed by the database, in the
 * link of every report):
 * - a mail client, on the reader's click of its own unsubscribe button (RFC 8058): POST to the
 *   address in the List-Unsubscribe header, `?token=...`, with the form body
 *   `List-Unsubscribe=One-Click`, and no login. That is why supabase/config.toml turns the JWT check
 *   off for this function: it checks nothing but the token;
 * - the site's /unsubscribe page, which the link in the e-mail opens: POST `{"token":"..."}` as JSON.
 * A GET does nothing (405): link scanners fetch every address in a message.
 * The database checks the signature and stops the reports. A misshapen token is a 400 (the page
 * never sends one); a well-shaped one the database did not sign is an outcome, 200 with
 * `outcome: 'not_valid'` (issue 40: a visitor's browser logs every 4xx as an error).
 */
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { clientAddress, corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { isJsonObject } from '../_shared/json-object.ts';
import { parseOrThrow } from '../_shared/malformed-data.ts';
import { takeFunctionSlot } from '../_shared/rate-limit.ts';
import { UNSUBSCRIBE_NOT_VALID as NOT_VALID, UNSUBSCRIBE_TOKEN_PATTERN, type UnsubscribeAnswer, type UnsubscribeRefusal } from '../_shared/report-unsubscribe.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../_shared/text-checks.ts';

/**
 * Only the exact shape of a token the database makes (UNSUBSCRIBE_TOKEN_PATTERN) goes further:
 * anything else is refused here, before the rate limit and the database are asked (a NUL or half
 * a surrogate pair once reached the database and came back as a 503).
 */
const TOKEN_SHAPE = UNSUBSCRIBE_TOKEN_PATTERN;

/** unsubscribe_weekly_report's jsonb answer: nothing types it on the way, so it is parsed here. */
const unsubscribed = z.object({ website: z.string(), email: z.string(), already_unsubscribed: z.boolean() });

const ON_OUR_SIDE = 'We could not unsubscribe you just now because of an error on our side. Please try again in a minute.';

/** Why this token is refused before any database call, or null when it has the right shape. */
function tokenProblem(token: string): string | null {
  if (!isStorableText(token)) return UNSTORABLE_TEXT_MESSAGE;
  return TOKEN_SHAPE.test(token) ? null : NOT_VALID;
}

/** The token from the address (one-click) or from a JSON body (the site's page); null when there is none. */
async function tokenOf(request: Request): Promise<string | null | 'bad-body'> {
  const fromQuery = new URL(request.url).searchParams.get('token');
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const body = await request.text();
  if (type === 'application/json' && body.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'bad-body';
    }
    if (isJsonObject(parsed) && typeof parsed.token === 'string') return parsed.token;
  }
  return fromQuery;
}

export function createHandler(env: FunctionEnv) {
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async function unsubscribe(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return json({ error: 'Use POST to unsubscribe; opening the address does nothing.' }, 405);
    const token = await tokenOf(request);
    if (token === 'bad-body') return json({ error: 'Send the token as JSON, for example {"token":"..."}.' }, 400);
    if (!token) return json({ error: NOT_VALID }, 400);
    const problem = tokenProblem(token);
    if (problem) return json({ error: problem }, 400);

    if (!(await takeFunctionSlot(supabase, 'report_unsubscribe', clientAddress(request, env)))) {
      return json({ error: 'Too many requests from your network. Please wait a minute and try again.' }, 429, { 'Retry-After': '60' });
    }
    const { data, error } = await supabase.rpc('unsubscribe_weekly_report', { token });
    if (error) {
      if (error.code === '22023') return json({ ok: false, outcome: 'not_valid', error: NOT_VALID } satisfies UnsubscribeRefusal);
      console.error('Unsubscribe failed', error.message);
      return json({ error: ON_OUR_SIDE }, 503);
    }
    let answer: z.infer<typeof unsubscribed>;
    try {
      answer = parseOrThrow(unsubscribed, data, "unsubscribe_weekly_report's answer");
    } catch (malformed) {
      console.error('Unsubscribe failed', malformed instanceof Error ? malformed.message : malformed);
      return json({ error: ON_OUR_SIDE }, 503);
    }
    return json({ ok: true, website: answer.website, email: answer.email, alreadyUnsubscribed: answer.already_unsubscribed } satisfies UnsubscribeAnswer);
  };
}
