/**
 * analyze-page: fetches one public web page on the server and reports its real on-page SEO facts
 * for the SEO tool. Because it fetches addresses that visitors type, it guards against being
 * used as a proxy into private networks: http and https only, every address a host resolves to
 * (at each redirect) must be public unicast, 8 s and 2 MB at most, and a per-address rate limit.
 * ANALYZE_PAGE_ALLOW_PRIVATE=true lifts the address rule for local development and tests.
 */
import { lookup } from 'node:dns/promises';
import { createClient } from '@supabase/supabase-js';
import ipaddr from 'ipaddr.js';
import { clientAddress, corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { takeFunctionSlot } from '../_shared/rate-limit.ts';
import { parsePageHtml, scorePage } from '../_shared/page-analysis.ts';
import type { PageReport } from '../_shared/page-report.ts';

export const DEFAULT_TIMEOUT_MS = 8000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const USER_AGENT = 'LASEOGroupPageCheck/1.0 (+https://www.losangelesseogroup.com/seo-tool)';

/** A refusal or failure the visitor can read. */
class CheckError extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns IPv4-mapped IPv6 (::ffff:127.0.0.1) back into IPv4 so the loopback check sees it.
  return ipaddr.process(address).range() === 'unicast';
}

async function assertPublicHost(url: URL, resolveHost: ResolveHost): Promise<void> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(hostname) ? [hostname] : await resolveHost(hostname);
  } catch {
    throw new CheckError(`The domain ${hostname} could not be found. Check the spelling of the address.`);
  }
  if (addresses.length === 0) throw new CheckError(`The domain ${hostname} could not be found. Check the spelling of the address.`);
  if (!addresses.every(isPublicAddress)) {
    throw new CheckError('That address points to a private or local network, which the page checker does not visit.');
  }
}

function parseTarget(raw: unknown): URL {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new CheckError('Send the address to check as JSON, for example {"url":"https://example.com"}.', 400);
  }
  if (raw.length > 2048) throw new CheckError('The address is longer than 2,048 characters.', 400);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new CheckError('That is not a valid web address.', 400);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CheckError('Only http and https addresses can be checked.', 400);
  if (url.username || url.password) throw new CheckError('Addresses with a user name or password cannot be checked.', 400);
  return url;
}

async function readBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new CheckError(tooLargeMessage(maxBytes), 413);
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw new CheckError(tooLargeMessage(maxBytes), 413);
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function tooLargeMessage(maxBytes: number): string {
  return `The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most the page checker reads.`;
}

function decode(body: Uint8Array, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export interface AnalyzePageOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  resolveHost: ResolveHost;
  fetchImpl: typeof fetch;
  now: () => number;
}

/** Fetches and measures one page, following up to 5 redirects and checking every hop. */
export async function analyzePage(target: URL, options: AnalyzePageOptions): Promise<PageReport> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const started = options.now();
  let current = target;
  try {
    for (let hop = 0; ; hop += 1) {
      if (!options.allowPrivate) await assertPublicHost(current, options.resolveHost);
      const response = await options.fetchImpl(current, {
        redirect: 'manual',
        signal,
        headers: { 'User-Agent': USER_AGENT, Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new CheckError(`The page redirected more than ${MAX_REDIRECTS} times.`);
        current = parseTarget(new URL(location, current).href);
        continue;
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!/text\/html|application\/xhtml\+xml/i.test(contentType)) {
        await response.body?.cancel();
        throw new CheckError(`That address returned ${contentType.split(';')[0] || 'a file'}, not a web page.`);
      }
      const html = decode(await readBody(response, options.maxBytes), contentType);
      const loadTimeMs = Math.max(0, Math.round(options.now() - started));
      const facts = parsePageHtml(html, current.href);
      return {
        ...facts,
        url: target.href,
        finalUrl: current.href,
        status: response.status,
        loadTimeMs,
        titleLength: facts.title?.length ?? 0,
        metaDescriptionLength: facts.metaDescription?.length ?? 0,
        score: scorePage({ ...facts, status: response.status, loadTimeMs }),
      };
    }
  } catch (error) {
    if (error instanceof CheckError) throw error;
    if (signal.aborted) {
      throw new CheckError(`The page did not finish loading within ${Math.round(options.timeoutMs / 1000)} seconds.`, 504);
    }
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new CheckError(`The page could not be reached (${reason}).`, 502);
  }
}

export function createHandler(env: FunctionEnv, overrides: Partial<AnalyzePageOptions> = {}) {
  const supabase = createClient(env.get('SUPABASE_URL') ?? '', env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const options: AnalyzePageOptions = {
    allowPrivate: env.get('ANALYZE_PAGE_ALLOW_PRIVATE') === 'true',
    timeoutMs: Number(env.get('ANALYZE_PAGE_TIMEOUT_MS') ?? DEFAULT_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS,
    maxBytes: MAX_PAGE_BYTES,
    resolveHost: resolveWithDns,
    fetchImpl: fetch,
    now: () => performance.now(),
    ...overrides,
  };

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
      const target = parseTarget((body as { url?: unknown } | null)?.url);

      if (!(await takeFunctionSlot(supabase, 'page_check', clientAddress(request, env)))) {
        throw new CheckError('Too many page checks from your address. Please wait a minute and try again.', 429);
      }

      const report = await analyzePage(target, options);
      return json({ ok: true, report });
    } catch (error) {
      if (error instanceof CheckError) return json({ ok: false, error: error.message }, error.status);
      console.error('analyze-page failed', error);
      return json({ ok: false, error: 'The page could not be checked because of an error on our side.' }, 500);
    }
  };
}
