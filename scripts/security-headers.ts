/**
 * Every HTTP header the built site asks its host to send, in one place
 * (docs/decisions/0016-security-headers.md). The build renders these rules into each host's file
 * (scripts/security-headers-hosts.ts, written by scripts/prerender/host-headers.ts) and the local
 * static server behind `npm run serve` and the end-to-end tests applies the rendered `_headers`, so
 * what the tests see is what production sends.
 *
 * Rules are written so that no two rules which can match the same path set the same header: Netlify
 * lets the later rule win, Cloudflare Pages joins both values with a comma, and only rules that never
 * overlap mean the same thing on both. `headersForPath` refuses overlaps, so a rule that breaks this
 * fails the build and every test request.
 */

/** A path pattern in the `_headers` syntax both Netlify and Cloudflare Pages read, and its headers. */
export interface HeaderRule {
  /** `/literal`, `:name` for one path segment, `*` for anything (slashes included). */
  path: string;
  headers: Record<string, string>;
}

/** What the policy depends on that only the build knows. */
export interface PolicyInputs {
  /** 'sha256-…' sources of every executable inline script of the built HTML (scripts/prerender/inline-scripts.ts). */
  scriptHashes: string[];
  /** The Supabase URL the bundle was built to talk to (VITE_SUPABASE_URL). */
  supabaseUrl: string;
}

/** The contact page's map, loaded only after a click (src/features/contact/components/map-facade.tsx). */
const MAP_ORIGIN = 'https://www.openstreetmap.org';

export function contentSecurityPolicy({ scriptHashes, supabaseUrl }: PolicyInputs): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // No 'unsafe-inline': the only inline scripts that run are the ones the prerender wrote, by hash.
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`)],
    // Style attributes in the prerendered markup, and the <style> elements Radix (react-remove-scroll)
    // and Sonner insert at run time. Styles cannot run code; scripts stay strict.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'", new URL(supabaseUrl).origin],
    ['frame-src', MAP_ORIGIN],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const securityHeaders = (policy: string): Record<string, string> => ({
  'Content-Security-Policy': policy,
  // For browsers older than CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Browsers act on it only when it arrives over HTTPS (never on http://127.0.0.1 in the tests).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
});

export const CACHE = {
  /** Vite's hashed file names change whenever their content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** Cached, but asked about again before each use (an ETag answer is cheap). */
  revalidate: 'no-cache',
  /** Same name, content that changes only with a release: a day out of date at most. */
  day: 'public, max-age=86400',
  hour: 'public, max-age=3600',
} as const;

const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A page path and its twin with a trailing slash: some hosts serve a folder's index.html at both. */
const withTrailingSlash = (path: string) => (path === '/' ? [path] : [path, `${path}/`]);

/**
 * The rules, broadest first. `pagePaths` are the route table's paths (react-router's `:id` is the
 * `_headers` placeholder syntax too); the catch-all route is left out, so the not-found page served
 * at an unknown path gets the security headers and the host's own caching.
 */
export function headerRules(pagePaths: string[], inputs: PolicyInputs): HeaderRule[] {
  const pages = pagePaths.filter((path) => path !== '*').flatMap(withTrailingSlash);
  return [
    // Every response: the policy protects an SVG or PDF opened on its own as much as a page.
    { path: '/*', headers: securityHeaders(contentSecurityPolicy(inputs)) },
    ...pages.map((path) => ({ path, headers: { 'Cache-Control': CACHE.revalidate } })),
    { path: '/assets/*', headers: { 'Cache-Control': CACHE.immutable } },
    // The case-study API is an extensionless file: without this, hosts guess its type.
    { path: '/api/*', headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE.revalidate } },
    // Not every host knows the Office type of the audit workbook.
    { path: '/resources/*.xlsx', headers: { 'Content-Type': SPREADSHEET, 'Cache-Control': CACHE.day } },
    { path: '/resources/*.pdf', headers: { 'Cache-Control': CACHE.day } },
    { path: '/images/*', headers: { 'Cache-Control': CACHE.day } },
    { path: '/og/*', headers: { 'Cache-Control': CACHE.day } },
    { path: '/favicon.svg', headers: { 'Cache-Control': CACHE.day } },
    { path: '/sitemap.xml', headers: { 'Cache-Control': CACHE.hour } },
    { path: '/robots.txt', headers: { 'Cache-Control': CACHE.hour } },
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A rule's path as Cloudflare Pages matches it: the whole path, `*` anything, `:name` one segment,
 * case-sensitive. (Netlify also matches a trailing slash and any case; the trailing-slash twins of
 * the page rules make both agree on the paths this site serves.)
 */
function pathPattern(path: string): RegExp {
  const source = path
    .split('*')
    .map((part) => escapeRegExp(part).replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The headers a host sends for one path under these rules; throws where two rules would set one header. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const setBy: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      if (setBy[key] !== undefined) {
        throw new Error(`${pathname}: both ${setBy[key]} and ${rule.path} set ${name}; hosts disagree on what that means`);
      }
      setBy[key] = rule.path;
      headers[name] = value;
    }
  }
  return headers;
}
