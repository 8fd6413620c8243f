/**
 * send-notifications under Deno, with its own import map: who may call it (the service key only),
 * what a wake-up ({"only":"leads"}), a sweep ({}) and the morning e-mail's job ({"only":"morning-email"})
 * claim, a weekly report a sweep sends (its PDF's fonts read from the function's static files), and
 * how it reports a run and a database failure, against a stand-in database. Run by
 * scripts/functions/check-deno.ts.
 */
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandler } from '../../supabase/functions/send-notifications/handler.ts';
import { call, withFakeDatabase } from './support.ts';

const SERVICE_KEY = 'service-key';
const service = { Authorization: `Bearer ${SERVICE_KEY}` };
const empty = { claimed: 0, sent: 0, failed: 0, retrying: 0, skipped: 0 };

function handlerFor(databaseUrl: string, extra: Record<string, string> = {}) {
  const env: Record<string, string> = { SUPABASE_URL: databaseUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, ...extra };
  return createHandler({ get: (name) => env[name] });
}

Deno.test('send-notifications answers preflight, and only POST', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    const preflight = await call(handler, { method: 'OPTIONS' });
    assert.equal(preflight.status, 200);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await call(handler, { method, headers: service });
      assert.equal(answer.status, 405, method);
      assert.deepEqual(answer.body, { error: 'Use POST to deliver notifications.' });
    }
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('send-notifications refuses every caller without the service key: visitors no longer call it', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    const visitor = { name: 'Ana Ruiz', email: 'ana@ruiz.example', message: 'Hello' };
    const callers: Record<string, string>[] = [{}, { Authorization: 'Bearer anon-key' }, { Authorization: `Bearer ${SERVICE_KEY}x` }, { apikey: SERVICE_KEY }];
    for (const headers of callers) {
      for (const body of [{}, visitor, { only: 'leads' }]) {
        const answer = await call(handler, { body, headers });
        assert.equal(answer.status, 403, JSON.stringify(headers));
        assert.match((answer.body as { error: string }).error, /Only the database/);
      }
    }
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('send-notifications refuses a body that is not a JSON object or names an unknown scope, before touching the database', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    for (const body of ['{not json', '[1,2]', 'null', '"text"', '{"only":"reports"}', '{"only":42}', '{"only":"morning_email"}']) {
      const answer = await call(handler, { body, headers: service });
      assert.equal(answer.status, 400, body);
      assert.match((answer.body as { error: string }).error, /JSON object/, body);
    }
    assert.deepEqual(database.calls, []);
  });
});

Deno.test(
  'a wake-up ({"only":"leads"}) claims lead notifications, confirmation links and the booking e-mails someone waits for (no reminder), five at a time',
  async () => {
    await withFakeDatabase({ claim_lead_notifications: { status: 200, body: [] } }, async (database) => {
      const answer = await call(handlerFor(database.url), { body: { only: 'leads' }, headers: service });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { ok: true, delivery: empty });
      assert.deepEqual(database.calls, ['claim_lead_notifications']);
      assert.deepEqual(database.args, [
        { batch_size: 5, kinds: ['new', 'completed', 'report_confirmation', 'booking_confirmation', 'booking_agency', 'booking_cancelled', 'booking_moved'] },
      ]);
    });
  },
);

Deno.test('a sweep ({} or no body) claims every kind that is due, and leaves the morning e-mail to its own job', async () => {
  await withFakeDatabase({ claim_lead_notifications: { status: 200, body: [] } }, async (database) => {
    const handler = handlerFor(database.url);
    assert.deepEqual((await call(handler, { body: {}, headers: service })).body, { ok: true, delivery: empty });
    assert.deepEqual((await call(handler, { headers: service })).body, { ok: true, delivery: empty });
    assert.deepEqual(database.calls, ['claim_lead_notifications', 'claim_lead_notifications']);
    assert.deepEqual(database.args, [{ batch_size: 20 }, { batch_size: 20 }]);
  });
});

Deno.test('the morning e-mail\'s job ({"only":"morning-email"}) lets the database queue it, then claims that kind only', async () => {
  await withFakeDatabase({ queue_waiting_leads_email: { status: 200, body: 1 }, claim_lead_notifications: { status: 200, body: [] } }, async (database) => {
    const answer = await call(handlerFor(database.url), { body: { only: 'morning-email' }, headers: service });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { ok: true, delivery: empty });
    assert.deepEqual(database.calls, ['queue_waiting_leads_email', 'claim_lead_notifications']);
    assert.deepEqual(database.args, [{}, { batch_size: 5, kinds: ['waiting_leads'] }]);
  });
});

