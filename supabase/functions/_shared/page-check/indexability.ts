/**
 * The two fetches besides the page that say whether Google may index it: the host's robots.txt, read
 * for Googlebot (seo-rules/robots-txt.ts), and the status of the page the canonical link names, when
 * that is another address of the same site. Both go through the page check's own safe fetch (checked
 * addresses, pinned connection), each within a short time limit; a failure is reported as unknown.
 */
import type { RobotsTxtFinding } from '../page-report.ts';
import { decidingRule } from '../seo-rules/robots-txt.ts';
import type { PageResponse } from './pinned-request.ts';
import { parseTarget } from './target.ts';

export type SideFetch = (url: URL, signal: AbortSignal, accept: string) => Promise<PageResponse>;

export interface SideOptions {
  fetch: SideFetch;
  timeoutMs: number;
  maxBytes: number;
}

/** Google reads the first 500 KiB of a robots.txt file and ignores the rest. */
const ROBOTS_TXT_BYTES = 500 * 1024;
/** Google follows at least five redirects for robots.txt. */
const ROBOTS_TXT_REDIRECTS = 5;

const bareHost = (url: URL) => url.hostname.replace(/^www\./, '');
const withoutHash = (url: URL) => url.href.replace(/#.*$/, '');

/** The canonical URL to ask for its status: another address of the page's own site, else null. */
export function canonicalToCheck(canonical: string | null, page: URL): URL | null {
  if (!canonical) return null;
  let url: URL;
  try {
    url = parseTarget(canonical);
  } catch {
    return null;
  }
  return bareHost(url) === bareHost(page) && withoutHash(url) !== withoutHash(page) ? url : null;
}

/** The status `url` answers with, without following a redirect; null when it could not be asked. */
export async function requestStatus(url: URL, options: SideOptions): Promise<number | null> {
  try {
    const response = await options.fetch(url, AbortSignal.timeout(options.timeoutMs), 'text/html,*/*;q=0.1');
    response.close();
    return response.status;
  } catch {
    return null;
  }
}

async function readText(response: PageResponse, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  let total = 0;
  for await (const chunk of response.body) {
    const room = maxBytes - total;
    text += decoder.decode(chunk.subarray(0, Math.max(0, room)), { stream: true });
    total += chunk.byteLength;
    if (total >= maxBytes) {
      response.close();
      break;
    }
  }
  return text + decoder.decode();
}

/**
 * What the page's host's robots.txt says to Googlebot about `page`. As Google reads it: a 4xx
 * answer means no rules at all; a 5xx or no answer leaves it unknown (Google waits and retries).
 */
export async function readRobotsTxt(page: URL, options: SideOptions): Promise<RobotsTxtFinding> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    let url = new URL('/robots.txt', page);
    for (let hop = 0; ; hop += 1) {
      const response = await options.fetch(url, signal, 'text/plain,*/*;q=0.1');
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location && hop < ROBOTS_TXT_REDIRECTS) {
        response.close();
        url = parseTarget(new URL(location, url).href);
        continue;
      }
      if (response.status < 200 || response.status >= 300) {
        response.close();
        return { status: response.status, blockedBy: null };
      }
      const text = await readText(response, Math.min(ROBOTS_TXT_BYTES, options.maxBytes));
      const rule = decidingRule(text, `${page.pathname}${page.search}`);
      return { status: response.status, blockedBy: rule && !rule.allow ? rule.line : null };
    }
  } catch {
    return { status: null, blockedBy: null };
  }
}
