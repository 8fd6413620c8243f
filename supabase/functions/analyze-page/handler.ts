/**
 * analyze-page: fetches one public web page on the server and reports its real on-page SEO facts
 * for the SEO tool. Because it fetches addresses that visitors type, it guards against being
 * used as a proxy into private networks: http and https only, on ports 80 and 443, every address a
 * host resolves to (at each redirect) must be public unicast, and the connection goes to exactly the
 * address that was checked (_shared/page-check/: target.ts, pinned-request.ts); 8 s and 2 MB at most
 * (page-check.ts, which send-weekly-reports shares), and a per-address rate limit.
 * ANALYZE_PAGE_ALLOW_PRIVATE=true lifts the address and port rules for local development and tests;
 * ANALYZE_PAGE_ALLOWED_PORTS sets the ports. docs/decisions/0015-functions-checked-under-deno.md
 * Each check that passes the address and rate-limit checks also records the visitor's url_test lead
 * (url-test-lead.ts), whether the page could be measured or not, so the analysis is one request.
 */
import { createClient } from '@supabase/supabase-js';
import { clientAddress, corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { isJsonObject } from '../_shared/json-object.ts';
import { takeFunctionSlot } from '../_shared/rate-limit.ts';
import { CheckError } from '../_shared/page-check/check-error.ts';
import { analyzePage, pageCheckOptions, type AnalyzePageOptions } from '../_shared/page-check/page-check.ts';
import { parseTarget } from '../_shared/page-check/target.ts';
import { attributionFrom, recordUrlTest } from './url-test-lead.ts';

export function createHandler(env: FunctionEnv, overrides: Partial<AnalyzePageOptions> = {}) {
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const options = pageCheckOptions(env, overrides);

  return async function handleAnalyzePage(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return json({ ok: false, error: 'Use POST to check a page.' }, 405);
    try {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        throw new CheckError('Send the address to check as JSON, for example {"url":"https://example.com"}.', 400);
      }
      // AnalyzePageRequest, as far as the caller kept to it: each field is checked before use.
      const fields: Record<string, unknown> = isJsonObject(body) ? body : {};
      const target = parseTarget(fields.url);

      if (!(await takeFunctionSlot(supabase, 'page_check', clientAddress(request, env)))) {
        throw new CheckError('Too many page checks from your address. Please wait a minute and try again.', 429);
      }

      // Recorded while the page loads, and done before the answer, measured or not (a function's
      // work after its answer is not guaranteed to run). Its failure is logged, never the visitor's.
      const recorded = recordUrlTest((row) => supabase.from('lsg_leads').insert(row), target.href, attributionFrom(fields.attribution));
      try {
        const report = await analyzePage(target, options);
        return json({ ok: true, report });
      } finally {
        await recorded;
      }
    } catch (error) {
      if (error instanceof CheckError) {
        return error.status ? json({ ok: false, error: error.message }, error.status) : json({ ok: false, outcome: 'not_checked', error: error.message });
      }
      console.error('analyze-page failed', error);
      return json({ ok: false, error: 'The page could not be checked because of an error on our side.' }, 500);
    }
  };
}
