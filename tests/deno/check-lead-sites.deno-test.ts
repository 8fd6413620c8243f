/**
 * check-lead-sites under Deno, where Supabase runs it (docs/decisions/0080-leads-site-checks.md):
 * who may call it, an empty run, and one claimed check of a page on this machine measured with the
 * SEO tool's page check and recorded with finish_site_check, then the sender woken; and a private
 * address refused as the tool refuses it, recorded in words. Against a stand-in database. Run by scripts/functions/check-deno.ts.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandler } from '../../supabase/functions/check-lead-sites/handler.ts';
import { call, withFakeDatabase } from './support.ts';

const SERVICE_KEY = 'service-key';
const headers = { Authorization: `Bearer ${SERVICE_KEY}` };

async function withPage(fn: (port: number) => Promise<void>) {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<title>Ruiz Plumbing</title><h1>Plumbing</h1><p>Leaks fixed.</p>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    await fn((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}

Deno.test('check-lead-sites answers preflight, only POST, and only the service key', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = createHandler({ get: (name) => ({ SUPABASE_URL: database.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY })[name] });
    assert.equal((await call(handler, { method: 'OPTIONS' })).status, 200);
    assert.equal((await call(handler, { method: 'GET' })).status, 405);
    const callers: Record<string, string>[] = [{}, { Authorization: 'Bearer anon-key' }];
    for (const callerHeaders of callers) {
      assert.equal((await call(handler, { body: {}, headers: callerHeaders })).status, 403);
    }
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('check-lead-sites with nothing queued claims once and wakes nobody', async () => {
  await withFakeDatabase({ claim_site_checks: { status: 200, body: [] } }, async (database) => {
    const woken: string[] = [];
    const handler = createHandler({ get: (name) => ({ SUPABASE_URL: database.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY })[name] }, {}, async (input) => {
      woken.push(String(input));
      return new Response('{}');
    });
    assert.deepEqual((await call(handler, { body: {}, headers })).body, { ok: true, checks: { claimed: 0, done: 0, failed: 0 } });
    assert.deepEqual(database.calls, ['claim_site_checks']);
    assert.deepEqual(woken, []);
  });
});

type Finished = { check_id: string; result: { score: number; title: string } | null; failure: string | null };
const finished = (database: { calls: string[]; args: unknown[] }) =>
  database.args.filter((_, index) => database.calls[index] === 'finish_site_check') as Finished[];

Deno.test('check-lead-sites measures a claimed page by the tool rules, records it and wakes the sender', async () => {
  await withPage(async (port) => {
    const claimed = [{ id: 'a', url: `http://127.0.0.1:${port}/`, attempts: 1 }];
    await withFakeDatabase({ claim_site_checks: { status: 200, body: claimed }, finish_site_check: { status: 200, body: 'done' } }, async (database) => {
      const woken: string[] = [];
      const env: Record<string, string> = { SUPABASE_URL: database.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY };
      // This machine's page is allowed here, as in local development (ANALYZE_PAGE_ALLOW_PRIVATE).
      const handler = createHandler({ get: (name) => env[name] }, { allowPrivate: true, allowedPorts: null }, async (input) => {
        woken.push(String(input));
        return new Response('{}');
      });
      assert.deepEqual((await call(handler, { body: {}, headers })).body, { ok: true, checks: { claimed: 1, done: 1, failed: 0 } });
      const [record] = finished(database);
      assert.equal(record?.result?.title, 'Ruiz Plumbing');
      assert.equal(record?.failure, null);
      assert.deepEqual(woken, [`${database.url}/functions/v1/send-notifications`]);
    });
  });
});

Deno.test('check-lead-sites refuses a private address as the tool does, and records it in words', async () => {
  const claimed = [{ id: 'b', url: 'http://10.0.0.5/', attempts: 1 }];
  await withFakeDatabase({ claim_site_checks: { status: 200, body: claimed }, finish_site_check: { status: 200, body: 'failed' } }, async (database) => {
    const env: Record<string, string> = { SUPABASE_URL: database.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY };
    const handler = createHandler({ get: (name) => env[name] }, {}, async () => new Response('{}'));
    assert.deepEqual((await call(handler, { body: {}, headers })).body, { ok: true, checks: { claimed: 1, done: 0, failed: 1 } });
    assert.deepEqual(finished(database), [{ check_id: 'b', result: null, failure: 'The address points to a private network, so it was not fetched.' }]);
  });
});

Deno.test('check-lead-sites under the Edge Runtime answers pg_net at once (202) and measures the page after its answer', async () => {
  await withPage(async (port) => {
    const claimed = [{ id: 'c', url: `http://127.0.0.1:${port}/`, attempts: 1 }];
    await withFakeDatabase({ claim_site_checks: { status: 200, body: claimed }, finish_site_check: { status: 200, body: 'done' } }, async (database) => {
      const env: Record<string, string> = { SUPABASE_URL: database.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY };
      const runs: Promise<unknown>[] = [];
      const handler = createHandler(
        { get: (name) => env[name] },
        { allowPrivate: true, allowedPorts: null },
        async () => new Response('{}'),
        (run) => runs.push(run),
      );
      const answer = await call(handler, { body: {}, headers });
      assert.equal(answer.status, 202);
      assert.deepEqual(answer.body, { ok: true, accepted: true });
      // The run the runtime keeps alive: the page is measured and recorded after the answer.
      assert.equal(runs.length, 1);
      await runs[0];
      assert.equal(finished(database)[0]?.result?.title, 'Ruiz Plumbing');
    });
  });
});
