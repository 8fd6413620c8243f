/**
 * The header rules of scripts/security-headers.ts in each host's own file, written into the built
 * folder by the prerender (scripts/prerender/host-headers.ts):
 * - `_headers`: Netlify and Cloudflare Pages read it from the root of the published folder. The
 *   local static server (scripts/static-server.ts) reads it back, so it is also what the tests get.
 * - `vercel.json`: Vercel reads it from the root of what it deploys (`vercel deploy dist`).
 */
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

export function vercelConfig(rules: HeaderRule[]): string {
  const headers = rules.map((rule) => ({
    source: vercelSource(rule.path),
    headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ $schema: 'https://openapi.vercel.sh/vercel.json', headers }, null, 2)}\n`;
}
