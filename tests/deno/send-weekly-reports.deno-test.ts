/**
 * send-weekly-reports under Deno, with its own import map: who may call it, an empty run, and one
 * whole report (a page measured by analyze-page's check, recorded, and sent with its PDF, built by
 * jsPDF under Deno in the fonts the function reads from its static files, and the one-click
 * unsubscribe headers) against a stand-in database and e-mail API. Run by scripts/functions/check-deno.ts,
 * which lets Deno read only the static files supabase/config.toml lists, as Supabase does.
 */
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandler } from '../../supabase/functions/send-weekly-reports/handler.ts';
import { call, withFakeDatabase } from './support.ts';

const SERVICE_KEY = 'service-key';
const headers = { Authorization: `Bearer ${SERVICE_KEY}` };
const none = { claimed: 0, sent: 0, failed: 0, retrying: 0, skipped: 0 };

function handlerFor(databaseUrl: string, extra: Record<string, string> = {}) {
  const env: Record<string, string> = { SUPABASE_URL: databaseUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, ...extra };
  return createHandler({ get: (name) => env[name] });
}

/** A local HTTP server answering every request with `answer`; its address and what it received. */
async function withServer(answer: (body: string, headers: Record<string, unknown>) => { status: number; type: string; body: string }, fn: (url: string, seen: { body: string; headers: Record<string, unknown> }[]) => Promise<void>) {
  const seen: { body: string; headers: Record<string, unknown> }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ body, headers: request.headers });
      const reply = answer(body, request.headers);
      response.writeHead(reply.status, { 'Content-Type': reply.type }).end(reply.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}

Deno.test('send-weekly-reports answers preflight, only POST, and only the service key', async () => {
  await withFakeDatabase({}, async (database) => {
    const handler = handlerFor(database.url);
    assert.equal((await call(handler, { method: 'OPTIONS' })).status, 200);
    assert.equal((await call(handler, { method: 'GET' })).status, 405);
    const callers: Record<string, string>[] = [{}, { Authorization: 'Bearer anon-key' }, { Authorization: `Bearer ${SERVICE_KEY}x` }];
    for (const callerHeaders of callers) {
      const answer = await call(handler, { body: {}, headers: callerHeaders });
      assert.equal(answer.status, 403);
      assert.deepEqual(answer.body, { error: 'Only the scheduled job may send the weekly reports.' });
    }
    assert.equal((await call(handler, { body: '{not json', headers })).status, 400);
    assert.deepEqual(database.calls, []);
  });
});

Deno.test('send-weekly-reports reports an empty run, and a database failure as 503', async () => {
  await withFakeDatabase({ claim_weekly_reports: { status: 200, body: [] }, claim_lead_notifications: { status: 200, body: [] } }, async (database) => {
    const handler = handlerFor(database.url);
    assert.deepEqual((await call(handler, { body: {}, headers })).body, { ok: true, runs: { claimed: 0, measured: 0, unreachable: 0, queued: 0 }, delivery: none });
    database.replies.claim_weekly_reports = { status: 500, body: { code: 'XX000', message: 'database is down' } };
    const failed = await call(handler, { body: {}, headers });
    assert.equal(failed.status, 503);
  });
});

