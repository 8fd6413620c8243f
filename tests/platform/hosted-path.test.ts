import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_CONSENT } from '@shared/report-consent';
import { readReadmeDeploySteps } from '../../scripts/deploy-steps/readme';
import { apiRolePrivileges } from './support/anon-privileges';
import { untilPgNetIdle } from './support/pg-net-worker';
import { startPlatformStack, type PlatformStack } from './support/platform-stack';

/**
 * The production path of everything that happens after a form is sent, on a Postgres server with
 * hosted Supabase's pg_cron, pg_net and Vault (docs/decisions/0043-the-hosted-path-in-the-test-run.md):
 * the migrations pushed by the real `supabase db push`, the functions under Deno behind the gateway,
 * and no local stand-in: the lead's e-mail is sent because the trigger's net.http_post called the
 * sender, and the sweeper and the weekly reports run from the commands pg_cron stores.
 */
const serverUrl = process.env.PLATFORM_SERVER_URL!;
let stack: PlatformStack;
let site: Server;
let siteUrl: string;

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
const messagesFrom = (email: string) => stack.backend.inbox!.messages().filter((message) => message.replyTo === email);

beforeAll(async () => {
  // The customer's site the weekly report measures.
  site = createServer((_request, response) =>
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        '<!doctype html><html><head><title>Ruiz Plumbing: plumbers in Glendale and Burbank</title><meta name="description" content="Same-day plumbing repairs in Glendale and Burbank with upfront prices and licensed, friendly plumbers."></head><body><h1>Plumbing</h1><p>' +
          'word '.repeat(400) +
          '</p></body></html>',
      ),
  );
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  stack = await startPlatformStack(serverUrl, {
    SITE_URL: 'https://www.losangelesseogroup.com',
    NOTIFY_EMAIL: 'leads@losangelesseogroup.test',
    // The customer's site is on this machine; never set on a deployed project (README).
    ANALYZE_PAGE_ALLOW_PRIVATE: 'true',
  });
});

afterAll(async () => {
  await stack?.stop();
  site?.closeAllConnections();
  await new Promise((done) => site?.close(done));
});

describe('Vault', () => {
  it('holds the project URL and the service key the wake-up and the jobs read', async () => {
    const secrets = await stack.sql<{ name: string; decrypted_secret: string }>('select name, decrypted_secret from vault.decrypted_secrets order by name');
    expect(secrets.map((secret) => secret.name)).toEqual(['project_url', 'service_role_key']);
    expect(secrets[1]!.decrypted_secret).toBe(stack.backend.serviceRoleKey);
    // Stored encrypted: the key is not in the table itself.
    const [stored] = await stack.sql<{ secret: string }>("select secret from vault.secrets where name = 'service_role_key'");
    expect(stored!.secret).not.toContain(stack.backend.serviceRoleKey);
  });
});

describe('the API roles', () => {
  it('have no privilege on net, vault, cron or private where the platform created pg_net before the migrations', async () => {
    expect(await apiRolePrivileges({ query: stack.sql })).toEqual([]);
  });
});

