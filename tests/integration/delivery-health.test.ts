import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryHealth } from '@/lib/api/app-database';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * The delivery health (docs/decisions/0067-delivery-health.md) on the local backend, where the outbox
 * is what tells: an e-mail due for more than 3 minutes, or the provider refusing, turns it red with
 * the reason and since when; sending the backlog turns it green. The clock is the database's.
 */
let backend: TestBackend;
let provider: Server;
/** The fake e-mail API's answer: 200, or the status it refuses with. */
let answer = 200;
const delivered: { subject: string; text: string }[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      if (answer !== 200) return response.writeHead(answer).end('{"message":"refused for leads@agency.example"}');
      delivered.push(JSON.parse(raw) as { subject: string; text: string });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"email"}');
    });
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
  backend = await startTestBackend({
    functionEnv: {
      RESEND_API_KEY: 're_test',
      NOTIFY_EMAIL: 'leads@agency.example',
      RESEND_API_URL: `http://127.0.0.1:${(provider.address() as { port: number }).port}/emails`,
      SITE_URL: 'https://www.losangelesseogroup.com',
    },
  });
});
afterAll(async () => {
  await backend?.stop();
  await new Promise((done) => provider.close(done));
});
beforeEach(async () => {
  answer = 200;
  await backend.setClockOffset(0);
  // Each test starts green: nothing due, and the last try a success.
  await backend.sql("update private.lead_notifications set status = 'sent', last_error = null, sent_at = now(), updated_at = now() where status <> 'sent'");
});

/** The dashboard's data layer asks, with the public key as the browser holds it. */
async function health(): Promise<DeliveryHealth> {
  const { deliveryHealth } = await import('@/features/dashboard/api/get-delivery-health');
  return deliveryHealth();
}

/** The uptime monitor's form: a GET with the public key only (`?monitor=true` answers 500 while red). */
const askHealth = (query = '') => fetch(`${backend.url}/rest/v1/rpc/delivery_health${query}`, { headers: { apikey: backend.anonKey } });

async function storeLead(email = uniqueEmail('health')) {
  expect((await backend.anon.from('lsg_leads').insert({ name: 'Health Check', email, lead_type: 'contact' })).error).toBeNull();
  return email;
}

describe('the delivery health', () => {
  it('is green with nothing due, and red once an e-mail has been due for more than 3 minutes, since it was due', async () => {
    expect(await health()).toMatchObject({ status: 'green', since: null, problems: [] });
    const email = await storeLead();
    const [row] = await backend.sql<{ due: string }>('select next_attempt_at as due from private.lead_notifications where lead_email = $1', [email]);
    // Due now and not sent: a sender would take it within the minute.
    expect((await health()).status).toBe('green');
    await backend.setClockOffset(3 * 60 + 5);
    const red = await health();
    expect(red).toMatchObject({
      status: 'red',
      problems: [{ check: 'outbox', reason: 'E-mail is waiting to be sent: nothing has sent it for more than 3 minutes.' }],
    });
    expect(new Date(red.since!).getTime()).toBe(new Date(row!.due).getTime());
    // Nothing about the lead in it.
    expect(JSON.stringify(red)).not.toContain('@');

    // The monitor's form: a GET with the public key, answered 500 while red; without `monitor`, 200.
    expect((await askHealth('?monitor=true')).status).toBe(500);
    expect((await askHealth()).status).toBe(200);

    // The sweeper sends the backlog: green again.
    expect(await backend.deliverNotifications()).toMatchObject({ sent: 1 });
    expect(await health()).toMatchObject({ status: 'green', problems: [] });
    expect((await askHealth('?monitor=true')).status).toBe(200);
  });

  it('is red while the mail provider refuses, naming its status and not its words, and green after a later send', async () => {
    answer = 500;
    const email = await storeLead();
    expect(await backend.deliverNotifications()).toMatchObject({ retrying: 1 });
    const red = await health();
    expect(red).toMatchObject({ status: 'red', problems: [{ check: 'mail_provider', reason: 'The mail provider refuses e-mail (HTTP 500).' }] });
    const [row] = await backend.sql<{ created_at: string }>('select created_at from private.lead_notifications where lead_email = $1', [email]);
    expect(new Date(red.since!).getTime()).toBeGreaterThanOrEqual(new Date(row!.created_at).getTime() - 1000);
    expect(JSON.stringify(red)).not.toContain('agency.example');

    // The retry comes due a minute later and the provider takes it.
    answer = 200;
    await backend.setClockOffset(61);
    expect(await backend.deliverNotifications()).toMatchObject({ sent: 1 });
    expect(await health()).toMatchObject({ status: 'green', problems: [] });
  });

  it('answers a monitor polling while red without making PostgREST drop its database connection', async () => {
    answer = 500;
    await storeLead();
    await backend.deliverNotifications();
    const connectedAt = () =>
      backend.sql<{ started: string }>(
        "select backend_start::text as started from pg_catalog.pg_stat_activity where datname = pg_catalog.current_database() and application_name like 'PostgREST%' order by 1",
      );
    const before = await connectedAt();
    // Each poll followed at once by a visitor's write, as on a live site: none may meet a reconnecting PostgREST.
    for (let poll = 0; poll < 5; poll += 1) {
      const reply = await askHealth('?monitor=true');
      expect(reply.status).toBe(500);
      expect(((await reply.json()) as DeliveryHealth).status).toBe('red');
      await storeLead();
    }
    // On a Postgres server every connection PostgREST had is still open (its pool may have added one).
    // PGlite has no pg_stat_activity rows: there, the writes above are the check.
    if (backend.database.kind !== 'pglite') {
      expect(before.length).toBeGreaterThan(0);
      expect(await connectedAt()).toEqual(expect.arrayContaining(before));
    }
  });

  it('names a refused API key', async () => {
    answer = 401;
    await storeLead();
    await backend.deliverNotifications();
    expect((await health()).problems).toEqual([
      expect.objectContaining({ check: 'mail_provider', reason: 'The mail provider refuses the API key (HTTP 401): RESEND_API_KEY is wrong or revoked.' }),
    ]);
  });

  it('puts one line atop the morning e-mail while delivery is red', async () => {
    // Monday 10 May 2027, 2 pm in Los Angeles: a lead lands and the provider refuses its e-mail.
    await backend.setClock('2027-05-10T21:00:00Z');
    await backend.sql('update private.agency_preferences set morning_email = true');
    try {
      answer = 500;
      await storeLead();
      await backend.deliverNotifications({ only: 'leads' });
      // Tuesday 8:31 am: the lead has waited over an office hour; the morning e-mail goes out and says so.
      await backend.setClock('2027-05-11T15:31:00Z');
      answer = 200;
      delivered.length = 0;
      expect(await backend.deliverNotifications({ only: 'morning-email' })).toMatchObject({ sent: 1 });
      const [morning] = delivered;
      expect(morning!.subject).toMatch(/waiting over an office hour$/);
      const [first, second] = morning!.text.split('\n');
      expect(first).toMatch(/^E-mail delivery is failing since Mon, May 10, 2:0\d PM PT: .*The mail provider refuses e-mail \(HTTP 500\)\./);
      expect(second).toBe('');
    } finally {
      await backend.sql('update private.agency_preferences set morning_email = false');
    }
  });
});
