/**
 * The old addresses' host-level 301 (decision 0038): written into each host's file from one list,
 * and answered by `npm run serve` (scripts/static-server.ts) and `npm run dev` (scripts/redirects-plugin.ts)
 * as the hosts answer it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRedirectsFile, redirects, redirectsFile, redirectTarget } from '../../scripts/redirects';
import { redirectsMiddleware } from '../../scripts/redirects-plugin';
import { vercelConfig } from '../../scripts/security-headers-hosts';
import { createStaticServer, listen } from '../../scripts/static-server';

const OLD_NEIGHBORHOOD = { from: '/neighborhood/:id', to: '/los-angeles-seo/:id', status: 301 };

describe('the redirect rules in the host files', () => {
  it('_redirects carries the old neighborhood address with a 301, and reads back as the list', () => {
    const file = redirectsFile(redirects);
    expect(file).toContain('/neighborhood/:id /los-angeles-seo/:id 301\n');
    expect(parseRedirectsFile(file)).toEqual(redirects);
    expect(redirects).toContainEqual(OLD_NEIGHBORHOOD);
    expect(() => parseRedirectsFile('/a /b 302\n')).toThrow(/expected "from to 301"/);
  });

  it('vercel.json carries the same rule with statusCode 301 (not `permanent`, which is a 308)', () => {
    const vercel = JSON.parse(vercelConfig([], redirects)) as { redirects: Record<string, unknown>[] };
    expect(vercel.redirects).toContainEqual({ source: '/neighborhood/:id', destination: '/los-angeles-seo/:id', statusCode: 301 });
    expect(vercel.redirects.some((rule) => 'permanent' in rule)).toBe(false);
  });

  it('matches whole segments only', () => {
    expect(redirectTarget(redirects, '/neighborhood/venice')).toBe('/los-angeles-seo/venice');
    expect(redirectTarget(redirects, '/neighborhood/')).toBeUndefined();
    expect(redirectTarget(redirects, '/neighborhoods/venice')).toBeUndefined();
  });
});

describe('npm run serve answers the old address with a 301', () => {
  let folder = '';
  let origin = '';
  let server: ReturnType<typeof createStaticServer>;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'redirects-'));
    await writeFile(join(folder, '_headers'), '/*\n  X-Test: yes\n');
    await writeFile(join(folder, '_redirects'), redirectsFile(redirects));
    await writeFile(join(folder, '404.html'), 'not found');
    server = createStaticServer(folder);
    origin = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(folder, { recursive: true, force: true });
  });

  it('sends Location to the final address, keeping the query', async () => {
    const response = await fetch(`${origin}/neighborhood/venice?utm_source=x`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/los-angeles-seo/venice?utm_source=x');
    expect(response.headers.get('x-test')).toBe('yes');
  });

  it('leaves other addresses alone', async () => {
    expect((await fetch(`${origin}/neighborhoods/venice`, { redirect: 'manual' })).status).toBe(404);
  });
});

describe('npm run dev answers the old address with the same 301 (scripts/redirects-plugin.ts)', () => {
  let origin = '';
  let server: Server;
  beforeAll(async () => {
    const middleware = redirectsMiddleware();
    server = createServer((request, response) => middleware(request, response, () => response.writeHead(200).end('the app')));
    origin = await listen(server, 0);
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('sends Location to the final address from the one list, keeping the query', async () => {
    const response = await fetch(`${origin}/neighborhood/venice?utm_source=x`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/los-angeles-seo/venice?utm_source=x');
  });

  it('hands every other address on to the app', async () => {
    const response = await fetch(`${origin}/neighborhoods/venice`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('the app');
  });
});
