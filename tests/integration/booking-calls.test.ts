/**
 * Staff's calls (issue 53 part 4, docs/decisions/0063-calls-view.md): dashboard_calls lists the
 * booked calls of a range of Los Angeles days (across a daylight-saving change), live and cancelled,
 * with their leads; dashboard_set_call_outcome marks them, staff only and only with a known outcome;
 * the lead list answers each row's waiting by the database's rule, so a booked lead is not waiting;
 * a block sent as the browser sends it (a Los Angeles wall-clock time) takes its slots away.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
afterEach(async () => {
  await backend.setWriteLimit('lead_write', 100_000);
  for (const table of ['rate_buckets', 'bookings', 'booking_blocks']) await backend.sql(`delete from private.${table}`);
  await backend.setClockOffset(0);
});

async function staffToken(): Promise<string> {
  const { data } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Calls Tester' });
  return data!;
}

async function book(slotStart: string, name: string) {
  const { data, error } = await backend.anon
    .rpc('book_consultation', {
      booking_id: randomUUID(),
      slot_start: slotStart,
      name,
      email: uniqueEmail('calls'),
      phone: '213-555-0142',
      website: 'https://calls.example',
      topic: `A call for ${name}`,
    } as never)
    .single<{ id: string }>();
  expect(error).toBeNull();
  return data!.id;
}

const calls = async (token: string, fromDay: string, days: number) => {
  const { data, error } = await backend.anon.rpc('dashboard_calls', { session_token: token, from_day: fromDay, days });
  expect(error).toBeNull();
  return data!;
};

describe('the calls of some days', () => {
  it('are the calls whose slot starts in those Los Angeles days, across the November change, soonest first, cancelled ones marked, with their leads', async () => {
    // Thursday 29 October 2026, 6:50 am PDT; clocks go back on Sunday 1 November.
    await backend.setClock('2026-10-29T06:50:00-07:00');
    const staff = await staffToken();
    const friday = await book('2026-10-30T17:30:00-07:00', 'Friday Late');
    const mondayLate = await book('2026-11-02T17:30:00-08:00', 'Monday Late');
    const mondayEarly = await book('2026-11-02T09:00:00-08:00', 'Monday Early');
    const tuesday = await book('2026-11-03T09:00:00-08:00', 'Tuesday Early');
    await backend.sql("update private.bookings set cancelled_at = private.clock_now(), cancelled_by = 'Visitor' where id = $1", [mondayLate]);

    const range = await calls(staff, '2026-10-30', 4);
    expect(range.map((call) => [call.id, call.office_day, call.starts_at, call.lead_name, call.cancelled_by])).toEqual([
      [friday, '2026-10-30', '2026-10-31T00:30:00+00:00', 'Friday Late', null],
      [mondayEarly, '2026-11-02', '2026-11-02T17:00:00+00:00', 'Monday Early', null],
      [mondayLate, '2026-11-02', '2026-11-03T01:30:00+00:00', 'Monday Late', 'Visitor'],
    ]);
    expect(range[0]).toMatchObject({ lead_phone: '213-555-0142', lead_website: 'https://calls.example', topic: 'A call for Friday Late', outcome: null });
    expect(range[0]!.lead_email).toMatch(/^calls-/);
    // A day is its Los Angeles midnight to the next: Monday's 5:30 pm call is Tuesday in UTC, and Monday's.
    expect((await calls(staff, '2026-11-02', 1)).map((call) => call.id)).toEqual([mondayEarly, mondayLate]);
    expect((await calls(staff, '2026-11-03', 1)).map((call) => call.id)).toEqual([tuesday]);
    expect(await calls(staff, '2026-10-31', 2)).toEqual([]);
  });

  it('are staff only (403) and refuse a range with no first day or outside 1 to 31 days (400)', async () => {
    const staff = await staffToken();
    const anonymous = await backend.anon.rpc('dashboard_calls', { session_token: 'not-a-token', from_day: '2026-11-02', days: 7 });
    expect([anonymous.status, anonymous.error?.code]).toEqual([403, '28000']);
    for (const days of [0, 32, -1]) {
      const bad = await backend.anon.rpc('dashboard_calls', { session_token: staff, from_day: '2026-11-02', days });
      expect([bad.status, bad.error?.message]).toEqual([400, 'Calls are shown for 1 to 31 days at a time.']);
    }
    const noDay = await backend.anon.rpc('dashboard_calls', { session_token: staff, from_day: null as never, days: 7 });
    expect([noDay.status, noDay.error?.message]).toEqual([400, 'Calls need a first day.']);
  });
});

describe('marking a call', () => {
  it('sets attended or no-show signed with the staff name, and clears it; before the call starts too', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const staff = await staffToken();
    const id = await book('2026-12-03T10:00:00-08:00', 'Dana Ortiz');
    const mark = (new_outcome: string | null) => backend.anon.rpc('dashboard_set_call_outcome', { session_token: staff, booking_id: id, new_outcome } as never).single();

    expect((await mark('attended')).data).toMatchObject({ outcome: 'attended', outcome_by: 'Calls Tester' });
    expect((await calls(staff, '2026-12-03', 1))[0]).toMatchObject({ outcome: 'attended', outcome_by: 'Calls Tester' });
    expect((await mark('no_show')).data).toMatchObject({ outcome: 'no_show' });
    expect((await mark(null)).data).toEqual({ outcome: null, outcome_at: null, outcome_by: null });
    expect((await calls(staff, '2026-12-03', 1))[0]).toMatchObject({ outcome: null, outcome_by: null });
  });

  it('is staff only (403); another outcome is 400, no such call 404, a cancelled call 409; nothing is written', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const staff = await staffToken();
    const id = await book('2026-12-03T10:00:00-08:00', 'Robin Park');
    const mark = (token: string, booking_id: string, new_outcome: unknown) =>
      backend.anon.rpc('dashboard_set_call_outcome', { session_token: token, booking_id, new_outcome } as never);

    const anonymous = await mark('not-a-token', id, 'attended');
    expect([anonymous.status, anonymous.error?.code]).toEqual([403, '28000']);
    for (const value of ['maybe', 'ATTENDED', '', 'no-show']) {
      const bad = await mark(staff, id, value);
      expect([bad.status, bad.error?.message]).toEqual([400, 'A call is marked attended or no-show.']);
    }
    const missing = await mark(staff, randomUUID(), 'attended');
    expect([missing.status, missing.error?.message]).toEqual([404, 'This call no longer exists.']);
    await backend.sql("update private.bookings set cancelled_at = private.clock_now(), cancelled_by = 'Visitor' where id = $1", [id]);
    const cancelled = await mark(staff, id, 'attended');
    expect([cancelled.status, cancelled.error?.message]).toEqual([409, 'This call was cancelled.']);
    expect(await backend.sql('select outcome, outcome_at, outcome_by from private.bookings')).toEqual([{ outcome: null, outcome_at: null, outcome_by: null }]);
  });
});

describe('a booked lead', () => {
  it('is not waiting in the lead list or the count; cancelling the booking makes it wait again', async () => {
    const staff = await staffToken();
    const email = uniqueEmail('waits');
    const [lead] = await backend.sql<{ id: string }>(
      "insert into public.lsg_leads (name, email, lead_type, created_at) values ('Waiting Person', $1, 'contact', private.clock_now() - interval '8 days') returning id",
      [email],
    );
    const row = async () => {
      const { data, error } = await backend.anon.rpc('dashboard_list_leads', { session_token: staff, search: email });
      expect(error).toBeNull();
      return z.object({ rows: z.array(z.object({ id: z.string(), waiting: z.boolean() })) }).parse(data).rows;
    };
    const waitingCount = async () => (await backend.anon.rpc('dashboard_waiting_summary', { session_token: staff }).single<{ waiting: number }>()).data!.waiting;

    expect(await row()).toEqual([expect.objectContaining({ id: lead!.id, waiting: true })]);
    const before = await waitingCount();
    const booking = randomUUID();
    await backend.sql(
      "insert into private.bookings (id, lead_id, slot, created_at) values ($1, $2, tstzrange(date_trunc('hour', private.clock_now()) + interval '1 day', date_trunc('hour', private.clock_now()) + interval '1 day 30 minutes'), private.clock_now())",
      [booking, lead!.id],
    );
    expect(await row()).toEqual([expect.objectContaining({ id: lead!.id, waiting: false })]);
    expect(await waitingCount()).toBe(before - 1);
    await backend.sql("update private.bookings set cancelled_at = private.clock_now(), cancelled_by = 'Visitor' where id = $1", [booking]);
    expect(await row()).toEqual([expect.objectContaining({ id: lead!.id, waiting: true })]);
    expect(await waitingCount()).toBe(before);
  });

  it('is marked on the lead by its live bookings, whoever writes them, without touching the lead as staff see it', async () => {
    const [lead] = await backend.sql<{ id: string }>(
      "insert into public.lsg_leads (name, email, lead_type, created_at, updated_at) values ('Flag Person', $1, 'contact', private.clock_now() - interval '8 days', private.clock_now() - interval '8 days') returning id",
      [uniqueEmail('flag')],
    );
    // Everything staff and the counters see of the lead, which the flag must leave as it was.
    const seen = async () => ({
      lead: (await backend.sql('select updated_at, status, status_changed_at, status_changed_by, first_touched_at from public.lsg_leads where id = $1', [lead!.id]))[0],
      history: await backend.sql('select count(*)::int as n from private.lead_status_changes where lead_id = $1', [lead!.id]),
      totals: await backend.sql('select lead_type, status, n from private.lead_totals order by 1, 2'),
      days: await backend.sql('select day, lead_type, n from private.lead_daily_counts order by 1, 2'),
      outbox: await backend.sql('select count(*)::int as n from private.lead_notifications'),
    });
    const flag = async () => (await backend.sql<{ booked_call: boolean }>('select booked_call from public.lsg_leads where id = $1', [lead!.id]))[0]!.booked_call;
    const waits = async () => (await backend.sql('select 1 from private.waiting_leads where id = $1', [lead!.id])).length === 1;
    const bookAt = (id: string, days: number) =>
      backend.sql(
        `insert into private.bookings (id, lead_id, slot, created_at) values ($1, $2, tstzrange(date_trunc('hour', private.clock_now()) + interval '${days} days', date_trunc('hour', private.clock_now()) + interval '${days} days 30 minutes'), private.clock_now())`,
        [id, lead!.id],
      );
    const cancel = (id: string) => backend.sql("update private.bookings set cancelled_at = private.clock_now(), cancelled_by = 'Visitor' where id = $1", [id]);
    const untouched = await seen();

    expect([await flag(), await waits()]).toEqual([false, true]);
    const [first, second] = [randomUUID(), randomUUID()];
    await bookAt(first, 1);
    expect([await flag(), await waits()]).toEqual([true, false]);
    await bookAt(second, 2);
    await backend.sql("update private.bookings set outcome = 'attended', outcome_at = private.clock_now(), outcome_by = 'Tester' where id = $1", [second]);
    await cancel(first);
    // Another booking of the lead is still live.
    expect([await flag(), await waits()]).toEqual([true, false]);
    await backend.sql("update private.bookings set outcome = null, outcome_at = null, outcome_by = null where id = $1", [second]);
    await cancel(second);
    expect([await flag(), await waits()]).toEqual([false, true]);
    await bookAt(randomUUID(), 3);
    expect(await flag()).toBe(true);
    await backend.sql('delete from private.bookings where lead_id = $1', [lead!.id]);
    expect([await flag(), await waits()]).toEqual([false, true]);
    expect(await seen()).toEqual(untouched);

    // A booked lead can still be deleted (its bookings go with it).
    await bookAt(randomUUID(), 4);
    await backend.sql('delete from public.lsg_leads where id = $1', [lead!.id]);
    expect(await backend.sql('select 1 from private.bookings where lead_id = $1', [lead!.id])).toEqual([]);
  });
});

describe('a block sent as the Calls view sends it', () => {
  it('is a Los Angeles wall-clock time, read by the time zone rules: its slots are gone from book_slots at once', async () => {
    // Wednesday 2 December 2026, 8 am PST (UTC-8).
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const staff = await staffToken();
    const has = async (at: string) => ((await backend.anon.rpc('book_slots')).data ?? []).some((slot) => Date.parse(slot.starts_at) === Date.parse(at));
    expect(await has('2026-12-03T13:00:00-08:00')).toBe(true);
    const { error } = await backend.anon.rpc('dashboard_block_booking_time', {
      session_token: staff,
      starts_at: '2026-12-03 13:00 America/Los_Angeles',
      ends_at: '2026-12-03 14:00 America/Los_Angeles',
      reason: 'Team meeting',
    });
    expect(error).toBeNull();
    expect(await has('2026-12-03T13:00:00-08:00')).toBe(false);
    expect(await has('2026-12-03T13:30:00-08:00')).toBe(false);
    expect(await has('2026-12-03T14:00:00-08:00')).toBe(true);
    expect(await has('2026-12-03T12:30:00-08:00')).toBe(true);
  });
});
