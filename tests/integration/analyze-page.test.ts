import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../supabase/functions/analyze-page/handler';
import type { AnalyzePageResponse } from '../../supabase/functions/_shared/page-report';
import { startTestBackend, type TestBackend } from './support/backend';

const article = `<!doctype html><html><head><title>Plumbing Repairs in Glendale | Ruiz Plumbing</title>
<meta name="description" content="Same-day plumbing repairs in Glendale and Burbank: leaks, water heaters and drains, with upfront prices and licensed plumbers.">
<link rel="canonical" href="/services"></head><body><h1>Plumbing repairs</h1>
<p>${'We fix leaks, unclog drains and replace water heaters across Glendale. '.repeat(40)}</p>
<a href="/contact">Contact</a> <a href="https://www.yelp.com/">Reviews</a>
<img src="/van.webp" alt="Our service van"><img src="/team.webp"></body></html>`;

const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/services': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(article);
  },
  '/moved': (_request, response) => {
    response.writeHead(301, { Location: '/services' });
    response.end();
  },
  // Over 2 MB, sent in chunks without a Content-Length, so the limit has to be enforced while reading.
  '/huge': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    const chunk = `<p>${'word '.repeat(20_000)}</p>`;
    for (let i = 0; i < 25; i += 1) response.write(chunk);
    response.end();
  },
  // Sends the headers, then never finishes the body.
  '/slow': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.write('<html><head><title>Still loading');
  },
  '/file.pdf': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/pdf' });
    response.end('%PDF-1.7');
  },
};

let backend: TestBackend;
let site: Server;
let origin: string;
let callerAddress = 0;

beforeAll(async () => {
  site = createServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) route(request, response);
    else {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<title>Not found</title>');
    }
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  backend = await startTestBackend({ functionEnv: { ANALYZE_PAGE_ALLOW_PRIVATE: 'true', ANALYZE_PAGE_TIMEOUT_MS: '400' } });
});
afterAll(async () => {
  site?.closeAllConnections();
  await new Promise((done) => site?.close(done));
  await backend?.stop();
});

async function check(url: unknown): Promise<{ status: number; body: AnalyzePageResponse }> {
  callerAddress += 1;
  const response = await fetch(`${backend.url}/functions/v1/analyze-page`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.51.100.${callerAddress}`,
    },
    body: JSON.stringify({ url }),
  });
  return { status: response.status, body: (await response.json()) as AnalyzePageResponse };
}

/** The function as it runs in production: private addresses refused. */
function productionHandler(overrides: Parameters<typeof createHandler>[1] = {}) {
  const env: Record<string, string> = { SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey };
  const handler = createHandler({ get: (name) => env[name] }, overrides);
  return async (url: string) => {
    const response = await handler(new Request('http://functions.local/analyze-page', { method: 'POST', body: JSON.stringify({ url }) }));
    return { status: response.status, body: (await response.json()) as AnalyzePageResponse };
  };
}

describe('analyze-page through the gateway (loopback allowed by the test setting)', () => {
  it('reports the real facts of a page it fetched', async () => {
    const { status, body } = await check(`${origin}/services`);
    expect(status).toBe(200);
    if (!body.ok) throw new Error(body.error);
    expect(body.report).toMatchObject({
      status: 200,
      title: 'Plumbing Repairs in Glendale | Ruiz Plumbing',
      titleLength: 44,
      canonical: `${origin}/services`,
      h1Count: 1,
      internalLinks: 1,
      externalLinks: 1,
      images: 2,
      imagesWithAlt: 1,
    });
    expect(body.report.wordCount).toBeGreaterThan(400);
    expect(body.report.metaDescriptionLength).toBe(body.report.metaDescription?.length);
    expect(body.report.score).toBeGreaterThan(80);
  });

  it('follows redirects and says where the page ended up', async () => {
    const { body } = await check(`${origin}/moved`);
    expect(body).toMatchObject({ ok: true, report: { url: `${origin}/moved`, finalUrl: `${origin}/services`, status: 200 } });
  });

  it('reports a missing page with its status and a low score', async () => {
    const { body } = await check(`${origin}/nowhere`);
    if (!body.ok) throw new Error(body.error);
    expect(body.report.status).toBe(404);
    expect(body.report.score).toBeLessThan(40);
  });

  it('refuses a page over 2 MB', async () => {
    const { status, body } = await check(`${origin}/huge`);
    expect(status).toBe(413);
    expect(body).toEqual({ ok: false, error: 'The page is larger than 2 MB, the most the page checker reads.' });
  });

  it('gives up on a page slower than the time limit', async () => {
    const { status, body } = await check(`${origin}/slow`);
    expect(status).toBe(504);
    expect(body.ok).toBe(false);
    expect(!body.ok && body.error).toMatch(/did not finish loading within/);
  });

  it('refuses what is not a web page, and addresses that are not http(s)', async () => {
    expect((await check(`${origin}/file.pdf`)).body).toEqual({ ok: false, error: 'That address returned application/pdf, not a web page.' });
    expect(await check('ftp://example.com/')).toEqual({ status: 400, body: { ok: false, error: 'Only http and https addresses can be checked.' } });
    expect((await check('')).status).toBe(400);
  });
});

describe('analyze-page with private addresses refused (the production setting)', () => {
  const refusal = 'That address points to a private or local network, which the page checker does not visit.';

  it.each(['http://127.0.0.1/', 'http://[::1]/', 'http://10.0.0.5/', 'http://192.168.1.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:127.0.0.1]/'])(
    'refuses %s',
    async (url) => {
      expect(await productionHandler()(url)).toEqual({ status: 422, body: { ok: false, error: refusal } });
    },
  );

  it('refuses the test site on loopback, and a host name that resolves to loopback', async () => {
    expect((await productionHandler()(`${origin}/services`)).body).toEqual({ ok: false, error: refusal });
    expect((await productionHandler()('http://localhost/')).body).toEqual({ ok: false, error: refusal });
  });

  it('refuses a public page that redirects into the private network', async () => {
    const analyze = productionHandler({
      resolveHost: async (host) => (host === 'public.example' ? ['93.184.216.34'] : ['127.0.0.1']),
      fetchImpl: async () => new Response(null, { status: 302, headers: { Location: 'http://internal.example/admin' } }),
    });
    expect((await analyze('https://public.example/')).body).toEqual({ ok: false, error: refusal });
  });

  it('says so when a domain does not exist', async () => {
    const analyze = productionHandler({
      resolveHost: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    expect((await analyze('https://no-such-site.example/')).body).toEqual({
      ok: false,
      error: 'The domain no-such-site.example could not be found. Check the spelling of the address.',
    });
  });
});
