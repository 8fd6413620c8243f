import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/api/database.types';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';
import { scheduleReport } from './support/schedule';

/**
 * The notification sender is woken when a lead lands (decision 0010): on hosted Supabase the
 * database posts send-notifications through pg_net (supabase/schemas/05_outbox.sql);
 * locally the gateway wakes it after each successful write through PostgREST
 * (supabase/local/sender-wake-up.ts), and the e-mail leaves with no function call from the browser.
 * The every-minute sweeper (the same function, everything due) stays for retries. The same on
 * PGlite and on a Postgres server (INTEGRATION_DATABASE_URL). The tests hold to outcomes and their
 * order, not to time (a lead's insert to its e-mail is measured by `npm run bench -- --only=inbox`).
 */

/** A fake e-mail API: answers 500 while `failing` says so; records every request, accepted or not. */
function fakeEmailApi() {
  const requests: { key: string; text: string; accepted: boolean }[] = [];
  let failing: (text: string) => boolean = () => false;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as { text: string };
      const accepted = !failing(body.text);
      requests.push({ key: String(request.headers['idempotency-key']), text: body.text, accepted });
      if (accepted) response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"email"}');
      else response.writeHead(500).end('{"message":"provider is down"}');
    });
  });
  return {
    requests,
    setFailing: (rule: (text: string) => boolean) => (failing = rule),
    /** The accepted messages that mention `email`. */
    sentFor: (email: string) => requests.filter((request) => request.accepted && request.text.includes(email)),
    start: async () => {
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}/emails`;
    },
    stop: () => new Promise((done) => server.close(done)),
  };
}

/** The background sender's outcome, polled until it holds (it lands a moment after the e-mail does). */
const eventually = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

/** The wake-up's run count once it has stood still for `quietMs`: no run in progress, none queued. */
async function settledRuns(backend: TestBackend, quietMs = 400): Promise<number> {
  for (;;) {
    const before = backend.senderWakeUp!.runs();
    await new Promise((done) => setTimeout(done, quietMs));
    if (backend.senderWakeUp!.runs() === before) return before;
  }
}

describe('a lead reaches the local inbox with no function call from the browser', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ inbox: true, wakeSender: true });
  });
  afterAll(() => backend?.stop());

  it('through the anon client, as the pop-up sends it: one insert, and the e-mail follows', async () => {
    const requested: string[] = [];
    const browser = createClient<Database>(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: (input, init) => {
          requested.push(`${init?.method ?? 'GET'} ${new URL(input instanceof Request ? input.url : String(input)).pathname}`);
          return fetch(input, init);
        },
      },
    });
    const email = uniqueEmail('inbox');
    const runsBefore = backend.senderWakeUp!.runs();
    const { error } = await browser.from('lsg_leads').insert({ id: randomUUID(), name: 'Inbox Person', email, message: 'Hello', lead_type: 'contact' });
    expect(error).toBeNull();
    expect(requested).toEqual(['POST /rest/v1/lsg_leads']);
    await eventually(() => expect(backend.inbox!.messages().filter((message) => message.replyTo === email)).toHaveLength(1));
    const [message] = backend.inbox!.messages().filter((entry) => entry.replyTo === email);
    expect(message!.subject).toBe('New lead: Inbox Person');
    // Sent by the wake-up: no sweep runs in this file (how fast: `npm run bench -- --only=inbox`).
    expect(backend.senderWakeUp!.runs()).toBeGreaterThan(runsBefore);
    // The inbox has the e-mail a moment before the sender records it as sent.
    await eventually(async () =>
      expect(await backend.sql('select status, attempts from private.lead_notifications where lead_email = $1', [email])).toEqual([
        { status: 'sent', attempts: 1 },
      ]),
    );
  });

  it('a burst of 20 leads costs a few sender runs, not one per lead, and the sender never wakes itself', async () => {
    const before = await settledRuns(backend);
    const emails = Array.from({ length: 20 }, (_, index) => uniqueEmail(`burst-${index}`));
    await Promise.all(
      emails.map(async (email, index) => {
        const { error } = await backend.anon.from('lsg_leads').insert({ name: `Burst ${index}`, email, lead_type: 'contact' });
        expect(error).toBeNull();
      }),
    );
    await eventually(() => expect(emails.filter((email) => backend.inbox!.messages().some((message) => message.replyTo === email))).toEqual(emails));
    // Its own claims and records wake nothing: once the burst is sent the count stands still.
    const runs = (await settledRuns(backend)) - before;
    expect(runs).toBeGreaterThanOrEqual(1);
    // Two runs on either engine when measured: the first, and one for the writes that landed during it.
    expect(runs).toBeLessThanOrEqual(10);
  });

  it('a refused write (4xx), a read and SQL run by this process wake nothing; the sweeper sends what the SQL queued', async () => {
    const before = await settledRuns(backend);
    const { status } = await backend.anon.from('lsg_leads').insert({ name: 'No Email', lead_type: 'contact' } as never);
    expect(status).toBe(400);
    expect((await backend.anon.rpc('complete_partial_lead', { lead_id: 'not-a-uuid', name: 'Nobody', email: 'x' })).status).toBe(400);
    expect((await backend.service.from('lsg_leads').select('id').limit(1)).status).toBe(200);
    const email = uniqueEmail('sql');
    await backend.sql("insert into public.lsg_leads (name, email, lead_type) values ('Sql Person', $1, 'contact_complete')", [email]);
    expect(await settledRuns(backend)).toBe(before);
    expect(backend.inbox!.messages().filter((message) => message.replyTo === email)).toEqual([]);
    expect(await backend.deliverNotifications({ only: 'leads' })).toMatchObject({ sent: 1 });
    expect(backend.inbox!.messages().filter((message) => message.replyTo === email)).toHaveLength(1);
    expect(await settledRuns(backend)).toBe(before);
  });

  it('a weekly-report schedule wakes the sender too: the visitor’s confirmation link arrives at once, not with the minute sweep', async () => {
    const email = uniqueEmail('schedule');
    const { error } = await scheduleReport(backend.anon, { name: 'Waiting Visitor', email, website: 'https://waiting.example/' });
    expect(error).toBeNull();
    // No sweep runs in this file (notificationIntervalMs is 0): only the wake-up can have sent it.
    await eventually(() => expect(backend.inbox!.messages({ to: email }).filter((mail) => /confirm/i.test(mail.subject))).toHaveLength(1));
  });

  it('completing a partial lead sends its second e-mail the same way', async () => {
    const id = randomUUID();
    const email = uniqueEmail('two-step');
    expect((await backend.anon.from('lsg_leads').insert({ id, name: 'Step Person', email, message: 'step 1', lead_type: 'contact_partial' })).error).toBeNull();
    expect((await backend.anon.rpc('complete_partial_lead', { lead_id: id, name: 'Step Person', email, message: 'Please call.' })).error).toBeNull();
    await eventually(() =>
      expect(
        backend
          .inbox!.messages()
          .filter((message) => message.replyTo === email)
          .map((message) => message.subject)
          .sort(),
      ).toEqual(['Lead completed: Step Person', 'New lead: Step Person']),
    );
  });

  it('a rolled-back write wakes nothing and sends nothing', async () => {
    const before = await settledRuns(backend);
    const email = uniqueEmail('refused');
    const { status } = await backend.anon.from('lsg_leads').insert([
      { name: 'Array One', email, lead_type: 'contact' },
      { name: 'Array Two', email, lead_type: 'contact' },
    ]);
    expect(status).toBe(400);
    expect(await settledRuns(backend)).toBe(before);
    expect(backend.inbox!.messages().filter((message) => message.replyTo === email)).toEqual([]);
  });
});

describe('the wake-up and the every-minute sweeper together', () => {
  let backend: TestBackend;
  const api = fakeEmailApi();

  beforeAll(async () => {
    const url = await api.start();
    backend = await startTestBackend({
      wakeSender: true,
      functionEnv: { RESEND_API_KEY: 're_test', NOTIFY_EMAIL: 'leads@agency.example', RESEND_API_URL: url },
    });
  });
  afterAll(async () => {
    await backend?.stop();
    await api.stop();
  });
  beforeEach(() => api.setFailing(() => false));

  it('deliver each lead exactly once while the sweeper runs all the time', async () => {
    const emails = Array.from({ length: 20 }, (_, index) => uniqueEmail(`both-${index}`));
    let sweeping = true;
    let sweeps = 0;
    const sweeper = (async () => {
      while (sweeping) {
        await backend.deliverNotifications();
        sweeps += 1;
      }
    })();
    try {
      await Promise.all(
        emails.map(async (email, index) => {
          const { error } = await backend.anon.from('lsg_leads').insert({ name: `Visitor ${index}`, email, lead_type: 'contact' });
          expect(error).toBeNull();
        }),
      );
      await eventually(async () => {
        const rows = await backend.sql<{ status: string }>('select status from private.lead_notifications where lead_email = any($1)', [emails]);
        expect(rows.map((row) => row.status)).toEqual(emails.map(() => 'sent'));
      });
    } finally {
      sweeping = false;
      await sweeper;
    }
    expect(sweeps).toBeGreaterThan(0);
    for (const email of emails) expect(api.sentFor(email), email).toHaveLength(1);
    // Not one request sent twice: every idempotency key once.
    const keys = api.requests.filter((request) => emails.some((email) => request.text.includes(email))).map((request) => request.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a lead written while the e-mail provider is down is sent by the sweeper after it recovers, once', async () => {
    const email = uniqueEmail('down');
    api.setFailing(() => true);
    expect((await backend.anon.from('lsg_leads').insert({ name: 'Patient Person', email, lead_type: 'contact' })).error).toBeNull();
    // The wake-up tried at once and failed; the row waits for its retry time. (A claimed row already
    // counts its try, so wait for the failure itself to be recorded, or the provider could recover mid-send.)
    await eventually(async () =>
      expect(
        await backend.sql('select status, attempts, last_error is not null as failed from private.lead_notifications where lead_email = $1', [email]),
      ).toEqual([{ status: 'pending', attempts: 1, failed: true }]),
    );
    api.setFailing(() => false);
    // Another lead's wake-up does not touch it before its time...
    const other = uniqueEmail('other');
    await backend.anon.from('lsg_leads').insert({ name: 'Other Person', email: other, lead_type: 'contact' });
    await eventually(() => expect(api.sentFor(other)).toHaveLength(1));
    expect(api.sentFor(email)).toHaveLength(0);
    // ...the sweeper sends it once it is due. The wake-up claims any due lead e-mail, retries too, so
    // the clock moves only once it is still: a run queued behind this one (a write's check that saw
    // the other lead before its claim) would otherwise claim this row first (CI, stop 70).
    await backend.senderWakeUp!.idle();
    await backend.setClockOffset(61);
    try {
      expect(await backend.deliverNotifications()).toMatchObject({ sent: 1 });
      expect(await backend.deliverNotifications()).toMatchObject({ claimed: 0 });
    } finally {
      await backend.setClockOffset(0);
    }
    expect(api.sentFor(email)).toHaveLength(1);
    expect(await backend.sql('select status, attempts from private.lead_notifications where lead_email = $1', [email])).toEqual([
      { status: 'sent', attempts: 2 },
    ]);
  });

  it('20 concurrent visitors with the provider failing half the time: no lead lost, every notification sent once after recovery', async () => {
    let calls = 0;
    api.setFailing(() => (calls += 1) % 2 === 1);
    const emails = Array.from({ length: 20 }, (_, index) => uniqueEmail(`crowd-${index}`));
    await Promise.all(
      emails.map(async (email, index) => {
        const { error } = await backend.anon.from('lsg_leads').insert({ name: `Visitor ${index}`, email, lead_type: 'contact' });
        expect(error).toBeNull();
      }),
    );
    expect(await backend.sql('select email from public.lsg_leads where email = any($1)', [emails])).toHaveLength(20);
    // Every notification tried by a wake-up, and each try recorded: moving the clock an hour while a
    // send is in flight would end its lease early, and the sweeper would send that row a second time.
    await eventually(async () =>
      expect(
        await backend.sql(
          'select count(*) filter (where attempts > 0)::int as tried, count(claimed_until)::int as in_flight from private.lead_notifications where lead_email = any($1)',
          [emails],
        ),
      ).toEqual([{ tried: 20, in_flight: 0 }]),
    );
    api.setFailing(() => false);
    await backend.setClockOffset(3600);
    try {
      await backend.deliverNotifications();
      // A wake-up queued by the inserts may run as the clock moves and claim some of the rows the
      // sweeper then skips (leased to it): wait for its sends to land before reading the rows.
      await eventually(async () =>
        expect(
          await backend.sql(
            "select count(*) filter (where status = 'sent')::int as sent, count(claimed_until)::int as in_flight from private.lead_notifications where lead_email = any($1)",
            [emails],
          ),
        ).toEqual([{ sent: 20, in_flight: 0 }]),
      );
    } finally {
      await backend.setClockOffset(0);
    }
    for (const email of emails) {
      expect(await backend.sql('select status from private.lead_notifications where lead_email = $1', [email]), email).toEqual([{ status: 'sent' }]);
      expect(api.sentFor(email), email).toHaveLength(1);
    }
    expect(api.requests.some((request) => !request.accepted)).toBe(true);
  });
});
