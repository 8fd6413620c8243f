import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../supabase/functions/send-notifications/handler';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * send-notifications, the outbox's sender (docs/decisions/0010-notification-outbox.md): the
 * database calls it with the service key when a lead lands (body {"only":"leads"}) and every minute
 * as the sweeper (body {}). No visitor calls it any more: the browser's old call is refused.
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

const lead = () => ({ name: 'Ana Ruiz', email: uniqueEmail('fn'), phone: '', website: 'https://ruiz.example', message: 'Hello', service: 'SEO Consultation' });

/** The lead as the browser stores it. */
async function storeLead(values: ReturnType<typeof lead>) {
  const { error } = await backend.anon.from('lsg_leads').insert({ ...values, lead_type: 'contact', source_path: '/contact', utm_source: 'google' });
  expect(error).toBeNull();
}

function callThroughGateway(key: string, body: unknown, init: { method?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${backend.url}/functions/v1/send-notifications`, {
    method: init.method ?? 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
    body: init.method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const notificationsFor = (email: string) =>
  backend.sql<{ status: string; last_error: string | null; attempts: number; payload: Record<string, string> }>(
    'select status, last_error, attempts, payload from private.lead_notifications where lead_email = $1',
    [email],
  );
const notificationCount = async () => (await backend.sql<{ n: number }>('select count(*)::int as n from private.lead_notifications'))[0]!.n;

describe('send-notifications through the gateway', () => {
  it('refuses a visitor (the anon key) with 403, whatever the body, and records nothing', async () => {
    const values = lead();
    await storeLead(values);
    const before = await notificationCount();
    for (const body of [values, {}, { only: 'leads' }, { ...values, honeypot: 'http://spam.example' }]) {
      const response = await callThroughGateway(backend.anonKey, body);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/Only the database/);
    }
    expect(await notificationCount()).toBe(before);
    // The lead's notification still waits for the database's own call.
    expect(await notificationsFor(values.email)).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('refuses callers without a valid JWT, as Supabase does', async () => {
    expect((await callThroughGateway('forged.token.here', {})).status).toBe(401);
  });

  it('answers the CORS preflight, and only POST', async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/send-notifications`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
    for (const method of ['GET', 'PUT', 'DELETE']) expect((await callThroughGateway(backend.serviceRoleKey, {}, { method })).status, method).toBe(405);
  });

  it('refuses a body it does not understand with 400, even from the service key', async () => {
    for (const body of ['not json', '[]', '{"only":"reports"}']) expect((await callThroughGateway(backend.serviceRoleKey, body)).status, body).toBe(400);
  });

  it("sends the database's notification when the service key calls (skipped: no e-mail key set)", async () => {
    const values = lead();
    await storeLead(values);
    const response = await callThroughGateway(backend.serviceRoleKey, { only: 'leads' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, delivery: { failed: 0, retrying: 0 } });
    const [row] = await notificationsFor(values.email);
    expect(row).toMatchObject({ status: 'skipped', attempts: 1, last_error: expect.stringMatching(/No e-mail provider/) });
    expect(row?.payload).toMatchObject({ website: 'https://ruiz.example', message: 'Hello', source_path: '/contact', utm_source: 'google' });
  });
});

describe('send-notifications e-mail delivery', () => {
  let provider: Server;
  let providerUrl = '';
  let providerStatus = 200;
  const received: { authorization?: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    provider = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
        response.writeHead(providerStatus, { 'Content-Type': 'application/json' });
        response.end(providerStatus === 200 ? '{"id":"email_1"}' : '{"message":"provider is down"}');
      });
    });
    await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
    const port = (provider.address() as { port: number }).port;
    providerUrl = `http://127.0.0.1:${port}/emails`;
  });
  afterAll(() => new Promise((done) => provider.close(done)));

  const handlerWithEmail = () =>
    createHandler({
      get: (name) =>
        ({
          SUPABASE_URL: backend.url,
          SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
          RESEND_API_KEY: 're_test_key',
          NOTIFY_EMAIL: 'leads@agency.example',
          RESEND_API_URL: providerUrl,
        })[name],
    });
  const wakeUp = () =>
    new Request('http://functions.local/send-notifications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${backend.serviceRoleKey}` },
      body: JSON.stringify({ only: 'leads' }),
    });

  it('e-mails the agency with where the lead came from, and records "sent"', async () => {
    providerStatus = 200;
    const values = lead();
    await storeLead(values);
    const response = await handlerWithEmail()(wakeUp());
    expect(response.status).toBe(200);
    expect((await notificationsFor(values.email))[0]?.status).toBe('sent');
    const sent = received.find((entry) => entry.body.reply_to === values.email)!;
    expect(sent.authorization).toBe('Bearer re_test_key');
    expect(sent.body).toMatchObject({ to: ['leads@agency.example'], reply_to: values.email });
    expect(String(sent.body.text)).toContain('Ana Ruiz');
    expect(String(sent.body.text)).toContain('Sent from page: /contact');
    expect(String(sent.body.text)).toContain('source=google');
  });

  it('keeps a failed send for a retry, with the reason, and still answers 200', async () => {
    providerStatus = 500;
    const values = lead();
    await storeLead(values);
    const response = await handlerWithEmail()(wakeUp());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, delivery: { retrying: 1 } });
    const [row] = await notificationsFor(values.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/500/);
  });
});
