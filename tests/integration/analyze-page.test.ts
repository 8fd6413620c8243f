import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../supabase/functions/analyze-page/handler';
import { pinnedRequest, type PageResponse } from '@shared/page-check/pinned-request';
import { publicAddress } from '@shared/page-check/public-address';
import type { AnalyzePageResponse } from '@shared/page-report';
import { recommendedAction } from '@shared/weekly-report/action';
import { CRAFTED_EXPECTATIONS, CRAFTED_PAGES, CRAFTED_PATHS } from '../support/crafted-pages';
import { selfSignedCertificate } from '../support/self-signed-certificate';
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
  '/host': (request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<title>Host ${request.headers.host}</title>`);
  },
  '/moved-to-host': (_request, response) => {
    response.writeHead(302, { Location: '/host' });
    response.end();
  },
  // Promises more than it sends, then drops the connection.
  '/cut-off': (request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': '5000' });
    response.write('<html><head><title>Half a page');
    setTimeout(() => request.socket.destroy(), 20);
  },
  '/gzip': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
    response.end(gzipSync('<title>Compressed with gzip</title>'));
  },
  '/brotli': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br' });
    response.end(brotliCompressSync('<title>Compressed with br</title>'));
  },
  '/gzip-damaged': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
    response.end(Buffer.from('this is not gzip'));
  },
  // A few kilobytes on the wire, 3 MB once decompressed: the limit counts what is decompressed.
  '/gzip-bomb': (_request, response) => {
    const body = gzipSync(`<title>Bomb</title>${'<p>word</p>'.repeat(300_000)}`);
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip', 'Content-Length': String(body.byteLength) });
    response.end(body);
  },
};

const tls = selfSignedCertificate('pinned.test');

function redirect(location: string): PageResponse {
  return { status: 302, headers: new Headers({ Location: location }), body: (async function* () {})(), close: () => undefined };
}

let backend: TestBackend;
let site: Server;
let origin: string;
let sitePort: number;
let callerAddress = 0;
/** Every request the test site received, as method and path. */
const visits: string[] = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    visits.push(`${request.method} ${request.url}`);
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) route(request, response);
    else {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<title>Not found</title>');
    }
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  sitePort = (site.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${sitePort}`;
  // 3 s: /slow never finishes, so any limit proves the give-up; 400 ms once cut a redirect short on a loaded machine.
  backend = await startTestBackend({ functionEnv: { ANALYZE_PAGE_ALLOW_PRIVATE: 'true', ANALYZE_PAGE_TIMEOUT_MS: '3000' } });
});
afterAll(async () => {
  site?.closeAllConnections();
  await new Promise((done) => site?.close(done));
  await backend?.stop();
});

