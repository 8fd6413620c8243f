import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * The notification outbox (docs/decisions/0010-notification-outbox.md): each lead queues a row, the
 * sender (send-notifications, run here as the minute sweeper) sends what is due, failures are
 * retried with backoff on the database's clock, and every notification reaches the agency once.
 */
let backend: TestBackend;
let provider: Server;
/** The fake e-mail API: answers 500 while `failing` says so; records every accepted message. */
let failing: (subject: string) => boolean = () => false;
const delivered: { subject: string; text: string; idempotencyKey: string | undefined }[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as { subject: string; text: string };
      if (failing(body.subject)) {
        response.writeHead(500).end('{"message":"provider is down"}');
        return;
      }
      delivered.push({ subject: body.subject, text: body.text, idempotencyKey: request.headers['idempotency-key'] as string | undefined });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"email"}');
    });
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
  const port = (provider.address() as { port: number }).port;
  backend = await startTestBackend({
    functionEnv: {
      RESEND_API_KEY: 're_test',
      NOTIFY_EMAIL: 'leads@agency.example',
      RESEND_API_URL: `http://127.0.0.1:${port}/emails`,
      SITE_URL: 'https://www.losangelesseogroup.com',
    },
  });
});
afterAll(async () => {
  await backend?.stop();
  await new Promise((done) => provider.close(done));
});
beforeEach(async () => {
  failing = () => false;
  // Start each test with an empty outbox, so the job's report counts this test's rows only.
  await backend.sql("update private.lead_notifications set status = 'skipped' where status = 'pending'");
});

const statusOf = (email: string) =>
  backend.sql<{ kind: string; status: string; attempts: number; last_error: string | null }>(
    'select kind, status, attempts, last_error from private.lead_notifications where lead_email = $1 order by created_at',
    [email],
  );

async function storeLead(name: string, email = uniqueEmail('outbox')) {
  const { error } = await backend.anon
    .from('lsg_leads')
    .insert({ name, email, lead_type: 'contact', source_path: '/pricing', referrer: 'https://www.google.com/' });
  expect(error).toBeNull();
  return email;
}

async function atClock(seconds: number, run: () => Promise<void>) {
  await backend.setClockOffset(seconds);
  try {
    await run();
  } finally {
    await backend.setClockOffset(0);
  }
}

describe('the notification outbox', () => {
  it('queues one notification per lead, and a second when a partial lead is completed, with both versions', async () => {
    const id = randomUUID();
    const email = uniqueEmail('partial');
    await backend.anon.from('lsg_leads').insert({ id, name: 'Rosa Diaz', email, lead_type: 'contact_partial', message: 'step 1' });
    await backend.anon.rpc('complete_partial_lead', { lead_id: id, name: 'Rosa Díaz', email, message: 'Please call.' });
    const rows = await backend.sql<{ kind: string; payload: { name: string; previous?: { name: string } } }>(
      'select kind, payload from private.lead_notifications where lead_id = $1 order by created_at',
      [id],
    );
    expect(rows.map((row) => row.kind)).toEqual(['new', 'completed']);
    expect(rows[1]!.payload).toMatchObject({ name: 'Rosa Díaz', previous: { name: 'Rosa Diaz' } });
  });

  it('retries a failing provider with backoff and delivers exactly once when it recovers', async () => {
    const email = await storeLead('Retry Person');
    failing = () => true;
    expect(await backend.deliverNotifications()).toMatchObject({ claimed: 1, retrying: 1 });
    // Not due again before its delay (60 s after the first failure).
    await atClock(30, async () => expect((await backend.deliverNotifications()).claimed).toBe(0));
    await atClock(61, async () => expect(await backend.deliverNotifications()).toMatchObject({ claimed: 1, retrying: 1 }));
    failing = () => false;
    await atClock(61 + 301, async () => expect(await backend.deliverNotifications()).toMatchObject({ claimed: 1, sent: 1 }));
    await atClock(86_400, async () => expect((await backend.deliverNotifications()).claimed).toBe(0));
    expect(await statusOf(email)).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);
    const received = delivered.filter((message) => message.text.includes(email));
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain('Sent from page: /pricing');
    expect(received[0]!.text).toContain('Referrer: https://www.google.com/');
    const id = (await backend.sql<{ id: string }>('select id from public.lsg_leads where email = $1', [email]))[0]!.id;
    expect(received[0]!.text).toContain(`Open it in the dashboard: https://www.losangelesseogroup.com/dashboard?lead=${id}`);
  });

  it('gives up after 7 tries over about 24 hours, and says so', async () => {
    const email = await storeLead('Unlucky Person');
    failing = () => true;
    const delays = [0, 60, 300, 1800, 7200, 21600, 54000];
    let clock = 0;
    for (const delay of delays) {
      clock += delay + 1;
      await atClock(clock, async () => expect((await backend.deliverNotifications()).claimed).toBe(1));
    }
    expect(clock).toBeGreaterThan(23 * 3600);
    expect(await statusOf(email)).toMatchObject([{ status: 'failed', attempts: 7, last_error: expect.stringMatching(/500/) }]);
    await atClock(clock + 86_400, async () => expect((await backend.deliverNotifications()).claimed).toBe(0));
  });

  it('two workers at once never send the same notification twice', async () => {
    const emails = await Promise.all(Array.from({ length: 10 }, (_, index) => storeLead(`Pair ${index}`)));
    const reports = await Promise.all([backend.deliverNotifications(), backend.deliverNotifications(), backend.deliverNotifications()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(10);
    for (const email of emails) expect(delivered.filter((message) => message.text.includes(email))).toHaveLength(1);
  });

  it("shows staff each lead's delivery history, and only with a valid session", async () => {
    const email = await storeLead('History Person');
    failing = () => true;
    await backend.deliverNotifications();
    const id = (await backend.sql<{ id: string }>('select id from public.lsg_leads where email = $1', [email]))[0]!.id;
    const token = (await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Outbox Tester' })).data!;
    const { data, error } = await backend.anon.rpc('dashboard_lead_notifications', { session_token: token, lead_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject([{ kind: 'new', status: 'pending', attempts: 1, last_error: expect.stringMatching(/500/) }]);
    expect(data![0]!.next_attempt_at).not.toBeNull();
    expect((await backend.anon.rpc('dashboard_lead_notifications', { session_token: 'f'.repeat(64), lead_id: id })).error).not.toBeNull();
  });
});
