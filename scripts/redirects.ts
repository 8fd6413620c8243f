/**
 * Old addresses the host answers with a permanent redirect, before any page (decision 0038):
 * /neighborhood/{id} was the neighborhood pages' first address; links from other sites still use it.
 * The prerender writes them into `_redirects` (Netlify, Cloudflare Pages) and `vercel.json`, and the
 * local static server (scripts/static-server.ts) reads `_redirects` back, so `npm run serve` and the
 * tests get the 301 a host sends. Internal links point at the final address (tests/site/links.test.ts).
 */
export interface Redirect {
  /** A path whose `:name` segments match any one segment. */
  from: string;
  /** The new path; each `:name` is replaced with the segment it matched in `from`. */
  to: string;
  status: 301;
}

export const redirects: Redirect[] = [{ from: '/neighborhood/:id', to: '/los-angeles-seo/:id', status: 301 }];

/** The `_redirects` file: one `from to status` line per rule. */
export function redirectsFile(rules: Redirect[]): string {
  return rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}\n`).join('');
}

export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line, index) => {
      const [from, to, status] = line.trim().split(/\s+/);
      if (!from || !to || status !== '301') throw new Error(`_redirects line ${index + 1}: expected "from to 301": ${line}`);
      return { from, to, status: 301 };
    });
}

/** Where a path is redirected to, or undefined; a trailing slash is ignored, as hosts do. */
export function redirectTarget(rules: Redirect[], pathname: string): string | undefined {
  const segments = pathname.replace(/(.)\/$/, '$1').split('/');
  for (const rule of rules) {
    const pattern = rule.from.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) {
        params[part] = segment;
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return rule.to.replace(/:\w+/g, (name) => params[name] ?? name);
  }
  return undefined;
}
