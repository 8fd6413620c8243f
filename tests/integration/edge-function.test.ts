import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../supabase/functions/handle-lead-submission/handler';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

const valid = () => ({ name: 'Ana Ruiz', email: uniqueEmail('fn'), phone: '', website: 'ruiz.example', message: 'Hello', service: 'SEO Consultation' });

/** The lead as the browser stores it before it calls the function. */
async function storeLead(lead: ReturnType<typeof valid>) {
  const { error } = await backend.anon
    .from('lsg_leads')
    .insert({ ...lead, website: `https://${lead.website}`, lead_type: 'contact', source_path: '/contact', utm_source: 'google' });
  expect(error).toBeNull();
}

function callThroughGateway(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${backend.url}/functions/v1/handle-lead-submission`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const notificationsFor = (email: string) =>
  backend.sql<{ status: string; last_error: string | null; attempts: number; payload: Record<string, string> }>(
    'select status, last_error, attempts, payload from private.lead_notifications where lead_email = $1',
    [email],
  );
const notificationCount = async () => (await backend.sql<{ n: number }>('select count(*)::int as n from private.lead_notifications'))[0]!.n;
const functionHits = async () =>
  (await backend.sql<{ n: number }>("select coalesce(sum(hits), 0)::int as n from private.rate_buckets where scope = 'lead_function'"))[0]!.n;

describe('handle-lead-submission through the gateway', () => {
  it('sends the notification the database queued for the lead (skipped: no e-mail key set)', async () => {
    const lead = valid();
    await storeLead(lead);
    expect((await notificationsFor(lead.email))[0]?.status).toBe('pending');
    const response = await callThroughGateway(lead);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const [row] = await notificationsFor(lead.email);
    expect(row).toMatchObject({ status: 'skipped', attempts: 1, last_error: expect.stringMatching(/No e-mail provider/) });
    expect(row?.payload).toMatchObject({ website: 'https://ruiz.example', message: 'Hello', source_path: '/contact', utm_source: 'google' });
  });

  it('a call without a stored lead queues nothing: the function cannot be made to e-mail what the database does not hold', async () => {
    const before = await notificationCount();
    expect((await callThroughGateway(valid())).status).toBe(200);
    expect(await notificationCount()).toBe(before);
  });

  const invalid: [string, unknown, RegExp][] = [
    ['no body', 'not json', /JSON object/],
    ['an array', [], /JSON object/],
    ['no e-mail', { name: 'Ana Ruiz' }, /Email is required/],
    ['a bad e-mail', { name: 'Ana Ruiz', email: 'ana@' }, /valid email/],
    ['a one-letter name', { name: 'A', email: 'a@b.co' }, /at least 2/],
    ['a huge message', { name: 'Ana Ruiz', email: 'a@b.co', message: 'x'.repeat(5001) }, /at most 5,000/],
    ['a number for a name', { name: 42, email: 'a@b.co' }, /Name/],
  ];
  for (const [label, body, message] of invalid) {
    it(`answers 400 with a clear message for ${label}, and records nothing`, async () => {
      const before = await notificationCount();
      const response = await callThroughGateway(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
      expect(await notificationCount()).toBe(before);
    });
  }

  it('answers 200 and does nothing when the honeypot is filled', async () => {
    const hits = await functionHits();
    const before = await notificationCount();
    const response = await callThroughGateway({ ...valid(), honeypot: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await notificationCount()).toBe(before);
    expect(await functionHits()).toBe(hits);
  });

  it('refuses the 11th call in a minute from one address with 429, whatever X-Forwarded-For or X-Real-IP the caller sends', async () => {
    await backend.sql("delete from private.rate_buckets where scope = 'lead_function'");
    await backend.setWriteLimit('lead_function', 10, 60);
    try {
      for (let i = 0; i < 10; i += 1) expect((await callThroughGateway(valid(), { 'X-Forwarded-For': `203.0.113.${i}` })).status).toBe(200);
      const limited = await callThroughGateway(valid(), { 'X-Forwarded-For': '198.51.100.7', 'X-Real-IP': '198.51.100.8' });
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: string }).error).toMatch(/wait a minute/);
      // A minute later the address may send again.
      await backend.setClockOffset(61);
      expect((await callThroughGateway(valid())).status).toBe(200);
    } finally {
      await backend.setClockOffset(0);
      await backend.setWriteLimit('lead_function', 100000, 60);
    }
  });

  it('refuses callers without a valid JWT, as Supabase does', async () => {
    const response = await callThroughGateway(valid(), { Authorization: 'Bearer forged.token.here' });
    expect(response.status).toBe(401);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${backend.url}/functions/v1/handle-lead-submission`, { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});

describe('handle-lead-submission e-mail delivery', () => {
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
  const post = (lead: unknown) =>
    new Request('http://functions.local/handle-lead-submission', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Real-IP': '192.0.2.10' },
      body: JSON.stringify(lead),
    });

  it('e-mails the agency with where the lead came from, and records "sent"', async () => {
    providerStatus = 200;
    const lead = valid();
    await storeLead(lead);
    const response = await handlerWithEmail()(post(lead));
    expect(response.status).toBe(200);
    expect((await notificationsFor(lead.email))[0]?.status).toBe('sent');
    const sent = received.find((entry) => entry.body.reply_to === lead.email)!;
    expect(sent.authorization).toBe('Bearer re_test_key');
    expect(sent.body).toMatchObject({ to: ['leads@agency.example'], reply_to: lead.email });
    expect(String(sent.body.text)).toContain('Ana Ruiz');
    expect(String(sent.body.text)).toContain('Sent from page: /contact');
    expect(String(sent.body.text)).toContain('source=google');
  });

  it('keeps a failed send for a retry, with the reason, and still answers the visitor 200', async () => {
    providerStatus = 500;
    const lead = valid();
    await storeLead(lead);
    const response = await handlerWithEmail()(post(lead));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, delivery: { retrying: 1 } });
    const [row] = await notificationsFor(lead.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/500/);
  });
});