Deno.test('send-weekly-reports measures a page, records it, and sends the report with its PDF (a Korean title in its fonts) and one-click unsubscribe', async () => {
  const page = `<html><head><title>Ruiz Plumbing in Glendale: leaks, drains and heaters</title></head><body><h1>Plumbing</h1><p>${'word '.repeat(320)}</p></body></html>`;
  await withServer(
    () => ({ status: 200, type: 'text/html', body: page }),
    async (siteUrl) =>
      withServer(
        () => ({ status: 200, type: 'application/json', body: '{"id":"email-1"}' }),
        async (mailUrl, mails) => {
          const report = { score: 70, report: null, error: null, measured_at: '2027-03-15T14:00:00Z' };
          const payload = {
            subscription_id: 's1',
            website: `${siteUrl}/`,
            report_day: 'monday',
            week_of: '2027-03-15',
            subscribed_at: '2027-03-10T18:00:00Z',
            // The recipient confirmed with its link (docs/decisions/0025-weekly-report-double-opt-in.md); no name or company travels.
            confirmed_at: '2027-03-10T18:05:00Z',
            recipient: 'ana@ruiz.example',
            recipient_is_owner: true,
            unsubscribe_token: `${'a'.repeat(32)}.${'b'.repeat(43)}`,
            current: { ...report, report: { url: `${siteUrl}/`, finalUrl: `${siteUrl}/`, status: 200, loadTimeMs: 120, title: '서울 치과 | Koreatown Dentist', titleLength: 25, metaDescription: null, metaDescriptionLength: 0, canonical: null, h1Count: 1, wordCount: 320, internalLinks: 0, externalLinks: 0, images: 0, imagesWithAlt: 0, score: 70 } },
            previous: null,
            history: [{ week_of: '2027-03-15', score: 70 }],
          };
          await withFakeDatabase(
            {
              claim_weekly_reports: { status: 200, body: [{ run_id: 'r1', subscription_id: 's1', website: `${siteUrl}/`, week_of: '2027-03-15', attempts: 1 }] },
              record_weekly_report: { status: 200, body: 1 },
              claim_lead_notifications: { status: 200, body: [{ id: 'n1', lead_id: 'l1', kind: 'weekly_report', payload, attempts: 1 }] },
              finish_lead_notification: { status: 200, body: 'sent' },
            },
            async (database) => {
              const handler = handlerFor(database.url, { ANALYZE_PAGE_ALLOW_PRIVATE: 'true', RESEND_API_KEY: 're_test', RESEND_API_URL: `${mailUrl}/emails`, SITE_URL: 'https://site.example' });
              const answer = await call(handler, { body: {}, headers });
              assert.equal(answer.status, 200, JSON.stringify(answer.body));
              assert.deepEqual(answer.body, { ok: true, runs: { claimed: 1, measured: 1, unreachable: 0, queued: 1 }, delivery: { ...none, claimed: 1, sent: 1 } });
              assert.deepEqual(database.calls, ['claim_weekly_reports', 'record_weekly_report', 'claim_lead_notifications', 'finish_lead_notification']);
              assert.equal(mails.length, 1);
              const mail = JSON.parse(mails[0]!.body);
              assert.equal(mails[0]!.headers['idempotency-key'], 'weekly-report-n1');
              assert.deepEqual(mail.to, ['ana@ruiz.example']);
              assert.match(mail.subject, /^Weekly SEO report for 127\.0\.0\.1:\d+: 70\/100$/);
              assert.equal(mail.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
              assert.match(mail.headers['List-Unsubscribe'], /\/functions\/v1\/weekly-report-unsubscribe\?token=a{32}\.b{43}>$/);
              assert.match(mail.text, /1800 Century Park East, Suite 600, Los Angeles, CA 90067/);
              assert.match(mail.text, /You receive this report because you asked us on March 10, 2027 to e-mail a weekly SEO report/);
              assert.match(mail.html, /https:\/\/site\.example\/unsubscribe\?token=a{32}\.b{43}/);
              const pdf = Buffer.from(mail.attachments[0].content, 'base64');
              assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
              // The title's Hangul in the Hangul font, its Latin in DejaVu Sans (docs/decisions/0053-a-pdf-in-every-script.md).
              const fonts = [...new Set(pdf.toString('latin1').match(/(?<=\/FontName \/)[\w-]+/g))].sort();
              assert.deepEqual(fonts, ['DejaVuSans', 'DejaVuSans-Bold', 'DroidSansFallback-Hangul']);
              assert.equal(mail.attachments[0].filename.endsWith('-2027-03-15.pdf'), true);
            },
          );
        },
      ),
  );
});

Deno.test('send-weekly-reports parses its claim: runs of another shape are a 503 and nothing is measured or recorded', async () => {
  await withFakeDatabase({ claim_weekly_reports: { status: 200, body: [{ subscription_id: 's1', website: 'https://ruiz.example/', week_of: '2027-03-15', attempts: 1 }] } }, async (database) => {
    const failed = await call(handlerFor(database.url), { body: {}, headers });
    assert.equal(failed.status, 503);
    assert.deepEqual(database.calls, ['claim_weekly_reports']);
  });
});
