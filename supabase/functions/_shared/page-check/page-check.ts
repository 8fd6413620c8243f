/**
 * The page check itself: fetches one page on the addresses target.ts allowed, follows up to 5
 * redirects (checking every hop), reads at most 2 MB within 8 s, and measures it (page-analysis.ts).
 * The SEO tool's check (analyze-page) and the weekly reports' (send-weekly-reports) share it, which
 * is why it lives in _shared and not in either function's folder: a function never imports another
 * function's files (eslint.layers.js, functionZones). It runs on the server only (node:http, node:dns):
 * the site never imports it.
 */
import type { FunctionEnv } from '../http.ts';
import { parsePageHtml, scorePage } from '../page-analysis.ts';
import type { PageReport } from '../page-report.ts';
import { headerDirectives } from '../seo-rules/robots-directives.ts';
import { CheckError } from './check-error.ts';
import { canonicalToCheck, readRobotsTxt, requestStatus, type SideFetch } from './indexability.ts';
import { failureReason, isUnreachable, pinnedRequest, type PageRequest, type PageResponse } from './pinned-request.ts';
import { assertAllowedPort, checkedAddresses, parsePorts, parseTarget, resolveWithDns, type ResolveHost } from './target.ts';

export const DEFAULT_TIMEOUT_MS = 8000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const DEFAULT_PORTS: readonly number[] = [80, 443];
const MAX_REDIRECTS = 5;
const USER_AGENT = 'LASEOGroupPageCheck/1.0 (+https://www.losangelesseogroup.com/seo-tool)';

async function readBody(response: PageResponse, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    response.close();
    throw new CheckError(tooLargeMessage(maxBytes));
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      response.close();
      throw new CheckError(tooLargeMessage(maxBytes));
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

const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

/** Opens `url` on the first of its checked addresses that accepts a connection. */
async function open(url: URL, addresses: string[], options: AnalyzePageOptions, signal: AbortSignal, accept = PAGE_ACCEPT): Promise<PageResponse> {
  const headers = { 'User-Agent': USER_AGENT, Accept: accept, 'Accept-Encoding': 'gzip, br' };
  for (let index = 0; ; index += 1) {
    try {
      return await options.request(url, addresses[index] as string, { headers, signal });
    } catch (error) {
      if (index + 1 >= addresses.length || !isUnreachable(error) || signal.aborted) throw error;
    }
  }
}

/**
 * One GET on the same rules as the page itself (checked addresses, allowed ports, pinned
 * connection), for robots.txt and the canonical URL (indexability.ts).
 */
function sideFetch(options: AnalyzePageOptions): SideFetch {
  return async (url, signal, accept) => {
    const addresses = await checkedAddresses(url, options);
    assertAllowedPort(url, options.allowedPorts);
    return open(url, addresses, options, signal, accept);
  };
}

/** How long robots.txt and the canonical URL may take, each, after the page: never longer than the page itself. */
const SIDE_TIMEOUT_MS = 3000;

/** Fetches and measures one page, following up to 5 redirects and checking every hop. */
export async function analyzePage(target: URL, options: AnalyzePageOptions): Promise<PageReport> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const started = options.now();
  let current = target;
  try {
    for (let hop = 0; ; hop += 1) {
      const addresses = await checkedAddresses(current, options).catch((error: unknown) => {
        // The same words for the visitor; the reason tells a redirect into a private network apart.
        if (hop > 0 && error instanceof CheckError && error.reason === 'private_address') throw new CheckError(error.message, undefined, 'private_redirect');
        throw error;
      });
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
      facts.robots = [...(facts.robots ?? []), ...headerDirectives(response.headers.get('x-robots-tag'))];
      // What else decides whether Google indexes the page: robots.txt, and the page its canonical
      // names. Each has its own short limit, and one that fails is reported as unknown, not as a fault.
      const side = { fetch: sideFetch(options), timeoutMs: Math.min(SIDE_TIMEOUT_MS, options.timeoutMs), maxBytes: options.maxBytes };
      const canonical = canonicalToCheck(facts.canonical, current);
      const [robotsTxt, canonicalStatus] = await Promise.all([
        readRobotsTxt(current, side),
        canonical ? requestStatus(canonical, side) : Promise.resolve(undefined),
      ]);
      const measured = { ...facts, finalUrl: current.href, status: response.status, loadTimeMs, robotsTxt, ...(canonical ? { canonicalStatus } : {}) };
      return {
        ...measured,
        url: target.href,
        titleLength: facts.title?.length ?? 0,
        metaDescriptionLength: facts.metaDescription?.length ?? 0,
        score: scorePage(measured),
      };
    }
  } catch (error) {
    if (error instanceof CheckError) throw error;
    if (signal.aborted) {
      throw new CheckError(`The page did not finish loading within ${Math.round(options.timeoutMs / 1000)} seconds.`, undefined, 'timeout');
    }
    // Never the system's message: it can name internal addresses, and it is not the visitor's language.
    const reason = failureReason(error);
    throw new CheckError(reason ? `The page could not be reached: ${reason}.` : 'The page could not be reached.');
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