async function check(url: unknown, extra: { attribution?: unknown } = {}): Promise<{ status: number; body: AnalyzePageResponse }> {
  callerAddress += 1;
  const response = await fetch(`${backend.url}/functions/v1/analyze-page`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.51.100.${callerAddress}`,
    },
    body: JSON.stringify({ url, attribution: extra.attribution }),
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
    expect(status).toBe(200);
    expect(body).toEqual({ ok: false, outcome: 'not_checked', error: 'The page is larger than 2 MB, the most the page checker reads.' });
  });

  it('gives up on a page slower than the time limit', async () => {
    const { status, body } = await check(`${origin}/slow`);
    expect(status).toBe(200);
    expect(body.ok).toBe(false);
    expect(!body.ok && body.error).toMatch(/did not finish loading within/);
  });

  it('refuses what is not a web page, and addresses that are not http(s)', async () => {
    expect((await check(`${origin}/file.pdf`)).body).toEqual({ ok: false, outcome: 'not_checked', error: 'That address returned application/pdf, not a web page.' });
    expect(await check('ftp://example.com/')).toEqual({ status: 400, body: { ok: false, error: 'Only http and https addresses can be checked.' } });
    expect((await check('')).status).toBe(400);
  });
});

/** A site serving the crafted pages (tests/support/crafted-pages.ts) and its robots.txt. */
async function craftedSite(): Promise<{ server: Server; origin: string; visits: string[] }> {
  const seen: string[] = [];
  let base = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    seen.push(path);
    const crafted = CRAFTED_PAGES[path];
    if (!crafted) {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<title>Not found</title>');
      return;
    }
    response.writeHead(crafted.status, crafted.headers);
    response.end(crafted.html.replaceAll('ORIGIN', base));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin: base, visits: seen };
}

describe('analyze-page puts indexability first (issue 62): the crafted pages over HTTP', () => {
  let crafted: Awaited<ReturnType<typeof craftedSite>>;
  beforeAll(async () => {
    crafted = await craftedSite();
  });
  afterAll(async () => {
    crafted?.server.closeAllConnections();
    await new Promise((done) => crafted?.server.close(done));
  });

  it.each(CRAFTED_PATHS)('%s: its score and the first action', async (path) => {
    const { status, body } = await check(`${crafted.origin}${path}`);
    expect(status).toBe(200);
    if (!body.ok) throw new Error(body.error);
    expect({ score: body.report.score, action: recommendedAction(body.report).title }).toEqual(CRAFTED_EXPECTATIONS[path]);
  });

  it('reports what it read: the header and meta rules, robots.txt for Googlebot, the canonical status', async () => {
    const read = async (path: string) => {
      const { body } = await check(`${crafted.origin}${path}`);
      if (!body.ok) throw new Error(body.error);
      return body.report;
    };
    expect((await read('/googlebot-header')).robots).toEqual([{ source: 'header', agent: 'googlebot', rules: ['noindex'] }]);
    expect((await read('/bingbot-noindex')).robots).toEqual([{ source: 'meta', agent: 'bingbot', rules: ['noindex'] }]);
    expect(await read('/private/blocked')).toMatchObject({ robotsTxt: { status: 200, blockedBy: 'Disallow: /private' } });
    expect(await read('/clean')).toMatchObject({ robotsTxt: { status: 200, blockedBy: null } });
    expect((await read('/clean')).canonicalStatus).toBeUndefined();
    crafted.visits.length = 0;
    expect(await read('/canonical-to-404')).toMatchObject({ canonical: `${crafted.origin}/gone`, canonicalStatus: 404 });
    expect([...crafted.visits].sort()).toEqual(['/canonical-to-404', '/gone', '/robots.txt']);
    // A canonical on another site is not fetched: naming it is the fault.
    crafted.visits.length = 0;
    expect((await read('/cross-host-canonical')).canonicalStatus).toBeUndefined();
    expect([...crafted.visits].sort()).toEqual(['/cross-host-canonical', '/robots.txt']);
  });

  it('a site without robots.txt allows every page, and one whose robots.txt never answers is reported as unknown within the limit', async () => {
    const { body } = await check(`${origin}/services`);
    expect(body).toMatchObject({ ok: true, report: { robotsTxt: { status: 404, blockedBy: null } } });
    const silent = createServer((request, response) => {
      if (request.url === '/robots.txt') return; // never answers
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<title>Answers</title><h1>Page</h1>');
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    try {
      const answer = await check(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/page`);
      expect(answer.body).toMatchObject({ ok: true, report: { title: 'Answers', robotsTxt: { status: null, blockedBy: null } } });
    } finally {
      silent.closeAllConnections();
      await new Promise((done) => silent.close(done));
    }
  });
});

