import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * Speed to lead and waiting leads (issue 42, docs/decisions/0040-speed-to-lead.md): office time
 * (Monday to Friday, 9am to 6pm PT) counted apart from nights and weekends and across Pacific
 * daylight-saving changes; each lead's first touch; the weekly median and 90th percentile; the
 * waiting count; and the morning e-mail through the outbox, on the database clock.
 */
let backend: TestBackend;
let provider: Server;
let failing = false;
const delivered: { subject: string; text: string }[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      if (failing) return void response.writeHead(500).end('{"message":"provider is down"}');
      const body = JSON.parse(raw) as { subject: string; text: string };
      delivered.push({ subject: body.subject, text: body.text });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"email"}');
    });
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
  const port = (provider.address() as { port: number }).port;
  backend = await startTestBackend({
    functionEnv: { RESEND_API_KEY: 're_test', NOTIFY_EMAIL: 'leads@agency.example', RESEND_API_URL: `http://127.0.0.1:${port}/emails` },
  });
});
afterAll(async () => {
  await backend?.setClockOffset(0);
  await backend?.stop();
  await new Promise((done) => provider.close(done));
});
beforeEach(async () => {
  failing = false;
  delivered.length = 0;
  await backend.setClockOffset(0);
  await backend.sql('delete from public.lsg_leads');
  await backend.sql("update private.lead_notifications set status = 'skipped' where status = 'pending'");
});

/** Office seconds between two Los Angeles wall-clock times written with their offset. */
const officeSeconds = async (from: string, to: string) =>
  Number((await backend.sql<{ s: string }>('select private.office_seconds($1, $2) as s', [from, to]))[0]!.s);

/** Signs in with the database clock at `at` (a session lives on that clock). */
async function staffAt(at: string): Promise<string> {
  await backend.setClock(at);
  const { data, error } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Speed Tester' });
  expect(error).toBeNull();
  return data!;
}

async function leadAt(createdAt: string, name = 'Waiting Person', leadType = 'contact'): Promise<string> {
  const rows = await backend.sql<{ id: string }>('insert into public.lsg_leads (name, email, lead_type, created_at) values ($1, $2, $4, $3) returning id', [
    name,
    uniqueEmail('speed'),
    createdAt,
    leadType,
  ]);
  // The lead's own notification is not what these tests look at: out of the sweeps' way.
  await backend.sql("update private.lead_notifications set status = 'skipped' where lead_id = $1", [rows[0]!.id]);
  return rows[0]!.id;
}

async function touch(leadId: string, at: string) {
  const token = await staffAt(at);
  const { error } = await backend.anon.rpc('dashboard_set_lead_status', { session_token: token, lead_id: leadId, new_status: 'contacted' });
  expect(error).toBeNull();
}

describe('office time', () => {
  it('skips nights and weekends: a lead at 11 pm Friday is measured from 9 am Monday', async () => {
    expect(await officeSeconds('2026-11-20T23:00:00-08:00', '2026-11-23T10:00:00-08:00')).toBe(3600);
    expect(await officeSeconds('2026-11-20T17:00:00-08:00', '2026-11-23T10:00:00-08:00')).toBe(2 * 3600);
    expect(await officeSeconds('2026-11-21T10:00:00-08:00', '2026-11-22T16:00:00-08:00')).toBe(0);
    expect(await officeSeconds('2026-11-23T08:00:00-08:00', '2026-11-23T08:59:00-08:00')).toBe(0);
  });

  it('counts a holiday-free week as five days of nine hours', async () => {
    expect(await officeSeconds('2026-11-09T00:00:00-08:00', '2026-11-16T00:00:00-08:00')).toBe(5 * 9 * 3600);
    expect(await officeSeconds('2026-11-09T12:00:00-08:00', '2026-11-09T12:00:00-08:00')).toBe(0);
  });

  it('opens at 9 am local time on both sides of a Pacific daylight-saving change', async () => {
    // Autumn: Friday 5 pm PDT (UTC-7) to Monday 10 am PST (UTC-8), over the Sunday the clocks fall back.
    expect(await officeSeconds('2026-10-30T17:00:00-07:00', '2026-11-02T10:00:00-08:00')).toBe(2 * 3600);
    // Spring: Friday 5 pm PST to Monday 10 am PDT.
    expect(await officeSeconds('2026-03-06T17:00:00-08:00', '2026-03-09T10:00:00-07:00')).toBe(2 * 3600);
    // The week of the change still has 45 office hours.
    expect(await officeSeconds('2026-10-26T00:00:00-07:00', '2026-11-02T00:00:00-08:00')).toBe(45 * 3600);
  });
});

