/**
 * weekly-report-confirm under Deno, with its own import map: a token of the wrong shape (NUL, lone
 * surrogate, too long, missing) is refused before any database call, GET does nothing, and each
 * outcome the database answers becomes its answer and message. Against a stand-in database; run by
 * scripts/functions/check-deno.ts.
 */
import assert from 'node:assert/strict';
import { createHandler } from '../../supabase/functions/weekly-report-confirm/handler.ts';
import { withFakeDatabase } from './support.ts';

const TOKEN = 'A'.repeat(21) + '-_' + 'z'.repeat(20);

function handlerFor(databaseUrl: string) {
  const env: Record<string, string> = { SUPABASE_URL: databaseUrl, SUPABASE_SERVICE_ROLE_KEY: 'service-key' };
  return createHandler({ get: (name) => env[name] });
}

async function post(handler: (request: Request) => Promise<Response>, body: string, type = 'application/json') {
  const response = await handler(new Request('http://functions.local/weekly-report-confirm', { method: 'POST', body, headers: { 'Content-Type': type } }));
  return { status: response.status, body: await response.json() };
}

Deno.test('weekly-report-confirm does nothing on GET and refuses a token of the wrong shape before the database', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    assert.equal((await handler(new Request('http://functions.local/x', { method: 'OPTIONS' }))).status, 200);
    assert.equal((await handler(new Request(`http://functions.local/x?token=${TOKEN}`))).status, 405);
    const bodies = [
      '{not json',
      'null',
      '[]',
      '{}',
      JSON.stringify({ token: 42 }),
      JSON.stringify({ token: TOKEN.slice(1) }),
      JSON.stringify({ token: `${TOKEN}A` }),
      JSON.stringify({ token: `${TOKEN.slice(1)}\u0000` }),
      JSON.stringify({ token: `${TOKEN.slice(1)}\ud800` }),
      JSON.stringify({ token: `${TOKEN.slice(1)}=` }),
      JSON.stringify({ token: 'x'.repeat(5000) }),
    ];
    for (const body of bodies) assert.equal((await post(handler, body)).status, 400, body);
    assert.equal((await post(handler, JSON.stringify({ token: TOKEN }), 'text/plain')).status, 400);
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('weekly-report-confirm answers each outcome of the database with its status and message', async () => {
  const confirmed = { outcome: 'confirmed', website: 'https://ruiz.example/', report_day: 'monday', email: 'a***@ruiz.example' };
  await withFakeDatabase({ confirm_weekly_report: { status: 200, body: confirmed } }, async (database) => {
    const handler = handlerFor(database.url);
    assert.deepEqual(await post(handler, JSON.stringify({ token: TOKEN })), {
      status: 200,
      body: { ok: true, website: 'https://ruiz.example/', reportDay: 'monday', email: 'a***@ruiz.example', alreadyConfirmed: false },
    });
    database.replies.confirm_weekly_report = { status: 200, body: { ...confirmed, outcome: 'already_confirmed' } };
    assert.equal((await post(handler, JSON.stringify({ token: TOKEN }))).body.alreadyConfirmed, true);
    // Expected outcomes are answers (200, ok: false), so the page's console stays clean.
    const outcomes: [string, RegExp][] = [
      ['not_valid', /not valid/],
      ['expired', /expired/],
      ['stopped', /stopped/],
    ];
    for (const [outcome, message] of outcomes) {
      database.replies.confirm_weekly_report = { status: 200, body: { outcome } };
      const answer = await post(handler, JSON.stringify({ token: TOKEN }));
      assert.equal(answer.status, 200, outcome);
      assert.equal(answer.body.ok, false);
      assert.equal(answer.body.outcome, outcome);
      assert.match(answer.body.error, message);
    }
    database.replies.confirm_weekly_report = { status: 429, body: { code: 'PT429', message: 'Too many' } };
    assert.equal((await post(handler, JSON.stringify({ token: TOKEN }))).status, 429);
    database.replies.confirm_weekly_report = { status: 500, body: { code: 'XX000', message: 'database is down' } };
    assert.equal((await post(handler, JSON.stringify({ token: TOKEN }))).status, 503);
    assert.equal(database.calls.length, 7);
  });
});