describe('analyze-page with private addresses refused (the production setting)', () => {
  const refusal = 'That address points to a private or local network, which the page checker does not visit.';

  // Every spelling that reaches loopback, a private network or a non-unicast range. The URL parser
  // normalises the IPv4 spellings; the IPv6 transition forms carry 127.0.0.1 or 10.0.0.5 inside.
  const privateSpellings: [string, string][] = [
    ['loopback', 'http://127.0.0.1/'],
    ['loopback, decimal', 'http://2130706433/'],
    ['loopback, hex', 'http://0x7f.1/'],
    ['loopback, octal', 'http://0177.0.0.1/'],
    ['loopback, short', 'http://127.1/'],
    ['this host', 'http://0.0.0.0/'],
    ['private 10/8', 'http://10.0.0.5/'],
    ['private 172.16/12', 'http://172.16.0.1/'],
    ['private 192.168/16', 'http://192.168.1.1/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['benchmarking', 'http://198.18.0.1/'],
    ['multicast', 'http://224.0.0.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv6 unspecified', 'http://[::]/'],
    ['IPv4-mapped', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped, hex', 'http://[::ffff:7f00:1]/'],
    ['IPv4-mapped, private', 'http://[::ffff:10.0.0.5]/'],
    ['IPv4-compatible', 'http://[::127.0.0.1]/'],
    ['IPv4-translated (RFC 6145)', 'http://[::ffff:0:7f00:1]/'],
    ['NAT64 (RFC 6052)', 'http://[64:ff9b::7f00:1]/'],
    ['NAT64 local-use (RFC 8215)', 'http://[64:ff9b:1::a00:5]/'],
    ['6to4', 'http://[2002:7f00:1::]/'],
    ['Teredo (client 127.0.0.1)', 'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/'],
    ['IPv6 unique-local', 'http://[fc00::1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv6 site-local', 'http://[fec0::1]/'],
    ['IPv6 multicast', 'http://[ff02::1]/'],
    ['IPv6 discard-only', 'http://[100::1]/'],
    ['IPv6 documentation', 'http://[2001:db8::1]/'],
  ];

  it.each(privateSpellings)('refuses %s: %s', async (_label, url) => {
    expect(await productionHandler()(url)).toEqual({ status: 200, body: { ok: false, outcome: 'not_checked', error: refusal } });
  });

  it.each(privateSpellings.map(([label, url]) => [label, new URL(url).hostname.replace(/^\[|\]$/g, '')]))(
    'refuses a name whose DNS answer is %s (%s)',
    async (_label, address) => {
      const analyze = productionHandler({ resolveHost: async () => ['93.184.216.34', address] });
      expect(await analyze('https://mixed.example/')).toEqual({ status: 200, body: { ok: false, outcome: 'not_checked', error: refusal } });
    },
  );

  it('lets public addresses through, IPv4-mapped ones as the IPv4 address they carry', () => {
    expect(publicAddress('93.184.216.34')).toBe('93.184.216.34');
    expect(publicAddress('::ffff:93.184.216.34')).toBe('93.184.216.34');
    expect(publicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe('2606:2800:220:1:248:1893:25c8:1946');
    expect(publicAddress('not an address')).toBeNull();
  });

  it('refuses the test site on loopback, and a host name that resolves to loopback', async () => {
    expect((await productionHandler()(`${origin}/services`)).body).toEqual({ ok: false, outcome: 'not_checked', error: refusal });
    expect((await productionHandler()('http://localhost/')).body).toEqual({ ok: false, outcome: 'not_checked', error: refusal });
  });

  it('refuses a public page that redirects into the private network', async () => {
    const connections: string[] = [];
    const analyze = productionHandler({
      resolveHost: async (host) => (host === 'public.example' ? ['93.184.216.34'] : ['127.0.0.1']),
      request: async (url, address) => {
        connections.push(`${url.href} via ${address}`);
        return redirect('http://internal.example/admin');
      },
    });
    expect((await analyze('https://public.example/')).body).toEqual({ ok: false, outcome: 'not_checked', error: refusal });
    expect(connections).toEqual(['https://public.example/ via 93.184.216.34']);
  });

  it('says so when a domain does not exist', async () => {
    const analyze = productionHandler({
      resolveHost: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    expect((await analyze('https://no-such-site.example/')).body).toEqual({
      ok: false,
      outcome: 'not_checked',
      error: 'The domain no-such-site.example could not be found. Check the spelling of the address.',
    });
  });
});

describe('analyze-page connects to exactly the address it checked', () => {
  it('sends the request to the resolved address, with the name from the URL in the Host header, and resolves once per hop', async () => {
    const asked: string[] = [];
    const analyze = productionHandler({
      allowPrivate: true,
      resolveHost: async (host) => {
        asked.push(host);
        return ['127.0.0.1'];
      },
    });
    const { status, body } = await analyze(`http://pinned.example:${sitePort}/moved-to-host`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, report: { title: `Host pinned.example:${sitePort}`, finalUrl: `http://pinned.example:${sitePort}/host` } });
    // The page's two hops, then robots.txt on the page's host: each looked up once, and connected to as checked.
    expect(asked).toEqual(['pinned.example', 'pinned.example', 'pinned.example']);
  });

  it('refuses DNS rebinding: the check sees a public address, the connection never reaches the loopback one', async () => {
    // `localhost` is what the system resolver answers 127.0.0.1 for: a second lookup by the
    // connection (what fetch() did) reaches the test site; the pinned connection goes to the first answer.
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    const asked: string[] = [];
    const analyze = productionHandler({
      allowedPorts: [sitePort],
      timeoutMs: 1500,
      resolveHost: async (host) => {
        asked.push(host);
        return answers[Math.min(asked.length - 1, answers.length - 1)] ?? [];
      },
    });
    visits.length = 0;
    const { status, body } = await analyze(`http://localhost:${sitePort}/services`);
    expect(body.ok).toBe(false);
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain('Ruiz Plumbing');
    expect(visits).toEqual([]);
    expect(asked).toEqual(['localhost']);
  });

  it('refuses ports other than 80 and 443, at the first address and after a redirect', async () => {
    const portRefusal = { ok: false, error: 'Only addresses on port 80 or 443 can be checked.' };
    const connections: string[] = [];
    const analyze = productionHandler({
      resolveHost: async () => ['93.184.216.34'],
      request: async (url) => {
        connections.push(url.href);
        return redirect('http://public.example:6379/');
      },
    });
    expect(await analyze('http://public.example:8080/')).toEqual({ status: 400, body: portRefusal });
    expect(await analyze('https://public.example:22/')).toEqual({ status: 400, body: portRefusal });
    expect(await analyze('http://public.example:443/')).toEqual({ status: 400, body: portRefusal });
    expect(connections).toEqual(['http://public.example:443/']);
  });

  it('reads the allowed ports from ANALYZE_PAGE_ALLOWED_PORTS, also when private addresses are allowed', async () => {
    const withEnv = (env: Record<string, string>) => {
      const all: Record<string, string> = { SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey, ...env };
      const handler = createHandler({ get: (name) => all[name] });
      return async (url: string) =>
        (await handler(new Request('http://functions.local/analyze-page', { method: 'POST', body: JSON.stringify({ url }) }))).json();
    };
    expect(await withEnv({ ANALYZE_PAGE_ALLOW_PRIVATE: 'true', ANALYZE_PAGE_ALLOWED_PORTS: '80, 443' })(`${origin}/services`)).toEqual({
      ok: false,
      error: 'Only addresses on port 80 or 443 can be checked.',
    });
    expect(await withEnv({ ANALYZE_PAGE_ALLOW_PRIVATE: 'true', ANALYZE_PAGE_ALLOWED_PORTS: `80,443,${sitePort}` })(`${origin}/services`)).toMatchObject({
      ok: true,
    });
  });
});

describe('analyze-page answers connection failures with its own short reasons', () => {
  const local = (overrides: Parameters<typeof createHandler>[1] = {}) => productionHandler({ allowPrivate: true, allowedPorts: null, ...overrides });

  it('a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    expect(await local()(`http://127.0.0.1:${port}/`)).toEqual({
      status: 200,
      body: { ok: false, outcome: 'not_checked', error: 'The page could not be reached: the connection was refused.' },
    });
  });

  it('a connection closed halfway through the page, and an answer that is not HTTP', async () => {
    expect((await local()(`${origin}/cut-off`)).body).toEqual({
      ok: false,
      outcome: 'not_checked',
      error: 'The page could not be reached: the server closed the connection before the page arrived.',
    });
    const garbage = createNetServer((socket) => socket.resume().end('SSH-2.0-OpenSSH_9.6\r\n\r\n'));
    await new Promise<void>((done) => garbage.listen(0, '127.0.0.1', done));
    try {
      expect((await local()(`http://127.0.0.1:${(garbage.address() as AddressInfo).port}/`)).body).toEqual({
        ok: false,
        outcome: 'not_checked',
        error: "The page could not be reached: the server's answer is not valid HTTP.",
      });
    } finally {
      await new Promise((done) => garbage.close(done));
    }
  });

  it('reads gzip and brotli pages, and stops a compressed page at 2 MB of HTML', async () => {
    expect((await local()(`${origin}/gzip`)).body).toMatchObject({ ok: true, report: { title: 'Compressed with gzip' } });
    expect((await local()(`${origin}/brotli`)).body).toMatchObject({ ok: true, report: { title: 'Compressed with br' } });
    expect((await local()(`${origin}/gzip-damaged`)).body).toEqual({ ok: false, outcome: 'not_checked', error: 'The page could not be reached: the compressed page was damaged.' });
    expect(await local()(`${origin}/gzip-bomb`)).toEqual({
      status: 200,
      body: { ok: false, outcome: 'not_checked', error: 'The page is larger than 2 MB, the most the page checker reads.' },
    });
  });

  describe('over TLS', () => {
    let secure: HttpsServer;
    let securePort = 0;
    beforeAll(async () => {
      secure = createHttpsServer(tls, (request, response) => {
        const socket = request.socket as TLSSocket;
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end(`<title>Host ${request.headers.host} SNI ${String(socket.servername)}</title>`);
      });
      await new Promise<void>((done) => secure.listen(0, '127.0.0.1', done));
      securePort = (secure.address() as AddressInfo).port;
    });
    afterAll(async () => {
      secure?.closeAllConnections();
      await new Promise((done) => secure?.close(done));
    });

    it('keeps the name for SNI and the certificate check while connecting to the pinned address', async () => {
      const analyze = local({ resolveHost: async () => ['127.0.0.1'], request: pinnedRequest({ ca: tls.cert }) });
      expect((await analyze(`https://pinned.test:${securePort}/`)).body).toMatchObject({
        ok: true,
        report: { title: `Host pinned.test:${securePort} SNI pinned.test` },
      });
      // The same address under another name: the certificate does not name it.
      expect((await analyze(`https://other.test:${securePort}/`)).body).toEqual({
        ok: false,
        outcome: 'not_checked',
        error: 'The page could not be reached: the certificate is not valid.',
      });
    });

    it('refuses a certificate no authority vouches for', async () => {
      expect((await local({ resolveHost: async () => ['127.0.0.1'] })(`https://pinned.test:${securePort}/`)).body).toEqual({
        ok: false,
        outcome: 'not_checked',
        error: 'The page could not be reached: the certificate is not valid.',
      });
    });
  });
});

describe('the url_test lead each check records (the analysis is one request)', () => {
  /** The url_test leads of one address, read through PostgREST. */
  async function leadsFor(url: string) {
    const { data, error } = await backend.service.from('lsg_leads').select('*').eq('lead_type', 'url_test').eq('website', url);
    if (error) throw new Error(error.message);
    return data;
  }

  it('stores the lead before answering, with the attribution trimmed, cut to its columns and only as text', async () => {
    const url = `${origin}/services?lead=measured`;
    const { status } = await check(url, {
      attribution: {
        source_path: '  /seo-tool  ',
        referrer: `https://www.google.com/search?q=${'x'.repeat(3000)}`,
        utm_source: 'g'.repeat(250),
        utm_medium: 42,
        utm_campaign: { nested: 'object' },
        utm_term: 'bad\u0000text',
        utm_content: '   ',
        is_admin: true,
      },
    });
    expect(status).toBe(200);
    const leads = await leadsFor(url);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'SEO Tool User',
      email: 'seo-tool@anonymous.invalid',
      service: 'SEO Tool',
      message: `Ran the free SEO analysis tool on ${url}`,
      source_path: '/seo-tool',
      utm_source: 'g'.repeat(200),
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    });
    expect(leads[0]!.referrer).toHaveLength(2048);
    expect(leads[0]!.referrer!.startsWith('https://www.google.com/search?q=xxx')).toBe(true);
  });

  it('stores it for a check that failed (the tool then simulates), and without any attribution', async () => {
    const url = `${origin}/file.pdf?lead=failed`;
    const { status } = await check(url);
    expect(status).toBe(200);
    expect(await leadsFor(url)).toEqual([expect.objectContaining({ source_path: null, referrer: null, utm_source: null })]);
  });

  it('stores nothing for a request that is not a page check: a bad address, or one over the rate limit', async () => {
    expect((await check('ftp://example.com/?lead=refused')).status).toBe(400);
    expect(await leadsFor('ftp://example.com/?lead=refused')).toEqual([]);

    // One check an hour from this address (every test request comes from 127.0.0.1).
    await backend.sql("delete from private.rate_buckets where scope = 'page_check'");
    await backend.setWriteLimit('page_check', 1, 3600);
    try {
      const url = `${origin}/services?lead=limited`;
      expect((await check(url)).status).toBe(200);
      expect((await check(url)).status).toBe(429);
      expect(await leadsFor(url)).toHaveLength(1);
    } finally {
      await backend.setWriteLimit('page_check', 100000, 60);
      await backend.sql("delete from private.rate_buckets where scope = 'page_check'");
    }
  });

  it('a lead that cannot be stored never fails the check', async () => {
    // A key the database refuses: the rate-limit check and the insert both fail, and are only logged.
    const env: Record<string, string> = { SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: 'not-a-key', ANALYZE_PAGE_ALLOW_PRIVATE: 'true' };
    const handler = createHandler({ get: (name) => env[name] });
    const url = `${origin}/services?lead=unstored`;
    const response = await handler(new Request('http://functions.local/analyze-page', { method: 'POST', body: JSON.stringify({ url }) }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as AnalyzePageResponse).ok).toBe(true);
    expect(await leadsFor(url)).toEqual([]);
  });
});