describe('speed to lead', () => {
  it("keeps each lead's first touch, with office and elapsed time, and the weekly median and 90th percentile", async () => {
    const friday = await leadAt('2026-11-20T23:00:00-08:00', 'Friday Night');
    await touch(friday, '2026-11-23T09:30:00-08:00');
    const token = await staffAt('2026-11-23T12:00:00-08:00');
    // One typed row (returns table), asked for as one object, as the dashboard does.
    const { data: first, error } = await backend.anon.rpc('dashboard_lead_speed', { session_token: token, lead_id: friday }).single();
    expect(error).toBeNull();
    // Half an office hour (plus the second or so the database clock ran on after it was set), and
    // the 58 hours of night and weekend on top in the elapsed time.
    expect(first!.office_seconds - 1800).toBeGreaterThanOrEqual(0);
    expect(first!.office_seconds - 1800).toBeLessThan(5);
    expect(first!.elapsed_seconds - first!.office_seconds).toBe(58 * 3600);
    expect(first!.waiting).toBe(false);
    // A second change away from New keeps the first touch.
    await backend.anon.rpc('dashboard_set_lead_status', { session_token: token, lead_id: friday, new_status: 'won' });
    expect((await backend.anon.rpc('dashboard_lead_speed', { session_token: token, lead_id: friday }).single()).data).toEqual(first);

    // Monday 23 November's week: three more leads touched after 10 min, 20 min and 3 h of office time.
    for (const [arrived, touched] of [
      ['2026-11-24T10:00:00-08:00', '2026-11-24T10:10:00-08:00'],
      ['2026-11-24T11:00:00-08:00', '2026-11-24T11:20:00-08:00'],
      ['2026-11-24T12:00:00-08:00', '2026-11-24T15:00:00-08:00'],
    ] as const)
      await touch(await leadAt(arrived), touched);
    const viewer = await staffAt('2026-11-25T12:00:00-08:00');
    const { data: view } = await backend.anon.rpc('dashboard_speed', { session_token: viewer, weeks: 2 });
    const weeks = view!;
    expect(weeks.map((week) => week.week_of)).toEqual(['2026-11-23', '2026-11-16']);
    // The Friday lead arrived in the week of the 16th. A percentile is told as the upper bound of its
    // histogram bucket: 30 minutes (and the clock's second) reads "at most 30 (or 31) minutes", 58.5 hours "at most 59 hours".
    expect(weeks[1]).toMatchObject({ touched: 1, elapsed_median: 59 * 3600 });
    expect([1800, 1860]).toContain(weeks[1]!.office_median);
    // The database clock runs on from where a test sets it, so a touch lands a second or so late,
    // in the bucket above: 20 minutes reads as at most 20 or 21, 3 hours as at most 3 or 3¼.
    const thisWeek = weeks[0]!;
    expect(thisWeek).toMatchObject({ arrived: 3, touched: 3 });
    expect([1200, 1260]).toContain(thisWeek.office_median);
    expect([3 * 3600, 3.25 * 3600]).toContain(thisWeek.office_p90);
    expect((await backend.anon.rpc('dashboard_speed', { session_token: 'f'.repeat(64) })).error).not.toBeNull();
  });
});

describe('waiting leads', () => {
  it('counts a lead at New once one office hour has passed, and marks it on the lead', async () => {
    const lead = await leadAt('2026-11-20T17:30:00-08:00');
    let token = await staffAt('2026-11-23T09:29:00-08:00');
    expect((await backend.anon.rpc('dashboard_waiting_summary', { session_token: token }).single()).data).toMatchObject({ waiting: 0 });
    token = await staffAt('2026-11-23T09:31:00-08:00');
    const { data } = await backend.anon.rpc('dashboard_waiting_summary', { session_token: token }).single();
    expect(data).toMatchObject({ waiting: 1, capped: false, morning_email: false });
    // One office hour before Monday 9:31 am is Friday 5:31 pm PT (01:31 UTC on Saturday).
    const since = Date.parse(data!.waiting_since) - Date.parse('2026-11-21T01:31:00Z');
    expect(since).toBeGreaterThanOrEqual(0);
    expect(since).toBeLessThan(5000);
    expect((await backend.anon.rpc('dashboard_lead_speed', { session_token: token, lead_id: lead }).single()).data).toMatchObject({ waiting: true });
    await backend.anon.rpc('dashboard_set_lead_status', { session_token: token, lead_id: lead, new_status: 'contacted' });
    expect((await backend.anon.rpc('dashboard_waiting_summary', { session_token: token }).single()).data).toMatchObject({ waiting: 0 });
  });

  it('counts only the types someone waits on (private.lead_types.waits): never a sign-up, a page check or a step 1', async () => {
    const types = ['newsletter', 'url_test', 'contact_partial', 'report_scheduler_partial', 'contact', 'contact_complete', 'plan_application', 'privacy_request'];
    const leads = new Map<string, string>();
    for (const type of types) leads.set(type, await leadAt('2026-11-20T17:30:00-08:00', 'Waiting Person', type));
    const token = await staffAt('2026-11-23T09:31:00-08:00');
    const { data } = await backend.anon.rpc('dashboard_waiting_summary', { session_token: token }).single();
    expect(data).toMatchObject({ waiting: 4 });
    const waiting: Record<string, boolean> = {};
    for (const [type, id] of leads) waiting[type] = (await backend.anon.rpc('dashboard_lead_speed', { session_token: token, lead_id: id }).single()).data!.waiting;
    const rows = await backend.sql<{ lead_type: string; waits: boolean }>('select lead_type, waits from private.lead_types where lead_type = any ($1)', [types]);
    expect(waiting).toEqual(Object.fromEntries(rows.map((row) => [row.lead_type, row.waits])));
    expect(waiting).toMatchObject({ newsletter: false, url_test: false, contact_partial: false, contact: true, privacy_request: true });
    // The browser's marker reads the same rows (generated into lead-types.generated.ts).
    const { leadTypeWaits } = await import('@/lib/api/app-database');
    for (const [type, waits] of Object.entries(waiting)) expect(leadTypeWaits(type as never), type).toBe(waits);
  });
});

