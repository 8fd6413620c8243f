import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deferredEntryAssets } from '../scripts/prerender/head';
import { inlineScriptHashes } from '../scripts/prerender/inline-scripts';
import { parseHeadersFile } from '../scripts/security-headers-hosts';
import { allRoutes, API_ORIGIN, DIST, expect, test } from './fixtures';
import type { PageHooks } from './support/page-hooks';

/**
 * The headers the built site is served with (scripts/security-headers.ts), as the test server sends
 * them from the build's own `_headers` file, and the policy at work in the browser.
 */

/** A Content-Security-Policy as directive → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

const builtPolicy = parseHeadersFile(readFileSync(resolve(DIST, '_headers'), 'utf8')).find((rule) => rule.path === '/*')?.headers['Content-Security-Policy'];
const vercelPolicy = (
  JSON.parse(readFileSync(resolve(DIST, 'vercel.json'), 'utf8')) as { headers: { source: string; headers: { key: string; value: string }[] }[] }
).headers
  .find((rule) => rule.source === '/(.*)')
  ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;

/** What every response of the site carries, HTML or not. */
function expectSecurityHeaders(headers: Record<string, string>, url: string) {
  expect(headers['content-security-policy'], url).toBe(builtPolicy);
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
  expect(policy.get('object-src'), url).toEqual(["'none'"]);
  expect(policy.get('base-uri'), url).toEqual(["'self'"]);
  expect(policy.get('form-action'), url).toEqual(["'self'"]);
  expect(policy.get('connect-src'), url).toEqual(["'self'", API_ORIGIN]);
  // Scripts from the site itself, and inline ones only by hash: no 'unsafe-inline', no eval, no other host.
  const scriptSources = policy.get('script-src') ?? [];
  expect(scriptSources[0], url).toBe("'self'");
  expect(
    scriptSources.slice(1).filter((source) => !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)),
    url,
  ).toEqual([]);
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['x-frame-options'], url).toBe('DENY');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains');
  expect(headers['permissions-policy'], url).toMatch(/(^|, )camera=\(\)(, |$)/);
  expect(headers['permissions-policy'], url).toMatch(/(^|, )microphone=\(\)(, |$)/);
  expect(headers['permissions-policy'], url).toMatch(/(^|, )geolocation=\(\)(, |$)/);
}

test('the other host file carries the same policy as _headers', () => {
  expect(builtPolicy).toBeTruthy();
  expect(vercelPolicy).toBe(builtPolicy);
});

test('every route is sent with the security headers, revalidated, and with its inline scripts hashed into the policy', async ({ request }) => {
  for (const url of allRoutes) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    expectSecurityHeaders(headers, url);
    expect(headers['cache-control'], url).toBe('no-cache');
    const hashes = inlineScriptHashes(await response.text());
    // The deferred entry loader at least: a page without one means the check below checked nothing.
    expect(hashes.length, url).toBeGreaterThan(0);
    const allowed = directives(headers['content-security-policy']).get('script-src');
    for (const hash of hashes) expect(allowed, `${url}: an inline script the policy does not allow`).toContain(`'${hash}'`);
  }
});

test('hashed assets are cached for good; the other files for a while, with the right types', async ({ request }) => {
  const assets = deferredEntryAssets(readFileSync(resolve(DIST, 'index.html'), 'utf8'));
  expect(assets).not.toBeNull();
  const entry = await request.get(assets!.entry);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(entry.headers(), assets!.entry);

  const expected: [string, string, RegExp?][] = [
    ['/api/case-studies', 'no-cache', /^application\/json/],
    ['/resources/seo-audit-template.xlsx', 'public, max-age=86400', /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/],
    ['/resources/on-page-seo-essentials.pdf', 'public, max-age=86400', /^application\/pdf/],
    ['/sitemap.xml', 'public, max-age=3600', /xml/],
    ['/robots.txt', 'public, max-age=3600', /^text\/plain/],
    ['/favicon.svg', 'public, max-age=86400', /^image\/svg\+xml/],
  ];
  for (const [path, cacheControl, contentType] of expected) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(cacheControl);
    if (contentType) expect(response.headers()['content-type'], path).toMatch(contentType);
    expectSecurityHeaders(response.headers(), path);
  }

  // The not-found page runs the app too: it gets the same policy at any path.
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing.headers(), '/no-such-page');
});

test('the browser refuses an inline script the build did not hash, and the suite notices', async ({ page, cspViolations }) => {
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const hooks: Window & PageHooks = window;
    return hooks.__injected === true;
  });
  expect(ran).toBe(false);
  // Both the page's event and the console report are caught; every other test fails on either.
  await expect.poll(() => cspViolations.map((violation) => `${violation.via} ${violation.blocked}`).sort()).toEqual(['console inline', 'event inline']);
  expect(cspViolations.find((violation) => violation.via === 'event')?.directive).toBe('script-src-elem');
  cspViolations.length = 0;
});

test('no other site can frame the dashboard', async ({ page, baseURL, cspViolations }) => {
  // A page of another origin (about:blank here) framing the dashboard.
  await page.setContent(`<iframe src="${baseURL}/dashboard" title="framed"></iframe>`);
  await expect.poll(() => cspViolations.some((violation) => violation.directive.includes("frame-ancestors 'none'"))).toBe(true);
  expect(cspViolations.find((violation) => violation.directive.includes('frame-ancestors'))?.blocked).toBe(`${baseURL}/`);
  // The browser shows its own error page in the frame, not the login form.
  expect(
    page
      .frames()
      .find((frame) => frame !== page.mainFrame())
      ?.url(),
  ).not.toContain('/dashboard');
  await expect(page.frameLocator('iframe').getByLabel('Password')).toHaveCount(0);
  cspViolations.length = 0;
});
