/**
 * handle-lead-submission under Deno, with its own import map (zod/mini through npm:): the request
 * checks, the rate limit and the hand-off to the outbox, against a stand-in database.
 * Run by scripts/functions/check-deno.ts.
 */
import assert from 'node:assert/strict';
import { createHandler } from '../../supabase/functions/handle-lead-submission/handler.ts';
import { call, withFakeDatabase } from './support.ts';

const valid = { name: 'Ana Ruiz', email: 'ana@ruiz.example', phone: '', website: 'ruiz.example', message: 'Hello', service: 'SEO Consultation' };
const notJson = { error: 'The request body must be a JSON object.' };

function handlerFor(databaseUrl: string) {
  const env: Record<string, string> = { SUPABASE_URL: databaseUrl, SUPABASE_SERVICE_ROLE_KEY: 'service-key' };
  return createHandler({ get: (name) => env[name] });
}

Deno.test('handle-lead-submission answers preflight, and only POST', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    const preflight = await call(handler, { method: 'OPTIONS' });
    assert.equal(preflight.status, 200);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    const get = await call(handler, { method: 'GET' });
    assert.equal(get.status, 405);
    assert.deepEqual(get.body, { error: 'Use POST to send a lead.' });
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('handle-lead-submission refuses a body that is not a JSON object, before touching the database', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    for (const body of ['{not json', '[1,2]', 'null', '"text"']) {
      const answer = await call(handler, { body });
      assert.equal(answer.status, 400, body);
      assert.deepEqual(answer.body, notJson, body);
    }
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('handle-lead-submission answers a filled honeypot with a quiet success and does nothing', async () => {
  await withFakeDatabase({}, async (database) => {
    const answer = await call(handlerFor(database.url), { body: { ...valid, honeypot: 'http://spam.example' } });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { ok: true });
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('handle-lead-submission refuses an invalid lead with the first validation message', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    assert.deepEqual((await call(handler, { body: { ...valid, email: 'not-an-email' } })).body, { error: 'Please enter a valid email address.' });
    assert.deepEqual((await call(handler, { body: { ...valid, name: undefined } })).body, { error: 'Name is required.' });
    assert.equal((await call(handler, { body: { ...valid, website: 42 } })).status, 400);
    // Each call took its rate-limit slot first; none reached the outbox.
    assert.deepEqual(database.calls, ['take_function_slot', 'take_function_slot', 'take_function_slot']);
  });
});

Deno.test('handle-lead-submission answers 429 when the database says the address is over its limit', async () => {
  await withFakeDatabase({ take_function_slot: { status: 400, body: { code: 'PT429', message: 'Too many calls' } } }, async (database) => {
    const answer = await call(handlerFor(database.url), { body: valid });
    assert.equal(answer.status, 429);
    assert.equal(answer.headers.get('retry-after'), '60');
    assert.deepEqual(database.calls, ['take_function_slot']);
  });
});

Deno.test('handle-lead-submission delivers the due notifications after a valid lead', async () => {
  await withFakeDatabase({ claim_lead_notifications: { status: 200, body: [] } }, async (database) => {
    const answer = await call(handlerFor(database.url), { body: valid });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { ok: true, delivery: { claimed: 0, sent: 0, failed: 0, retrying: 0, skipped: 0 } });
    assert.deepEqual(database.calls, ['take_function_slot', 'claim_lead_notifications']);
  });
});