describe('a lead', () => {
  it('inserted through PostgREST is e-mailed within 5 s by the trigger’s net.http_post', async () => {
    const before = await stack.lastResponseId();
    const email = uniqueEmail('hosted');
    const { error } = await stack.anon.from('lsg_leads').insert({ id: randomUUID(), name: 'Hosted Path', email, message: 'Hello', lead_type: 'contact' });
    expect(error).toBeNull();
    await vi.waitFor(() => expect(messagesFrom(email)).toHaveLength(1), { timeout: 5000, interval: 50 });
    expect(messagesFrom(email)[0]!.subject).toBe('New lead: Hosted Path');
    const responses = await stack.responsesAfter(before);
    expect(responses[0]).toMatchObject({ status_code: 200, error_msg: null });
    await vi.waitFor(async () =>
      expect(await stack.sql('select status, attempts from private.lead_notifications where lead_email = $1', [email])).toEqual([
        { status: 'sent', attempts: 1 },
      ]),
    );
  });

  it('wakes the sender with one small POST to the Vault URL by address, with no Expect: 100-continue for curl to wait on (decision 0077)', async () => {
    // A lead that comes alone finds pg_net's worker waiting for a commit's wake-up (a drain in progress
    // would make it wait for the worker's one-second poll instead).
    await untilPgNetIdle(stack.sql);
    const calledBefore = stack.functionCalls().length;
    const email = uniqueEmail('request');
    expect((await stack.anon.from('lsg_leads').insert({ name: 'Request Shape', email, message: 'Hello', lead_type: 'contact' })).error).toBeNull();
    await vi.waitFor(() => expect(messagesFrom(email)).toHaveLength(1), { timeout: 5000, interval: 50 });
    // The sweeper's minute job may call send-notifications too; its body is {}.
    const wakeUps = stack
      .functionCalls()
      .slice(calledBefore)
      .filter((call) => call.path === '/functions/v1/send-notifications' && call.body !== '{}');
    expect(wakeUps).toHaveLength(1);
    const [wakeUp] = wakeUps;
    expect(JSON.parse(wakeUp!.body)).toEqual({ only: 'leads' });
    // libcurl asks a server to confirm a POST body over 1 KiB first and waits up to a second for it.
    expect(Number(wakeUp!.headers['content-length'])).toBeLessThan(1024);
    expect(wakeUp!.headers.expect).toBeUndefined();
    expect(wakeUp!.headers.authorization).toBe(`Bearer ${stack.backend.serviceRoleKey}`);
    expect(wakeUp!.headers['content-type']).toBe('application/json');
    // The project URL names an address, so pg_net resolves no name (localhost would try ::1 first).
    const [vault] = await stack.sql<{ url: string }>("select decrypted_secret as url from vault.decrypted_secrets where name = 'project_url'");
    expect(new URL(vault!.url).hostname).toBe('127.0.0.1');
    // Once it has sent the wake-up, the worker drains and waits for the next commit's wake-up again.
    await untilPgNetIdle(stack.sql);
  });

  it('whose wake-up meets failing functions is sent once by the sweeper’s stored command after they recover', async () => {
    stack.setFunctionsFailing(true);
    try {
      const before = await stack.lastResponseId();
      const email = uniqueEmail('outage');
      expect((await stack.anon.from('lsg_leads').insert({ name: 'Outage Person', email, message: 'Hello', lead_type: 'contact' })).error).toBeNull();
      // The wake-up reached the function, which answered 500: nothing was claimed or sent.
      expect((await stack.responsesAfter(before))[0]).toMatchObject({ status_code: 500 });
      expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 500 });
      expect(messagesFrom(email)).toHaveLength(0);
      expect(await stack.sql('select status, attempts from private.lead_notifications where lead_email = $1', [email])).toEqual([
        { status: 'pending', attempts: 0 },
      ]);

      stack.setFunctionsFailing(false);
      expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 200 });
      expect(messagesFrom(email)).toHaveLength(1);
      expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 200 });
      expect(messagesFrom(email)).toHaveLength(1);
      expect(await stack.sql('select status, attempts from private.lead_notifications where lead_email = $1', [email])).toEqual([
        { status: 'sent', attempts: 1 },
      ]);
    } finally {
      stack.setFunctionsFailing(false);
    }
  });
});

