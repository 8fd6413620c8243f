import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table';
import { writeHostHeaders } from '../../scripts/prerender/host-headers';
import { inlineScriptHashes } from '../../scripts/prerender/inline-scripts';
import { CACHE, contentSecurityPolicy, headerRules, headersForPath, type HeaderRule } from '../../scripts/security-headers';
import { headersFile, parseHeadersFile, vercelConfig } from '../../scripts/security-headers-hosts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const loader = '(function(preloads,entry){load()})(["/assets/a.js"],"/assets/index.js")';
const hydration = 'window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{}}");';
const page = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script>',
  '</head><body>',
  `<div id="root"><p>a &amp; b</p><script>${hydration}</script></div>`,
  `<script data-entry-loader>${loader}</script>`,
  '</body></html>',
].join('\n');

const inputs = { scriptHashes: [sha256(loader)], supabaseUrl: 'https://abcd.supabase.co/' };
const pagePaths = routeTable.map((route) => route.path);

/** A policy as directive → sources. */
const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('inline script hashes', () => {
  it('are the SHA-256 of exactly the scripts a browser runs, JSON-LD and external scripts left out', () => {
    expect(inlineScriptHashes(page)).toEqual([sha256(hydration), sha256(loader)]);
    expect(inlineScriptHashes(page)).not.toContain(sha256('{"@context":"https://schema.org","@type":"WebPage"}'));
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="text/plain">x</script>')).toEqual([]);
  });

  it('hash the text as the browser parses it: raw, with CRLF turned into LF', () => {
    expect(inlineScriptHashes('<script type="module">if (a &amp;&amp; b)\r\n go()</script>')).toEqual([sha256('if (a &amp;&amp; b)\n go()')]);
    expect(inlineScriptHashes('<script type="text/javascript"></script>')).toEqual([sha256('')]);
  });
});

describe('the Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy(inputs));

  it('lets scripts come from the site and, inline, only by hash', () => {
    expect(policy.get('script-src')).toEqual(["'self'", `'${sha256(loader)}'`]);
    expect(contentSecurityPolicy(inputs)).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('names the Supabase origin the build talks to in connect-src', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(directives(contentSecurityPolicy({ ...inputs, supabaseUrl: 'http://127.0.0.1:54331' })).get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:54331',
    ]);
  });

  it('forbids framing, plugins, other base URLs and form targets', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });
});

describe('header rules', () => {
  const rules = headerRules(pagePaths, inputs);
  const at = (path: string) => headersForPath(rules, path);

  it('revalidate pages, keep hashed assets for good and type the API and the workbook', () => {
    for (const path of ['/', '/about', '/about/', '/services/local-seo', '/resources/seo-checklist'])
      expect(at(path)['Cache-Control'], path).toBe(CACHE.revalidate);
    expect(at('/assets/index-Abc123.js')['Cache-Control']).toBe(CACHE.immutable);
    expect(at('/api/case-studies')['Content-Type']).toBe('application/json; charset=utf-8');
    expect(at('/resources/seo-audit-template.xlsx')['Content-Type']).toMatch(/spreadsheetml/);
    expect(at('/resources/seo-audit-template.xlsx')['Cache-Control']).toBe(CACHE.day);
  });

  it('send the security headers everywhere, an unknown path included, and leave its caching to the host', () => {
    for (const path of ['/', '/assets/index.js', '/no-such-page', '/sitemap.xml']) {
      expect(at(path)['Content-Security-Policy'], path).toBe(contentSecurityPolicy(inputs));
      expect(at(path)['X-Content-Type-Options'], path).toBe('nosniff');
      expect(at(path)['X-Frame-Options'], path).toBe('DENY');
      expect(at(path)['Strict-Transport-Security'], path).toBe('max-age=63072000; includeSubDomains');
    }
    expect(at('/no-such-page')['Cache-Control']).toBeUndefined();
  });

  it('refuse two rules that set one header on the same path, which hosts resolve differently', () => {
    const overlapping: HeaderRule[] = [...rules, { path: '/assets/*.js', headers: { 'Cache-Control': CACHE.revalidate } }];
    expect(() => headersForPath(overlapping, '/assets/index.js')).toThrow(/both \/assets\/\* and \/assets\/\*\.js set Cache-Control/);
  });
});

describe('host files', () => {
  const rules = headerRules(pagePaths, inputs);

  it('_headers reads back as the rules it was written from', () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
    expect(() => parseHeadersFile('  Cache-Control: no-cache\n')).toThrow(/under a path/);
  });

  it('vercel.json carries the same rules, splats in path-to-regexp form', () => {
    const vercel = JSON.parse(vercelConfig(rules)) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    const back = vercel.headers.map((rule) => ({
      path: rule.source.replaceAll('(.*)', '*'),
      headers: Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
    }));
    expect(back).toEqual(rules);
    expect(vercel.headers[0]!.source).toBe('/(.*)');
  });
});

describe('writeHostHeaders', () => {
  let dist = '';
  afterEach(() => rm(dist, { recursive: true, force: true }));

  async function builtSite(bundle: string): Promise<string> {
    dist = await mkdtemp(join(tmpdir(), 'host-headers-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, 'about'));
    await writeFile(join(dist, 'index.html'), page);
    await writeFile(join(dist, 'about/index.html'), '<script>window.about = 1</script>');
    await writeFile(join(dist, '404.html'), '<p>Not found</p>');
    await writeFile(join(dist, 'assets/index.js'), bundle);
    return dist;
  }

  it('puts the hash of every inline script of every page into the policy of both host files', async () => {
    const folder = await builtSite('const url = "https://abcd.supabase.co";');
    await writeHostHeaders({ dist: folder, pagePaths, supabaseUrl: 'https://abcd.supabase.co' });
    const fromHeaders = parseHeadersFile(await readFile(join(folder, '_headers'), 'utf8'))[0]!.headers['Content-Security-Policy']!;
    const vercel = JSON.parse(await readFile(join(folder, 'vercel.json'), 'utf8')) as { headers: { headers: { key: string; value: string }[] }[] };
    expect(vercel.headers[0]!.headers.find((header) => header.key === 'Content-Security-Policy')?.value).toBe(fromHeaders);
    expect(directives(fromHeaders).get('script-src')).toEqual([
      "'self'",
      ...[sha256(hydration), sha256(loader), sha256('window.about = 1')].sort().map((hash) => `'${hash}'`),
    ]);
    expect(directives(fromHeaders).get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
  });

  it('refuses a policy longer than a Cloudflare Pages line', async () => {
    const folder = await builtSite('const url = "https://abcd.supabase.co";');
    for (let index = 0; index < 40; index += 1) await writeFile(join(folder, `page-${index}.html`), `<script>load(${index})</script>`);
    await expect(writeHostHeaders({ dist: folder, pagePaths, supabaseUrl: 'https://abcd.supabase.co' })).rejects.toThrow(/at most 2,000/);
  });

  it('refuses a Supabase URL the bundle never calls', async () => {
    const folder = await builtSite('const url = "http://127.0.0.1:54321";');
    await expect(writeHostHeaders({ dist: folder, pagePaths, supabaseUrl: 'https://abcd.supabase.co' })).rejects.toThrow(
      /no built script mentions https:\/\/abcd\.supabase\.co/,
    );
  });
});