describe('the morning e-mail of waiting leads', () => {
  // The morning e-mail's own job (the cron job morning-email; docs/decisions/0054-function-boundaries.md).
  const morningJobAt = async (at: string) => {
    await backend.setClock(at);
    return backend.deliverNotifications({ only: 'morning-email' });
  };
  const morningEmails = () => delivered.filter((message) => /waiting over an office hour/.test(message.subject));

  it('is sent once per weekday from 8:30 am PT, only when switched on and when any lead waits, and retried on failure', async () => {
    await leadAt('2026-11-23T14:00:00-08:00', 'Monday Afternoon');
    // Off by default: nothing on Tuesday morning.
    expect((await morningJobAt('2026-11-24T08:31:00-08:00')).claimed).toBe(0);
    const token = await staffAt('2026-11-24T08:40:00-08:00');
    expect((await backend.anon.rpc('dashboard_set_morning_email', { session_token: token, enabled: true })).data).toBe(true);

    // Wednesday: not before 8:30, then once, however many runs follow. The minute sweeper has no
    // part in it: a sweep at 8:30 queues nothing, and no sweep runs in this file.
    expect((await morningJobAt('2026-11-25T08:29:00-08:00')).claimed).toBe(0);
    await backend.setClock('2026-11-25T08:30:10-08:00');
    expect((await backend.deliverNotifications()).claimed).toBe(0);
    expect(await morningJobAt('2026-11-25T08:30:30-08:00')).toMatchObject({ claimed: 1, sent: 1 });
    expect((await morningJobAt('2026-11-25T08:45:00-08:00')).claimed).toBe(0);
    expect((await morningJobAt('2026-11-25T11:00:00-08:00')).claimed).toBe(0);
    expect(morningEmails()).toHaveLength(1);
    expect(morningEmails()[0]!.subject).toBe('1 lead is waiting over an office hour');
    expect(morningEmails()[0]!.text).toContain('Monday Afternoon');
    expect(morningEmails()[0]!.text).toContain('waiting 13 h 0 min of office time');

    // Not on Saturday.
    expect((await morningJobAt('2026-11-28T08:31:00-08:00')).claimed).toBe(0);

    // Monday 30th: the provider fails, the outbox tries again after its delay and sends it once.
    failing = true;
    expect(await morningJobAt('2026-11-30T08:31:00-08:00')).toMatchObject({ claimed: 1, retrying: 1 });
    failing = false;
    expect(await morningJobAt('2026-11-30T08:32:05-08:00')).toMatchObject({ claimed: 1, sent: 1 });
    expect((await morningJobAt('2026-11-30T09:00:00-08:00')).claimed).toBe(0);
    expect(morningEmails()).toHaveLength(2);
  });

  it('is not sent when nothing waits, nor when switched off', async () => {
    const token = await staffAt('2026-12-01T08:00:00-08:00');
    await backend.anon.rpc('dashboard_set_morning_email', { session_token: token, enabled: true });
    // A lead from last night has no office time yet at 8:30 am: nothing waits.
    await leadAt('2026-11-30T22:00:00-08:00');
    expect((await morningJobAt('2026-12-01T08:31:00-08:00')).claimed).toBe(0);
    // Decided for the day: a lead that starts waiting at 10 am is not mailed that morning.
    expect((await morningJobAt('2026-12-01T10:30:00-08:00')).claimed).toBe(0);
    const off = await staffAt('2026-12-01T17:00:00-08:00');
    await backend.anon.rpc('dashboard_set_morning_email', { session_token: off, enabled: false });
    expect((await morningJobAt('2026-12-02T08:31:00-08:00')).claimed).toBe(0);
    expect(morningEmails()).toHaveLength(0);
  });
});