describe("a lead's site check", () => {
  it('is woken by the trigger’s net.http_post, measured under Deno and stored, and the lead’s e-mail carries its line', async () => {
    const before = await stack.lastResponseId();
    const email = uniqueEmail('checked');
    const id = randomUUID();
    const { error } = await stack.anon.from('lsg_leads').insert({ id, name: 'Checked Site', email, website: siteUrl, lead_type: 'contact' });
    expect(error).toBeNull();
    // The check's own wake-up: pg_net posted to check-lead-sites after the commit, and it answered.
    await vi.waitFor(
      async () =>
        expect(
          await stack.sql('select state, score from private.site_checks c join public.lsg_leads l on l.site_check_id = c.id where l.id = $1', [id]),
        ).toEqual([{ state: 'done', score: expect.any(Number) }]),
      {
        timeout: 20_000,
        interval: 100,
      },
    );
    // Every call answered; check-lead-sites at once (202), measuring the page after its answer so pg_net's
    // next pass, a lead's e-mail wake-up among them, never waits on a page's 10 s (decision 0080).
    const answers = (await stack.responsesAfter(before)).map((response) => response.status_code);
    expect(answers.every((status) => status === 200 || status === 202)).toBe(true);
    expect(answers).toContain(202);
    // The e-mail waited for the check (at most a few seconds), then the checker woke the sender.
    await vi.waitFor(() => expect(messagesFrom(email)).toHaveLength(1), { timeout: 20_000, interval: 100 });
    expect(messagesFrom(email)[0]!.text).toMatch(/^Site check: \d+\/100/m);
  });
});

