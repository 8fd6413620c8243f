/**
 * analyze-page: fetches one public web page on the server and reports its real on-page SEO facts
 * for the SEO tool. Because it fetches addresses that visitors type, it guards against being
 * used as a proxy into private networks: http and https only, on ports 80 and 443, every address a
 * host resolves to (at each redirect) must be public unicast, and the connection goes to exactly the
 * address that was checked (pinned-request.ts); 8 s and 2 MB at most, and a per-address rate limit.
 * ANALYZE_PAGE_ALLOW_PRIVATE=true lifts the address and port rules for local development and tests;
 * ANALYZE_PAGE_ALLOWED_PORTS sets the ports. docs/decisions/0015-functions-checked-under-deno.md
 * Each check that passes the address and rate-limit checks also records the visitor's url_test lead
 * (url-test-lead.ts), whether the page could be measured or not, so the analysis is one request.
 */
import { lookup } from 'node:dns/promises';
import { createClient } from '@supabase/supabase-js';
import ipaddr from 'ipaddr.js';
import { clientAddress, corsHeaders, json, type FunctionEnv } from '../_shared/http.ts';
import { takeFunctionSlot } from '../_shared/rate-limit.ts';
import { parsePageHtml, scorePage } from '../_shared/page-analysis.ts';
import type { PageReport } from '../_shared/page-report.ts';
import { failureReason, isUnreachable, pinnedRequest, type PageRequest, type PageResponse } from './pinned-request.ts';
import { publicAddress } from './public-address.ts';
import { attributionFrom, recordUrlTest } from './url-test-lead.ts';

export const DEFAULT_TIMEOUT_MS = 8000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const DEFAULT_PORTS: readonly number[] = [80, 443];
const MAX_REDIRECTS = 5;
const USER_AGENT = 'LASEOGroupPageCheck/1.0 (+https://www.losangelesseogroup.com/seo-tool)';

/** A refusal or failure the visitor can read. */
export class CheckError extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The addresses to connect to for `url`, resolved once: the connection uses these and never looks
 * the name up again. Unless private addresses are allowed, every one of them must be public.
 */
async function checkedAddresses(url: URL, options: AnalyzePageOptions): Promise<string[]> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const notFound = new CheckError(`The domain ${hostname} could not be found. Check the spelling of the address.`);
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(hostname) ? [hostname] : await options.resolveHost(hostname);
  } catch {
    throw notFound;
  }
  if (addresses.length === 0) throw notFound;
  const checked = options.allowPrivate
    ? addresses.map((address) => (ipaddr.isValid(address) ? ipaddr.process(address).toString() : null))
    : addresses.map(publicAddress);
  if (checked.some((address) => address === null)) {
    if (options.allowPrivate) throw notFound;
    throw new CheckError('That address points to a private or local network, which the page checker does not visit.');
  }
  // IPv4 first: not every host that publishes an IPv6 address answers on it, nor can every platform reach it.
  return (checked as string[]).sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')));
}

function assertAllowedPort(url: URL, allowedPorts: readonly number[] | null): void {
  // An empty port is the scheme's default (80 or 443), always allowed.
  if (allowedPorts === null || url.port === '' || allowedPorts.includes(Number(url.port))) return;
  const list = allowedPorts.length > 1 ? `${allowedPorts.slice(0, -1).join(', ')} or ${allowedPorts.at(-1)}` : String(allowedPorts[0] ?? '');
  throw new CheckError(`Only addresses on port ${list} can be checked.`, 400);
}

/** Ports from a comma-separated setting, or null when it names none. */
function parsePorts(setting: string | undefined): number[] | null {
  const ports = (setting ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((port) => Number.isInteger(port) && port > 0 && port < 65536);
  return ports.length > 0 ? ports : null;
}

export function parseTarget(raw: unknown): URL {
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

async function readBody(response: PageResponse, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    response.close();
    throw new CheckError(tooLargeMessage(maxBytes), 413);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      response.close();
      throw new CheckError(tooLargeMessage(maxBytes), 413);
    }
    chunks.push(chunk);
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
  /** The ports an address may name besides its scheme's default; null: any. */
  allowedPorts: readonly number[] | null;
  timeoutMs: number;
  maxBytes: number;
  resolveHost: ResolveHost;
  request: PageRequest;
  now: () => number;
}

/** Opens `url` on the first of its checked addresses that accepts a connection. */
async function open(url: URL, addresses: string[], options: AnalyzePageOptions, signal: AbortSignal): Promise<PageResponse> {
  const headers = { 'User-Agent': USER_AGENT, Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', 'Accept-Encoding': 'gzip, br' };
  for (let index = 0; ; index += 1) {
    try {
      return await options.request(url, addresses[index] as string, { headers, signal });
    } catch (error) {
      if (index + 1 >= addresses.length || !isUnreachable(error) || signal.aborted) throw error;
    }
  }
}

/** Fetches and measures one page, following up to 5 redirects and checking every hop. */
export async function analyzePage(target: URL, options: AnalyzePageOptions): Promise<PageReport> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const started = options.now();
  let current = target;
  try {
    for (let hop = 0; ; hop += 1) {
      const addresses = await checkedAddresses(current, options);
      assertAllowedPort(current, options.allowedPorts);
      const response = await open(current, addresses, options, signal);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        response.close();
        if (hop >= MAX_REDIRECTS) throw new CheckError(`The page redirected more than ${MAX_REDIRECTS} times.`);
        current = parseTarget(new URL(location, current).href);
        continue;
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!/text\/html|application\/xhtml\+xml/i.test(contentType)) {
        response.close();
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
    // Never the system's message: it can name internal addresses, and it is not the visitor's language.
    const reason = failureReason(error);
    throw new CheckError(reason ? `The page could not be reached: ${reason}.` : 'The page could not be reached.', 502);
  }
}

/**
 * The page check's rules from the function's settings: the same for a visitor's check and for the
 * weekly reports' (send-weekly-reports), so a report can reach no address the tool could not.
 */
export function pageCheckOptions(env: FunctionEnv, overrides: Partial<AnalyzePageOptions> = {}): AnalyzePageOptions {
  const allowPrivate = overrides.allowPrivate ?? env.get('ANALYZE_PAGE_ALLOW_PRIVATE') === 'true';
  return {
    allowPrivate,
    // Pages on a developer's machine listen on any port: allowing private addresses allows those ports too.
    allowedPorts: parsePorts(env.get('ANALYZE_PAGE_ALLOWED_PORTS')) ?? (allowPrivate ? null : DEFAULT_PORTS),
    timeoutMs: Number(env.get('ANALYZE_PAGE_TIMEOUT_MS') ?? DEFAULT_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS,
    maxBytes: MAX_PAGE_BYTES,
    resolveHost: resolveWithDns,
    request: pinnedRequest(),
    now: () => performance.now(),
    ...overrides,
  };
}

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
      const fields = (body && typeof body === 'object' ? body : {}) as { url?: unknown; attribution?: unknown };
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
      if (error instanceof CheckError) return json({ ok: false, error: error.message }, error.status);
      console.error('analyze-page failed', error);
      return json({ ok: false, error: 'The page could not be checked because of an error on our side.' }, 500);
    }
  };
}
