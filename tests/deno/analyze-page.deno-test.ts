/**
 * analyze-page under Deno, where Supabase runs it: the request checks, the address and port rules,
 * and above all that node:http and node:https connect to the pinned address there too, with the
 * URL's name in the Host header, SNI and the certificate check. Run by scripts/functions/check-deno.ts.
 */
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createHandler } from '../../supabase/functions/analyze-page/handler.ts';
import type { AnalyzePageOptions } from '../../supabase/functions/_shared/page-check/page-check.ts';
import { pinnedRequest } from '../../supabase/functions/_shared/page-check/pinned-request.ts';
import type { PageReport } from '../../supabase/functions/_shared/page-report.ts';
import { recommendedAction } from '../../supabase/functions/_shared/weekly-report/action.ts';
import { CRAFTED_EXPECTATIONS, CRAFTED_PAGES, CRAFTED_PATHS } from '../support/crafted-pages.ts';
import { selfSignedCertificate } from '../support/self-signed-certificate.ts';
import { call, withFakeDatabase } from './support.ts';

const refusal = 'That address points to a private or local network, which the page checker does not visit.';

/** A page on 127.0.0.1 that names the Host header it was asked with, and counts its visits. */
async function withSite(fn: (site: { port: number; visits: string[] }) => Promise<void>, secure?: { key: string; cert: string }) {
  const visits: string[] = [];
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    visits.push(request.url ?? '');
    // Headers, then a body that never ends; and no answer at all.
    if (request.url === '/slow-body') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).write('<title>Still loading');
      return;
    }
    if (request.url === '/no-answer') return;
    if (request.url === '/huge') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      for (let i = 0; i < 25; i += 1) response.write(`<p>${'word '.repeat(20_000)}</p>`);
      response.end();
      return;
    }
    if (request.url === '/gzip') {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end(gzipSync('<title>Compressed</title>'));
      return;
    }
    const sni = secure ? ` SNI ${String((request.socket as { servername?: unknown }).servername)}` : '';
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<title>Host ${request.headers.host}${sni}</title>`);
  };
  const server: Server = secure ? createHttpsServer(secure, answer) : createServer(answer);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    await fn({ port: (server.address() as AddressInfo).port, visits });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
}

async function check(url: string, options: Partial<AnalyzePageOptions> = {}) {
  return withFakeDatabase({}, async (database) => {
    const env: Record<string, string> = { SUPABASE_URL: database.url, SUPABASE_SERVICE_ROLE_KEY: 'service-key' };
    return call(createHandler({ get: (name) => env[name] }, options), { body: { url } });
  });
}

Deno.test('analyze-page answers preflight, only POST, and only a JSON address', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = createHandler({ get: (name) => ({ SUPABASE_URL: database.url, SUPABASE_SERVICE_ROLE_KEY: 'k' })[name] });
    assert.equal((await call(handler, { method: 'OPTIONS' })).status, 200);
    assert.deepEqual((await call(handler, { method: 'GET' })).body, { ok: false, error: 'Use POST to check a page.' });
    const bad = await call(handler, { body: '{not json' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { ok: false, error: 'Send the address to check as JSON, for example {"url":"https://example.com"}.' });
    assert.deepEqual((await call(handler, { body: { url: 'ftp://example.com/' } })).body, {
      ok: false,
      error: 'Only http and https addresses can be checked.',
    });
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('analyze-page refuses private addresses in every spelling', async () => {
  for (const url of [
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
    'http://169.254.169.254/',
    'http://localhost/',
  ]) {
    const answer = await check(url);
    // An outcome of the check, not a failed request (issue 40): 200, with what the visitor reads.
    assert.equal(answer.status, 200, url);
    assert.deepEqual(answer.body, { ok: false, outcome: 'not_checked', error: refusal }, url);
  }
});

Deno.test('analyze-page refuses ports other than 80 and 443', async () => {
  const answer = await check('http://public.example:8080/', { resolveHost: async () => ['93.184.216.34'] });
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.body, { ok: false, error: 'Only addresses on port 80 or 443 can be checked.' });
});

Deno.test('analyze-page connects to the resolved address with the name from the URL in the Host header', async () => {
  await withSite(async ({ port }) => {
    const answer = await check(`http://pinned.example:${port}/`, { allowPrivate: true, resolveHost: async () => ['127.0.0.1'] });
    assert.equal(answer.status, 200);
    assert.equal((answer.body as { report: { title: string } }).report.title, `Host pinned.example:${port}`);
    const gzip = await check(`http://pinned.example:${port}/gzip`, { allowPrivate: true, resolveHost: async () => ['127.0.0.1'] });
    assert.equal((gzip.body as { report: { title: string } }).report.title, 'Compressed');
  });
});