describe('pg_cron', () => {
  it('holds the jobs the README lists, each posting to its function with the Vault secrets', async () => {
    const jobs = await stack.sql<{ jobname: string; schedule: string; command: string; active: boolean }>(
      'select jobname, schedule, command, active from cron.job order by jobname',
    );
    const listed = readReadmeDeploySteps().cronJobs.toSorted((a, b) => a.name.localeCompare(b.name));
    expect(listed.length).toBeGreaterThan(0);
    expect(jobs.map(({ jobname, schedule, active }) => ({ jobname, schedule, active }))).toEqual(
      listed.map((job) => ({ jobname: job.name, schedule: job.schedule, active: true })),
    );
    for (const [index, job] of jobs.entries()) {
      expect(job.command).toContain(`/functions/v1/${listed[index]!.function}'`);
      expect(job.command).toContain("where name = 'project_url'");
      expect(job.command).toContain("where name = 'service_role_key'");
      // The body the README says, as jsonb writes it.
      const body = /body := '([^']*)'::jsonb/.exec(job.command)?.[1];
      expect(JSON.stringify(JSON.parse(body ?? 'null'))).toBe(listed[index]!.body);
    }
  });

  it('sends the morning e-mail of waiting leads through its own job, with the sweeper left alone', async () => {
    const email = uniqueEmail('waiting');
    // A Monday, 2 pm in Los Angeles: the lead lands; it waits over an office hour by Tuesday 8:30 am.
    await stack.sql('update private.clock_settings set offset_seconds = ceil(extract(epoch from ($1::timestamptz - clock_timestamp())))::integer', [
      '2027-05-10T21:00:00Z',
    ]);
    try {
      await stack.sql('update private.agency_preferences set morning_email = true');
      const { error } = await stack.anon.from('lsg_leads').insert({ name: 'Waiting Person', email, message: 'Hello', lead_type: 'contact' });
      expect(error).toBeNull();
      await vi.waitFor(() => expect(messagesFrom(email)).toHaveLength(1), { timeout: 5000, interval: 50 });
      // Tuesday, 8:31 am in Los Angeles (15:31 UTC): the job's stored command queues and sends it.
      await stack.sql('update private.clock_settings set offset_seconds = ceil(extract(epoch from ($1::timestamptz - clock_timestamp())))::integer', [
        '2027-05-11T15:31:00Z',
      ]);
      expect(await stack.runCronJob('morning-email')).toMatchObject({ status_code: 200 });
      const morning = stack.backend.inbox!.messages().filter((message) => /waiting over an office hour/.test(message.subject));
      expect(morning).toHaveLength(1);
      expect(morning[0]!.text).toContain('Waiting Person');
    } finally {
      await stack.sql('update private.agency_preferences set morning_email = false');
      await stack.sql('update private.clock_settings set offset_seconds = 0');
    }
  });

  it('sends a due weekly report through the weekly job’s stored command', async () => {
    const email = uniqueEmail('weekly');
    // A Monday, 8:30 am in Los Angeles: the schedule is made; its first report is due the next Monday from 7 am.
    await stack.sql('update private.clock_settings set offset_seconds = ceil(extract(epoch from ($1::timestamptz - clock_timestamp())))::integer', [
      '2027-05-10T15:30:00Z',
    ]);
    try {
      // The scheduler's one call (docs/decisions/0052-commands-are-calls.md).
      const { error } = await stack.anon.rpc('schedule_weekly_report', {
        lead_id: randomUUID(),
        name: 'Ana Ruiz',
        email,
        company_name: 'Ruiz Plumbing',
        website: siteUrl,
        report_day: 'monday',
        additional_emails: [],
        consent_version: REPORT_CONSENT.version,
      });
      expect(error).toBeNull();
      // The confirmation link, woken by pg_net like a lead's e-mail, then confirmed as the site's page does (the RPC, public key).
      const inbox = stack.backend.inbox!;
      const confirmation = await vi.waitFor(
        () => {
          const mail = inbox.messages({ to: email }).find((message) => /confirm/i.test(message.subject));
          if (!mail) throw new Error(`no confirmation e-mail to ${email} yet`);
          return mail;
        },
        { timeout: 5000, interval: 50 },
      );
      const token = /\/weekly-reports\/confirm\?token=([\w-]+)/.exec(confirmation.text ?? '')?.[1];
      const confirmed = await stack.anon.rpc('confirm_weekly_report', { token: token! });
      expect(confirmed.error).toBeNull();
      expect(confirmed.data).toMatchObject({ outcome: 'confirmed' });

      await stack.sql('update private.clock_settings set offset_seconds = ceil(extract(epoch from ($1::timestamptz - clock_timestamp())))::integer', [
        '2027-05-17T16:00:00Z',
      ]);
      expect(await stack.runCronJob('send-weekly-reports')).toMatchObject({ status_code: 200 });
      const reports = inbox.messages({ to: email }).filter((message) => message.subject.startsWith('Weekly SEO report'));
      expect(reports).toHaveLength(1);
      expect(reports[0]!.attachments.map((attachment) => attachment.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
    } finally {
      await stack.sql('update private.clock_settings set offset_seconds = 0');
    }
  });

  it('sends a booking’s confirmation woken by pg_net, and its day-before reminder through the sweeper’s stored command', async () => {
    const email = uniqueEmail('booking');
    const setClock = (at: string) =>
      stack.sql('update private.clock_settings set offset_seconds = ceil(extract(epoch from ($1::timestamptz - clock_timestamp())))::integer', [at]);
    // Monday 10 May 2027, 8 am PDT; the call is Wednesday 12 May, 10 am PDT (17:00 UTC).
    await setClock('2027-05-10T15:00:00Z');
    try {
      // Another file's booking may hold the slot on a shared database: a fresh slot of this run's own.
      await stack.sql("delete from private.bookings where slot && tstzrange('2027-05-12T17:00:00Z', '2027-05-12T17:30:00Z')");
      const { error } = await stack.anon.rpc('book_consultation', {
        booking_id: randomUUID(),
        slot_start: '2027-05-12T17:00:00Z',
        name: 'Hosted Booker',
        email,
      });
      expect(error).toBeNull();
      const inbox = stack.backend.inbox!;
      await vi.waitFor(
        () => expect(inbox.messages({ to: email }).map((message) => message.subject)).toEqual([expect.stringMatching(/^Your free consultation is booked/)]),
        {
          timeout: 5000,
          interval: 50,
        },
      );
      // A minute after the reminder came due (17:00 UTC on the day before), the minute job's stored command sends it, once.
      await setClock('2027-05-11T17:01:00Z');
      expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 200 });
      expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 200 });
      expect(inbox.messages({ to: email }).map((message) => message.subject)).toEqual([
        'Your free consultation tomorrow: 10:00 AM PDT',
        expect.stringMatching(/^Your free consultation is booked/),
      ]);
    } finally {
      await stack.sql('update private.clock_settings set offset_seconds = 0');
    }
  });
});
