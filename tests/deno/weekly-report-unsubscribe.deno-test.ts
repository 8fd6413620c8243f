/**
 * weekly-report-unsubscribe under Deno, with its own import map: a mail client's one-click POST
 * (RFC 8058: the token in the address, a form body), the site page's JSON call, GET doing nothing,
 * and a token the database refuses, against a stand-in database. Run by scripts/functions/check-deno.ts.
 */
import assert from 'node:assert/strict';
import { createHandler } from '../../supabase/functions/weekly-report-unsubscribe/handler.ts';
import { withFakeDatabase } from './support.ts';

const TOKEN = `${'a'.repeat(32)}.${'b'.repeat(43)}`;
const done = { website: 'https://ruiz.example/', email: 'a***@ruiz.example', already_unsubscribed: false };

function handlerFor(databaseUrl: string) {
  const env: Record<string, string> = { SUPABASE_URL: databaseUrl, SUPABASE_SERVICE_ROLE_KEY: 'service-key' };
  return createHandler({ get: (name) => env[name] });
}

async function send(handler: (request: Request) => Promise<Response>, path: string, init: RequestInit) {
  const response = await handler(new Request(`http://functions.local/weekly-report-unsubscribe${path}`, init));
  return { status: response.status, body: await response.json() };
}

Deno.test('weekly-report-unsubscribe does nothing on GET and refuses a missing or misshapen token before the database', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    assert.equal((await handler(new Request('http://functions.local/x', { method: 'OPTIONS' }))).status, 200);
    assert.equal((await send(handler, `?token=${TOKEN}`, { method: 'GET' })).status, 405);
    assert.equal((await send(handler, '', { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status, 400);
    assert.equal((await send(handler, '', { method: 'POST', body: '{not json', headers: { 'Content-Type': 'application/json' } })).status, 400);
    assert.equal((await send(handler, '', { method: 'POST', body: JSON.stringify({ token: 'x'.repeat(500) }), headers: { 'Content-Type': 'application/json' } })).status, 400);
    // Only the exact shape reaches the database: a character short or long, another alphabet, text it cannot store.
    for (const token of [TOKEN.slice(1), `${TOKEN}b`, TOKEN.replace('a', 'A'), TOKEN.replace('b', '+'), ` ${TOKEN}`]) {
      const refused = await send(handler, '', { method: 'POST', body: JSON.stringify({ token }), headers: { 'Content-Type': 'application/json' } });
      assert.equal(refused.status, 400);
      assert.match(refused.body.error, /not valid/);
    }
    for (const token of [TOKEN.replace('a', '\u0000'), TOKEN.replace('b', '\ud800'), `${TOKEN}\udfff`]) {
      const refused = await send(handler, '', { method: 'POST', body: JSON.stringify({ token }), headers: { 'Content-Type': 'application/json' } });
      assert.equal(refused.status, 400);
      assert.match(refused.body.error, /cannot be saved/);
    }
    assert.equal((await send(handler, `?token=${TOKEN.replace('a', '%00')}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status, 400);
    assert.deepEqual(database.calls, []);
  });
});

Deno.test("weekly-report-unsubscribe takes a mail client's one-click POST and the site page's JSON", async () => {
  await withFakeDatabase({ take_function_slot: { status: 204 }, unsubscribe_weekly_report: { status: 200, body: done } }, async (database) => {
    const handler = handlerFor(database.url);
    const oneClick = await send(handler, `?token=${TOKEN}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    assert.deepEqual(oneClick, { status: 200, body: { ok: true, website: done.website, email: done.email, alreadyUnsubscribed: false } });
    const page = await send(handler, '', { method: 'POST', body: JSON.stringify({ token: TOKEN }), headers: { 'Content-Type': 'application/json' } });
    assert.equal(page.status, 200);
    assert.deepEqual(database.calls, ['take_function_slot', 'unsubscribe_weekly_report', 'take_function_slot', 'unsubscribe_weekly_report']);
  });
});

Deno.test('weekly-report-unsubscribe answers a token the database refuses as an outcome (200, not_valid), 429 past the limit', async () => {
  await withFakeDatabase(
    { take_function_slot: { status: 204 }, unsubscribe_weekly_report: { status: 400, body: { code: '22023', message: 'This unsubscribe link is not valid.' } } },
    async (database) => {
      const handler = handlerFor(database.url);
      const refused = await send(handler, '', { method: 'POST', body: JSON.stringify({ token: TOKEN }), headers: { 'Content-Type': 'application/json' } });
      // An expected outcome, not a failed request (issue 40).
      assert.equal(refused.status, 200);
      assert.equal(refused.body.ok, false);
      assert.equal(refused.body.outcome, 'not_valid');
      assert.match(refused.body.error, /not valid/);
      database.replies.take_function_slot = { status: 429, body: { code: 'PT429', message: 'Too many' } };
      assert.equal((await send(handler, '', { method: 'POST', body: JSON.stringify({ token: TOKEN }), headers: { 'Content-Type': 'application/json' } })).status, 429);
    },
  );
});

Deno.test("weekly-report-unsubscribe parses the database's answer: one of another shape is a 503 on our side, not undefined in the page", async () => {
  await withFakeDatabase({ take_function_slot: { status: 204 }, unsubscribe_weekly_report: { status: 200, body: { website: done.website, already_unsubscribed: 'no' } } }, async (database) => {
    const handler = handlerFor(database.url);
    const answer = await send(handler, '', { method: 'POST', body: JSON.stringify({ token: TOKEN }), headers: { 'Content-Type': 'application/json' } });
    assert.equal(answer.status, 503);
    assert.match(answer.body.error, /error on our side/);
  });
});
