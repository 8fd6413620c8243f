/**
 * deliver-lead-notifications under Deno, with its own import map: who may call it, and how it
 * reports a run and a database failure, against a stand-in database.
 * Run by scripts/functions/check-deno.ts.
 */
import assert from 'node:assert/strict';
import { createHandler } from '../../supabase/functions/deliver-lead-notifications/handler.ts';
import { call, withFakeDatabase } from './support.ts';

const SERVICE_KEY = 'service-key';

function handlerFor(databaseUrl: string) {
  const env: Record<string, string> = { SUPABASE_URL: databaseUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY };
  return createHandler({ get: (name) => env[name] });
}

Deno.test('deliver-lead-notifications answers preflight, and only POST', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    assert.equal((await call(handler, { method: 'OPTIONS' })).status, 200);
    const get = await call(handler, { method: 'GET' });
    assert.equal(get.status, 405);
    assert.deepEqual(get.body, { error: 'Use POST to deliver notifications.' });
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('deliver-lead-notifications refuses callers without the service key', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    const refusal = { error: 'Only the scheduled job may deliver notifications.' };
    const callers: Record<string, string>[] = [{}, { Authorization: 'Bearer anon-key' }, { Authorization: `Bearer ${SERVICE_KEY}x` }];
    for (const headers of callers) {
      const answer = await call(handler, { body: {}, headers });
      assert.equal(answer.status, 403);
      assert.deepEqual(answer.body, refusal);
    }
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('deliver-lead-notifications reports an empty run, and a database failure as 503', async () => {
  await withFakeDatabase({ claim_lead_notifications: { status: 200, body: [] } }, async (database) => {
    const handler = handlerFor(database.url);
    const headers = { Authorization: `Bearer ${SERVICE_KEY}` };
    assert.deepEqual((await call(handler, { body: {}, headers })).body, { ok: true, delivery: { claimed: 0, sent: 0, failed: 0, retrying: 0, skipped: 0 } });
    database.replies.claim_lead_notifications = { status: 500, body: { code: 'XX000', message: 'database is down' } };
    const failed = await call(handler, { body: {}, headers });
    assert.equal(failed.status, 503);
    assert.deepEqual(failed.body, {
      error: 'The notifications could not be delivered; the next run tries again.',
      delivery: { claimed: 0, sent: 0, failed: 0, retrying: 0, skipped: 0 },
    });
  });
});
