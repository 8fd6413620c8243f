/**
 * calls-feed: the staff's calendar feed (docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md).
 * A calendar app (Google, Outlook, Apple) subscribes to `GET /functions/v1/calls-feed?token=...` and
 * polls it with no headers of its own, so the token is the only key: supabase/config.toml turns the
 * JWT check off, and the function checks nothing but the token, in the database (public.calls_feed
 * compares its SHA-256 with the stored one and counts the call in the sender's calls_feed budget).
 * Answers: 200 text/calendar with the coming 60 days' live calls; 404 for a token that is not
 * known (a misshapen one is refused here, before the budget and the database); 410 Gone for a token
 * a new link replaced; 429 past the budget; 405 for anything but GET, HEAD and a CORS preflight. The token is a
 * secret like a password: nothing here logs the request's address or the token.
 */
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { siteOrigin } from '../_shared/agency.ts';
import { buildCallsFeed } from '../_shared/calls-feed-calendar.ts';
import { clientAddress, corsHeaders, type FunctionEnv } from '../_shared/http.ts';
import { parseOrThrow } from '../_shared/malformed-data.ts';

/** The shape dashboard_new_calls_feed makes: 32 random bytes in URL-safe base64, unpadded. */
export const FEED_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const call = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  changed_at: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  topic: z.string().nullable(),
});
const answer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('live'), calls: z.array(call) }),
  z.object({ state: z.literal('revoked') }),
  z.object({ state: z.literal('not_found') }),
]);

/** Never cached by a proxy, never sent on as a referrer, never indexed: the URL is a secret. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };

/** CORS for a GET: the token, not the origin, decides who reads the feed. */
const FEED_CORS = { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' };

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...PRIVATE_HEADERS, ...FEED_CORS, 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

export const NOT_KNOWN = 'This calendar link is not known. Copy the link again from the Calls view of the dashboard.\n';
export const REPLACED = 'This calendar link was replaced by a new one. Copy the new link from the Calls view of the dashboard.\n';

export function createHandler(env: FunctionEnv) {
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async function callsFeed(request: Request): Promise<Response> {
    // A calendar app on the web may ask first; the answer grants a GET, which still needs the token.
    if (request.method === 'OPTIONS') return new Response('ok', { headers: FEED_CORS });
    if (request.method !== 'GET' && request.method !== 'HEAD') return text('Subscribe to this address with GET.\n', 405, { Allow: 'GET, HEAD' });
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (!FEED_TOKEN_SHAPE.test(token)) return text(NOT_KNOWN, 404);

    const { data, error } = await supabase.rpc('calls_feed', { token, client_address: clientAddress(request, env) });
    if (error?.code === 'PT429') return text('Too many requests from your network. Please wait a minute.\n', 429, { 'Retry-After': '60' });
    let read: z.infer<typeof answer>;
    try {
      if (error) throw new Error(error.message);
      read = parseOrThrow(answer, data, "calls_feed's answer");
    } catch (failure) {
      // The message is the database's or the parser's, never the request's address or token.
      console.error('Calls feed failed', failure instanceof Error ? failure.message : failure);
      return text('The calendar could not be read just now. It will be tried again.\n', 503, { 'Retry-After': '300' });
    }
    if (read.state === 'not_found') return text(NOT_KNOWN, 404);
    if (read.state === 'revoked') return text(REPLACED, 410);
    const body = buildCallsFeed(read.calls, { siteUrl: siteOrigin(env.get('SITE_URL')) });
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: { ...PRIVATE_HEADERS, ...FEED_CORS, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="calls.ics"' },
    });
  };
}