Deno.test("the morning e-mail's job answers 503 when the database cannot queue it, for its next run to ask again", async () => {
  await withFakeDatabase({ queue_waiting_leads_email: { status: 500, body: { code: 'XX000', message: 'database is down' } } }, async (database) => {
    const failed = await call(handlerFor(database.url), { body: { only: 'morning-email' }, headers: service });
    assert.equal(failed.status, 503);
    assert.deepEqual(failed.body, { error: 'The morning e-mail could not be queued; the next run tries again.', delivery: empty });
    assert.deepEqual(database.calls, ['queue_waiting_leads_email']);
  });
});

Deno.test('a wake-up sends each claimed notification and records it, and goes on while full batches come back', async () => {
  const notification = (index: number) => ({
    id: `n-${index}`,
    lead_id: `lead-${index}`,
    kind: 'new',
    payload: { name: `Lead ${index}`, email: `lead${index}@example.com` },
    attempts: 1,
  });
  await withFakeDatabase(
    {
      claim_lead_notifications: { status: 200, body: [1, 2, 3, 4, 5].map(notification) },
      finish_lead_notification: { status: 200, body: 'skipped' },
    },
    async (database) => {
      const handler = handlerFor(database.url);
      // A full batch (5) makes it claim again; the fake answers the same five, so it stops after the rounds cap (10).
      const answer = await call(handler, { body: { only: 'leads' }, headers: service });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { ok: true, delivery: { ...empty, claimed: 50, skipped: 50 } });
      assert.equal(database.calls.filter((name) => name === 'claim_lead_notifications').length, 10);
      // No e-mail key: each is recorded as skipped, with the reason.
      assert.deepEqual(database.args[1], {
        notification_id: 'n-1',
        outcome: 'skipped',
        detail: 'No e-mail provider is configured (RESEND_API_KEY and NOTIFY_EMAIL).',
      });
    },
  );
});

Deno.test('a sweep sends a weekly report the job left, its PDF in the fonts this function bundles (a Chinese and Hebrew title, right to left)', async () => {
  const mails: string[] = [];
  const mailServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      mails.push(body);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"email-1"}');
    });
  });
  await new Promise<void>((done) => mailServer.listen(0, '127.0.0.1', done));
  const page = {
    url: 'https://tcm.example/',
    finalUrl: 'https://tcm.example/',
    status: 200,
    loadTimeMs: 300,
    title: '洛杉矶中医诊所 מרפאה סינית',
    titleLength: 19,
    metaDescription: null,
    metaDescriptionLength: 0,
    canonical: null,
    h1Count: 1,
    wordCount: 300,
    internalLinks: 3,
    externalLinks: 0,
    images: 0,
    imagesWithAlt: 0,
    score: 66,
  };
  const payload = {
    subscription_id: 's1',
    website: 'https://tcm.example/',
    report_day: 'monday',
    week_of: '2027-03-15',
    subscribed_at: '2027-03-10T18:00:00Z',
    confirmed_at: '2027-03-10T18:05:00Z',
    recipient: 'li@tcm.example',
    recipient_is_owner: true,
    unsubscribe_token: `${'a'.repeat(32)}.${'b'.repeat(43)}`,
    current: { score: 66, report: page, error: null, measured_at: '2027-03-15T14:00:00Z' },
    previous: null,
    history: [{ week_of: '2027-03-15', score: 66 }],
  };
  try {
    await withFakeDatabase(
      {
        claim_lead_notifications: { status: 200, body: [{ id: 'n1', lead_id: 'l1', kind: 'weekly_report', payload, attempts: 2 }] },
        finish_lead_notification: { status: 200, body: 'sent' },
      },
      async (database) => {
        const mailUrl = `http://127.0.0.1:${(mailServer.address() as AddressInfo).port}/emails`;
        const answer = await call(handlerFor(database.url, { RESEND_API_KEY: 're_test', RESEND_API_URL: mailUrl }), { body: {}, headers: service });
        assert.deepEqual(answer.body, { ok: true, delivery: { ...empty, claimed: 1, sent: 1 } });
        assert.deepEqual(database.args[1], { notification_id: 'n1', outcome: 'sent', detail: null });
        const pdf = Buffer.from(JSON.parse(mails[0]!).attachments[0].content, 'base64');
        const fonts = [...new Set(pdf.toString('latin1').match(/(?<=\/FontName \/)[\w-]+/g))].sort();
        assert.deepEqual(fonts, ['DejaVuSans', 'DejaVuSans-Bold', 'DroidSansFallback-Han', 'NotoSansHebrew']);
      },
    );
  } finally {
    mailServer.closeAllConnections();
    await new Promise((done) => mailServer.close(done));
  }
});

Deno.test('send-notifications reports a database failure as 503, for the next run to try again', async () => {
  await withFakeDatabase({ claim_lead_notifications: { status: 500, body: { code: 'XX000', message: 'database is down' } } }, async (database) => {
    const failed = await call(handlerFor(database.url), { body: {}, headers: service });
    assert.equal(failed.status, 503);
    assert.deepEqual(failed.body, { error: 'The notifications could not be delivered; the next run tries again.', delivery: empty });
  });
});