Deno.test('analyze-page keeps to its time limit and its 2 MB cap', async () => {
  await withSite(async ({ port }) => {
    const local = { allowPrivate: true, timeoutMs: 400 };
    for (const path of ['/slow-body', '/no-answer']) {
      const answer = await check(`http://127.0.0.1:${port}${path}`, local);
      assert.equal(answer.status, 200, path);
      assert.equal((answer.body as { outcome?: string }).outcome, 'not_checked', path);
      assert.match((answer.body as { error: string }).error, /^The page did not finish loading within \d+ seconds\.$/, path);
    }
    const huge = await check(`http://127.0.0.1:${port}/huge`, local);
    assert.equal(huge.status, 200);
    assert.deepEqual(huge.body, { ok: false, outcome: 'not_checked', error: 'The page is larger than 2 MB, the most the page checker reads.' });
  });
});

Deno.test('analyze-page refuses DNS rebinding: the loopback page is never visited', async () => {
  await withSite(async ({ port, visits }) => {
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    let asked = 0;
    const answer = await check(`http://localhost:${port}/`, {
      allowedPorts: [port],
      timeoutMs: 1500,
      resolveHost: async () => answers[Math.min(asked++, 1)] ?? [],
    });
    assert.equal((answer.body as { ok: boolean }).ok, false);
    assert.equal(answer.status, 200);
    assert.equal((answer.body as { outcome?: string }).outcome, 'not_checked');
    assert.deepEqual(visits, []);
    assert.equal(asked, 1);
  });
});

Deno.test('analyze-page answers a refused connection with its own short reason', async () => {
  let port = 0;
  await withSite(async (site) => {
    port = site.port;
  });
  const answer = await check(`http://127.0.0.1:${port}/`, { allowPrivate: true, allowedPorts: null });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { ok: false, outcome: 'not_checked', error: 'The page could not be reached: the connection was refused.' });
});

Deno.test('analyze-page keeps the name for SNI and the certificate check over a pinned TLS connection', async () => {
  const tls = selfSignedCertificate('pinned.test');
  await withSite(async ({ port }) => {
    const options = { allowPrivate: true, resolveHost: async () => ['127.0.0.1'] };
    const trusted = await check(`https://pinned.test:${port}/`, { ...options, request: pinnedRequest({ ca: tls.cert }) });
    assert.equal((trusted.body as { report: { title: string } }).report.title, `Host pinned.test:${port} SNI pinned.test`);
    const invalid = { ok: false, outcome: 'not_checked', error: 'The page could not be reached: the certificate is not valid.' };
    assert.deepEqual((await check(`https://other.test:${port}/`, { ...options, request: pinnedRequest({ ca: tls.cert }) })).body, invalid);
    assert.deepEqual((await check(`https://pinned.test:${port}/`, options)).body, invalid);
  }, tls);
});

Deno.test('analyze-page records the url_test lead for a measured and a failed check, and a failed insert fails neither', async () => {
  await withSite(async ({ port }) => {
    const options = { allowPrivate: true, resolveHost: async () => ['127.0.0.1'] };
    await withFakeDatabase({}, async (database) => {
      const env: Record<string, string> = { SUPABASE_URL: database.url, SUPABASE_SERVICE_ROLE_KEY: 'service-key' };
      const handler = createHandler({ get: (name) => env[name] }, options);
      const measured = await call(handler, { body: { url: `http://pinned.example:${port}/`, attribution: { source_path: '/seo-tool' } } });
      assert.equal(measured.status, 200);
      const failed = await call(handler, { body: { url: `http://pinned.example:${port}/huge` } });
      assert.deepEqual([failed.status, (failed.body as { outcome?: string }).outcome], [200, 'not_checked']);
      assert.deepEqual(database.calls, ['take_function_slot', '/rest/v1/lsg_leads', 'take_function_slot', '/rest/v1/lsg_leads']);

      database.replies['/rest/v1/lsg_leads'] = { status: 500, body: { code: 'XX000', message: 'database is down' } };
      const unstored = await call(handler, { body: { url: `http://pinned.example:${port}/` } });
      assert.equal(unstored.status, 200);
      assert.equal((unstored.body as { ok: boolean }).ok, true);
    });
  });
});

Deno.test('analyze-page puts indexability first under Deno: each crafted page gets its score and first action (issue 62)', async () => {
  let origin = '';
  const server = createServer((request, response) => {
    const crafted = CRAFTED_PAGES[new URL(request.url ?? '/', 'http://x').pathname];
    if (!crafted) return void response.writeHead(404, { 'Content-Type': 'text/html' }).end('<title>Not found</title>');
    response.writeHead(crafted.status, crafted.headers).end(crafted.html.replaceAll('ORIGIN', origin));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const path of CRAFTED_PATHS) {
      const answer = await check(`${origin}${path}`, { allowPrivate: true, allowedPorts: null });
      const report = (answer.body as { report: PageReport }).report;
      assert.deepEqual({ score: report.score, action: recommendedAction(report).title }, CRAFTED_EXPECTATIONS[path], path);
    }
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
});
