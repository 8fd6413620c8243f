/**
 * The header rules of scripts/security-headers.ts in each host's own file, written into the built
 * folder by the prerender (scripts/prerender/host-headers.ts):
 * - `_headers`: Netlify and Cloudflare Pages read it from the root of the published folder. The
 *   local static server (scripts/static-server.ts) reads it back, so it is also what the tests get.
 * - `vercel.json`: Vercel reads it from the root of what it deploys (`vercel deploy dist`).
 */
import type { Redirect } from './redirects';
import type { HeaderRule } from './security-headers';

export function headersFile(rules: HeaderRule[]): string {
  const block = (rule: HeaderRule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${rules.map(block).join('\n')}\n`;
}

/** Reads a `_headers` file: a path line, then its indented `Name: value` lines; `#` starts a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon === -1) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Vercel's `source` is a path-to-regexp pattern: `:id` means the same, a splat is written `(.*)`. */
const vercelSource = (path: string) => path.replaceAll('*', '(.*)');

/** Vercel's config: the header rules and, when given, the redirects (decision 0038) with their 301. */
export function vercelConfig(rules: HeaderRule[], redirects: Redirect[] = []): string {
  const headers = rules.map((rule) => ({
    source: vercelSource(rule.path),
    headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
  }));
  // statusCode, not `permanent`: Vercel answers `permanent` with 308, and the old links get the 301 the other hosts send.
  const redirectRules = redirects.map((rule) => ({ source: vercelSource(rule.from), destination: rule.to, statusCode: rule.status }));
  const config = { $schema: 'https://openapi.vercel.sh/vercel.json', headers, ...(redirectRules.length ? { redirects: redirectRules } : {}) };
  return `${JSON.stringify(config, null, 2)}\n`;
}
