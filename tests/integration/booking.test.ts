/**
 * Free consultation bookings, the database's part (issue 53, docs/decisions/0060-booked-consultations.md):
 * the slots of the next 10 working days in the answered hours (Los Angeles time, across both
 * daylight-saving changes, with the database's clock moved), the 2-hour lead time, staff blocks, one
 * booking call under every form's rules, the race for one slot decided by the exclusion constraint,
 * the signed cancel link, and a booked lead that is not waiting. Through supabase-js with the anon
 * key, as the /book page will call them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answeredHours } from '@/content/site';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
/** A staff session at the clock's time (a session's expiry follows the clock). */
async function staffToken(): Promise<string> {
  const { data } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Booking Tester' });
  return data!;
}
afterAll(() => backend?.stop());
afterEach(async () => {
  await backend.setWriteLimit('lead_write', 100_000);
  await backend.sql("update private.write_limits set max_writes = 30 where scope = 'booking_cancel'");
  for (const table of ['rate_buckets', 'bookings', 'booking_blocks']) await backend.sql(`delete from private.${table}`);
  await backend.setClockOffset(0);
});

const ZONE = 'America/Los_Angeles';
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  weekday: 'long',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** An instant as Los Angeles reads it: { weekday: 'Monday', day: '2026-11-02', time: '09:00' }. */
function local(at: string) {
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return { weekday: p.weekday!, day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
const iso = (at: string) => new Date(at).toISOString();

async function slots() {
  const { data, error } = await backend.anon.rpc('book_slots');
  expect(error).toBeNull();
  return data!;
}
const slotStarts = async () => (await slots()).map((slot) => iso(slot.starts_at));

/** The answered hours' slot times of one day: 09:00, 09:30, ... 17:30 (answeredHours in src/content/site.ts). */
const dayTimes = () =>
  Array.from({ length: (answeredHours.closes - answeredHours.opens) * 2 }, (_, i) => {
    const minutes = answeredHours.opens * 60 + i * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

/** Checks a week of slots against the hours and answers the slots' Los Angeles days in order. */
async function checkWorkingDays() {
  const list = await slots();
  const byDay = new Map<string, string[]>();
  for (const slot of list) {
    const start = local(slot.starts_at);
    expect(new Date(slot.ends_at).getTime() - new Date(slot.starts_at).getTime()).toBe(30 * 60_000);
    expect(start.day).toBe(slot.office_day);
    expect(answeredHours.days).toContain(start.weekday);
    byDay.set(start.day, [...(byDay.get(start.day) ?? []), start.time]);
  }
  return byDay;
}

function book(slotStart: string, changes: Record<string, unknown> = {}) {
  return backend.anon
    .rpc('book_consultation', {
      booking_id: randomUUID(),
      slot_start: slotStart,
      name: 'Robin Park',
      email: uniqueEmail('booking'),
      phone: '213-555-0199',
      website: 'https://robin.example',
      topic: 'Our map listing dropped out of the top three.',
      source_path: '/book',
      ...changes,
    } as never)
    .single<{ id: string; starts_at: string; ends_at: string; cancel_token: string }>();
}

const stored = async () =>
  (
    await backend.sql<{ leads: number; bookings: number; outbox: number }>(
      `select (select count(*)::int from public.lsg_leads) as leads, (select count(*)::int from private.bookings) as bookings,
              (select count(*)::int from private.lead_notifications) as outbox`,
    )
  )[0]!;

describe('the free slots', () => {
  it('are the answered hours of src/content/site.ts, every half hour, on the next 10 working days: no weekend, nothing before opening or from closing', async () => {
    // Sunday 22 November 2026, noon in Los Angeles.
    await backend.setClock('2026-11-22T12:00:00-08:00');
    const byDay = await checkWorkingDays();
    expect([...byDay.keys()]).toEqual([
      '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27',
      '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04',
    ]);
    for (const times of byDay.values()) expect(times).toEqual(dayTimes());
    // The database's own hours (private.office_window, which speed to lead counts) say the same.
    const [window] = await backend.sql<{ opens: string; closes: string }>(
      "select to_char(opens_at at time zone 'America/Los_Angeles', 'HH24:MI') as opens, to_char(closes_at at time zone 'America/Los_Angeles', 'HH24:MI') as closes from private.office_window('2026-11-23')",
    );
    expect(window).toEqual({ opens: `${String(answeredHours.opens).padStart(2, '0')}:00`, closes: `${answeredHours.closes}:00` });
  });

  it('keep to the Los Angeles clock across the March change to daylight time', async () => {
    // Thursday 11 March 2027, 6:50 am PST; clocks go forward on Sunday 14 March.
    await backend.setClock('2027-03-11T06:50:00-08:00');
    const byDay = await checkWorkingDays();
    expect([...byDay.keys()].slice(0, 4)).toEqual(['2027-03-11', '2027-03-12', '2027-03-15', '2027-03-16']);
    expect(byDay.size).toBe(10);
    for (const times of byDay.values()) expect(times).toEqual(dayTimes());
    const starts = await slotStarts();
    // 9 am is 17:00 UTC on Friday (PST) and 16:00 UTC on Monday (PDT).
    expect(starts).toContain('2027-03-12T17:00:00.000Z');
    expect(starts).toContain('2027-03-15T16:00:00.000Z');
    expect(starts).toContain('2027-03-16T00:30:00.000Z'); // Monday 5:30 pm PDT, the last slot
  });

  it('keep to the Los Angeles clock across the November change back to standard time', async () => {
    // Thursday 29 October 2026, 6:50 am PDT; clocks go back on Sunday 1 November.
    await backend.setClock('2026-10-29T06:50:00-07:00');
    const byDay = await checkWorkingDays();
    expect([...byDay.keys()].slice(0, 4)).toEqual(['2026-10-29', '2026-10-30', '2026-11-02', '2026-11-03']);
    expect(byDay.size).toBe(10);
    for (const times of byDay.values()) expect(times).toEqual(dayTimes());
    const starts = await slotStarts();
    expect(starts).toContain('2026-10-30T16:00:00.000Z'); // Friday 9 am PDT
    expect(starts).toContain('2026-11-02T17:00:00.000Z'); // Monday 9 am PST
    expect(starts).toContain('2026-11-03T01:30:00.000Z'); // Monday 5:30 pm PST, the last slot
  });

  it('start at least 2 hours after the clock; a day with no slot left is not one of the 10', async () => {
    // Wednesday 2 December 2026, 9:59:30 am: noon is the first slot, 11:30 is too soon.
    await backend.setClock('2026-12-02T09:59:30-08:00');
    let byDay = await checkWorkingDays();
    expect(byDay.get('2026-12-02')![0]).toBe('12:00');
    expect([...byDay.keys()]).toHaveLength(10);
    // 4 pm: today's last slot (5:30 pm) is too soon, so the 10 days start tomorrow.
    await backend.setClock('2026-12-02T16:00:00-08:00');
    byDay = await checkWorkingDays();
    expect([...byDay.keys()][0]).toBe('2026-12-03');
    expect([...byDay.keys()].at(-1)).toBe('2026-12-16');
    // Friday 4 pm: the next slot is Monday 9 am.
    await backend.setClock('2026-12-04T16:00:00-08:00');
    expect(local((await slots())[0]!.starts_at)).toEqual({ weekday: 'Monday', day: '2026-12-07', time: '09:00' });
  });

  it('lose an hour staff block at once, and get it back when it is unblocked', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const staff = await staffToken();
    const { data: blockId, error } = await backend.anon.rpc('dashboard_block_booking_time', {
      session_token: staff,
      starts_at: '2026-12-03T13:00:00-08:00',
      ends_at: '2026-12-03T14:00:00-08:00',
      reason: 'Team meeting',
    });
    expect(error).toBeNull();
    const thursday = async () => (await checkWorkingDays()).get('2026-12-03')!;
    expect(await thursday()).toEqual(dayTimes().filter((time) => time !== '13:00' && time !== '13:30'));
    const blocks = await backend.anon.rpc('dashboard_booking_blocks', { session_token: staff });
    expect(blocks.data).toEqual([
      expect.objectContaining({ id: blockId, reason: 'Team meeting', created_by: 'Booking Tester', starts_at: '2026-12-03T21:00:00+00:00' }),
    ]);
    // A visitor whose page still shows 1 pm hears it was taken.
    const late = await book('2026-12-03T13:00:00-08:00');
    expect([late.status, late.error?.message]).toEqual([409, 'That time was just taken. Please choose another time.']);

    // Whole days: their Los Angeles midnight to the midnight after (23 hours on the day clocks go forward).
    const friday = await backend.anon.rpc('dashboard_block_booking_days', { session_token: staff, first_day: '2026-12-04', last_day: '2026-12-04' });
    expect(friday.error).toBeNull();
    expect((await checkWorkingDays()).has('2026-12-04')).toBe(false);
    await backend.anon.rpc('dashboard_block_booking_days', { session_token: staff, first_day: '2027-03-13', last_day: '2027-03-14', reason: 'Away' });
    expect((await backend.anon.rpc('dashboard_booking_blocks', { session_token: staff })).data!.map((block) => [block.starts_at, block.ends_at])).toEqual([
      ['2026-12-03T21:00:00+00:00', '2026-12-03T22:00:00+00:00'],
      ['2026-12-04T08:00:00+00:00', '2026-12-05T08:00:00+00:00'],
      ['2027-03-13T08:00:00+00:00', '2027-03-15T07:00:00+00:00'],
    ]);
    const backwards = await backend.anon.rpc('dashboard_block_booking_days', { session_token: staff, first_day: '2026-12-05', last_day: '2026-12-04' });
    expect([backwards.status, backwards.error?.message]).toEqual([400, 'A block needs a first day on or before its last.']);

    expect((await backend.anon.rpc('dashboard_unblock_booking_time', { session_token: staff, block_id: blockId! })).data).toBe(true);
    expect(await thursday()).toEqual(dayTimes());
  });

  it('are blocked only by staff: no session, 403; a block that ends before it starts or in the past, 400', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const staff = await staffToken();
    const anonymous = await backend.anon.rpc('dashboard_block_booking_time', {
      session_token: 'not-a-token',
      starts_at: '2026-12-03T13:00:00-08:00',
      ends_at: '2026-12-03T14:00:00-08:00',
    });
    expect([anonymous.status, anonymous.error?.code]).toEqual([403, '28000']);
    expect((await backend.anon.rpc('dashboard_booking_blocks', { session_token: '' })).status).toBe(403);
    expect((await backend.anon.rpc('dashboard_unblock_booking_time', { session_token: '', block_id: randomUUID() })).status).toBe(403);
    const backwards = await backend.anon.rpc('dashboard_block_booking_time', {
      session_token: staff,
      starts_at: '2026-12-03T14:00:00-08:00',
      ends_at: '2026-12-03T13:00:00-08:00',
    });
    expect([backwards.status, backwards.error?.message]).toEqual([400, 'A block needs a start before its end.']);
    const past = await backend.anon.rpc('dashboard_block_booking_time', {
      session_token: staff,
      starts_at: '2026-12-01T09:00:00-08:00',
      ends_at: '2026-12-01T10:00:00-08:00',
    });
    expect([past.status, past.error?.message]).toEqual([400, 'A block must end in the future.']);
    expect(await backend.sql('select * from private.booking_blocks')).toEqual([]);
  });
});

describe('booking a slot', () => {
  it('is one call: a consultation lead, not waiting, the booking beside it, the agency e-mailed, and the slot gone for the next visitor', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const email = uniqueEmail('booked');
    const id = randomUUID();
    const { data, error, status } = await book('2026-12-02T11:00:00-08:00', { booking_id: id, email });
    expect([status, error]).toEqual([200, null]);
    expect(data).toMatchObject({ id, starts_at: '2026-12-02T19:00:00+00:00', ends_at: '2026-12-02T19:30:00+00:00' });
    expect(data!.cancel_token).toMatch(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    expect(await backend.sql('select id, lead_type, name, message, service, source_path from public.lsg_leads where email = $1', [email])).toEqual([
      { id, lead_type: 'consultation', name: 'Robin Park', message: 'Our map listing dropped out of the top three.', service: 'Free Consultation', source_path: '/book' },
    ]);
    // The agency hears of it from the booking's own e-mail, not a second "New lead" one (decision 0061).
    expect(await backend.sql('select kind, status from private.lead_notifications where lead_id = $1 order by kind, next_attempt_at', [id])).toEqual([
      { kind: 'booking_agency', status: 'pending' },
      { kind: 'booking_confirmation', status: 'pending' },
      { kind: 'booking_reminder', status: 'skipped' },
      { kind: 'booking_reminder', status: 'pending' },
    ]);
    expect(await backend.sql('select waits from private.lead_types where lead_type = $1', ['consultation'])).toEqual([{ waits: false }]);
    expect(await slotStarts()).not.toContain('2026-12-02T19:00:00.000Z');

    // Sent again after a lost answer: the same booking, nothing more stored.
    const before = await stored();
    // Without the cancel token: the id is not secret, so only the call that made the booking gets it (decision 0066).
    const again = await book('2026-12-02T11:00:00-08:00', { booking_id: id, email });
    expect(again.data).toEqual({ ...data, cancel_token: null });
    expect(await stored()).toEqual(before);
    // A bare row of the type is refused: a booking is the call.
    const bare = await backend.anon.from('lsg_leads').insert({ name: 'Robin Park', email: uniqueEmail(), lead_type: 'consultation' });
    expect([bare.status, bare.error?.message]).toEqual([400, 'A lead of type consultation is sent with the call book_consultation, not stored as a row.']);
  });

  it('by two visitors at once: exactly one is stored, the other hears the time was just taken and stores nothing', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const [first, second] = [uniqueEmail('racer'), uniqueEmail('racer')];
    const before = await stored();
    const answers = await Promise.all([book('2026-12-03T10:30:00-08:00', { email: first }), book('2026-12-03T10:30:00-08:00', { email: second })]);
    const won = answers.filter((answer) => answer.error === null);
    const lost = answers.filter((answer) => answer.error !== null);
    expect(won).toHaveLength(1);
    expect(lost.map((answer) => [answer.status, answer.error?.message])).toEqual([[409, 'That time was just taken. Please choose another time.']]);
    expect(await stored()).toMatchObject({ leads: before.leads + 1, bookings: 1 });
    expect(await backend.sql('select count(*)::int as n from public.lsg_leads where email in ($1, $2)', [first, second])).toEqual([{ n: 1 }]);
  });

  it('is decided by the table itself: two live bookings cannot overlap, whoever writes them; a cancelled one frees its range', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const { data } = await book('2026-12-03T11:00:00-08:00');
    const [lead] = await backend.sql<{ lead_id: string }>('select lead_id from private.bookings where id = $1', [data!.id]);
    const insert = (id: string) =>
      backend.sql(
        "insert into private.bookings (id, lead_id, slot, created_at) values ($1, $2, tstzrange('2026-12-03T11:00:00-08:00', '2026-12-03T11:30:00-08:00'), now())",
        [id, lead!.lead_id],
      );
    await expect(insert(randomUUID())).rejects.toMatchObject({ code: '23P01' });
    await backend.sql("update private.bookings set cancelled_at = now(), cancelled_by = 'Visitor' where id = $1", [data!.id]);
    await expect(insert(randomUUID())).resolves.toEqual([]);
    // Off the half-hour grid, or not 30 minutes long: refused by the slot's shape.
    await expect(
      backend.sql("insert into private.bookings (id, lead_id, slot, created_at) values ($1, $2, tstzrange('2026-12-03T12:10:00-08:00', '2026-12-03T12:40:00-08:00'), now())", [
        randomUUID(),
        lead!.lead_id,
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it.skipIf(!process.env.INTEGRATION_DATABASE_URL)(
    'on a Postgres server, loses to a booking of its slot not yet committed: the call waits for it, then hears 409 and stores nothing',
    async () => {
      await backend.setClock('2026-12-02T08:00:00-08:00');
      const { data } = await book('2026-12-03T11:00:00-08:00');
      const [lead] = await backend.sql<{ lead_id: string }>('select lead_id from private.bookings where id = $1', [data!.id]);
      const { default: pg } = await import('pg');
      // This file's scratch database (PostgREST's address names it), as the server's owner.
      const owner = new URL(process.env.INTEGRATION_DATABASE_URL!);
      owner.pathname = new URL(backend.database.postgrest.dbUri).pathname;
      const other = new pg.Client({ connectionString: owner.toString() });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(
          "insert into private.bookings (id, lead_id, slot, created_at) values ($1, $2, tstzrange('2026-12-03T14:00:00-08:00', '2026-12-03T14:30:00-08:00'), now())",
          [randomUUID(), lead!.lead_id],
        );
        const email = uniqueEmail('loser');
        // The slot still looks free to the call (the other booking is not committed): only the constraint can stop it.
        const pending = book('2026-12-03T14:00:00-08:00', { email });
        await new Promise((resolve) => setTimeout(resolve, 400));
        await other.query('commit');
        const answer = await pending;
        expect([answer.status, answer.error?.message]).toEqual([409, 'That time was just taken. Please choose another time.']);
        expect(await backend.sql('select 1 from public.lsg_leads where email = $1', [email])).toEqual([]);
      } finally {
        await other.end();
      }
    },
  );

  it('can be cancelled with its link, once; the slot is free again for the next visitor; an altered link is not valid', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const slot = '2026-12-02T15:30:00-08:00';
    const { data } = await book(slot);
    expect(await slotStarts()).not.toContain(iso(slot));
    const token = data!.cancel_token;
    const tampered = `${token.slice(0, 33)}${token[33] === 'A' ? 'B' : 'A'}${token.slice(34)}`;
    const forged = `${randomUUID().replaceAll('-', '')}${token.slice(32)}`;
    for (const wrong of [tampered, forged, 'not-a-token', '']) {
      const { data: answer, status } = await backend.anon.rpc('cancel_consultation', { token: wrong }).single();
      expect([status, answer]).toEqual([200, { outcome: 'not_valid', starts_at: null, ends_at: null }]);
    }
    expect(await slotStarts()).not.toContain(iso(slot));

    const cancelled = await backend.anon.rpc('cancel_consultation', { token }).single();
    expect(cancelled.data).toEqual({ outcome: 'cancelled', starts_at: '2026-12-02T23:30:00+00:00', ends_at: '2026-12-03T00:00:00+00:00' });
    expect((await backend.anon.rpc('cancel_consultation', { token }).single()).data).toMatchObject({ outcome: 'already_cancelled' });
    expect(await slotStarts()).toContain(iso(slot));
    expect((await book(slot)).error).toBeNull();
    expect(await backend.sql('select cancelled_by from private.bookings order by created_at')).toEqual([{ cancelled_by: 'Visitor' }, { cancelled_by: null }]);
  });

  it('has a state its manage page reads with a GET, by the cancel link\'s check, writing and counting nothing: booked, cancelled, started, not_valid', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const { data } = await book('2026-12-02T10:30:00-08:00');
    const token = data!.cancel_token;
    const state = async (value: string) => {
      const { data: answer, status } = await backend.anon.rpc('consultation_state', { token: value }, { get: true }).single();
      expect(status).toBe(200);
      return answer;
    };
    const slot = { starts_at: '2026-12-02T18:30:00+00:00', ends_at: '2026-12-02T19:00:00+00:00' };
    await backend.sql("update private.write_limits set max_writes = 1 where scope = 'booking_cancel'");
    const before = await backend.sql('select count(*)::int as n from private.rate_buckets');
    expect(await state(token)).toEqual({ state: 'booked', ...slot });
    for (const wrong of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, `${randomUUID().replaceAll('-', '')}${token.slice(32)}`, 'x', ''])
      expect(await state(wrong)).toEqual({ state: 'not_valid', starts_at: null, ends_at: null });
    expect(await backend.sql('select count(*)::int as n from private.rate_buckets')).toEqual(before);
    expect(await backend.sql('select cancelled_at from private.bookings')).toEqual([{ cancelled_at: null }]);
    await backend.sql("update private.write_limits set max_writes = 30 where scope = 'booking_cancel'");
    expect((await backend.anon.rpc('cancel_consultation', { token }).single()).data).toMatchObject({ outcome: 'cancelled' });
    expect(await state(token)).toEqual({ state: 'cancelled', ...slot });
    await backend.sql('update private.bookings set cancelled_at = null, cancelled_by = null');
    await backend.setClock('2026-12-02T10:30:00-08:00');
    expect(await state(token)).toEqual({ state: 'started', ...slot });
  });

  it('cannot be cancelled once the call has begun, and the cancel link has its own limit per address', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const { data } = await book('2026-12-02T10:30:00-08:00');
    await backend.setClock('2026-12-02T10:35:00-08:00');
    expect((await backend.anon.rpc('cancel_consultation', { token: data!.cancel_token }).single()).data).toMatchObject({ outcome: 'started' });
    await backend.sql("update private.write_limits set max_writes = 1 where scope = 'booking_cancel'");
    await backend.sql('delete from private.rate_buckets');
    await backend.anon.rpc('cancel_consultation', { token: 'x' });
    const over = await backend.anon.rpc('cancel_consultation', { token: data!.cancel_token });
    expect([over.status, over.error?.code]).toEqual([429, 'PT429']);
  });

  it('attaches to the visitor’s lead from the same visit (same id and address), which then no longer waits; cancelled, it waits again', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const email = uniqueEmail('visit');
    const visitLead = randomUUID();
    expect((await backend.anon.from('lsg_leads').insert({ id: visitLead, name: 'Robin P', email, lead_type: 'contact', message: 'Call me' })).error).toBeNull();
    // Sent at noon yesterday: waiting for over an office hour, and still of this visit (24 hours).
    await backend.sql("update public.lsg_leads set created_at = private.clock_now() - interval '20 hours' where id = $1", [visitLead]);
    const waiting = async () => (await backend.sql('select 1 from private.waiting_leads where id = $1', [visitLead])).length === 1;
    expect(await waiting()).toBe(true);

    const leadsBefore = (await stored()).leads;
    const { data, error } = await book('2026-12-03T09:00:00-08:00', { email: email.toUpperCase(), visit_lead_id: visitLead, phone: '', website: '' });
    expect(error).toBeNull();
    expect((await stored()).leads).toBe(leadsBefore);
    expect(await backend.sql('select lead_id, topic from private.bookings where id = $1', [data!.id])).toEqual([
      { lead_id: visitLead, topic: 'Our map listing dropped out of the top three.' },
    ]);
    // The name typed now; the message and type the visit's form stored.
    expect(await backend.sql('select name, lead_type, message from public.lsg_leads where id = $1', [visitLead])).toEqual([
      { name: 'Robin Park', lead_type: 'contact', message: 'Call me' },
    ]);
    expect(await waiting()).toBe(false);
    await backend.anon.rpc('cancel_consultation', { token: data!.cancel_token });
    expect(await waiting()).toBe(true);

    // Another address (or an id that is no lead) is no lead of this visit: a consultation lead of its own.
    const other = uniqueEmail('other');
    await book('2026-12-03T09:30:00-08:00', { email: other, visit_lead_id: visitLead });
    expect(await backend.sql('select lead_type from public.lsg_leads where email = $1', [other])).toEqual([{ lead_type: 'consultation' }]);
  });
});

describe('a booking under every form’s rules', () => {
  it('with the honeypot filled stores nothing and takes no write slot, and the bot sees success', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    await backend.setWriteLimit('lead_write', 1);
    const before = await stored();
    const bot = await backend.anon
      .rpc('book_consultation', { booking_id: randomUUID(), slot_start: '2026-12-02T12:00:00-08:00', name: 'Bot', email: 'bot@spam.example' })
      .setHeader('x-lead-honeypot', 'http://spam.example')
      .single();
    expect([bot.status, bot.error]).toEqual([200, null]);
    expect(await stored()).toEqual(before);
    expect(await slotStarts()).toContain('2026-12-02T20:00:00.000Z');
    expect((await book('2026-12-02T12:00:00-08:00')).error).toBeNull();
  });

  it('counts against the address’s write limit: past it, 429 and nothing stored', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    await backend.setWriteLimit('lead_write', 1);
    expect((await book('2026-12-02T12:00:00-08:00')).error).toBeNull();
    const before = await stored();
    const over = await book('2026-12-02T12:30:00-08:00');
    expect([over.status, over.error?.code, over.error?.message]).toEqual([
      429,
      'PT429',
      'Too many submissions from your network. Please wait a few minutes and try again.',
    ]);
    expect(await stored()).toEqual(before);
  });

  const bad: [string, Record<string, unknown>, number, RegExp][] = [
    ['no name', { name: null }, 400, /^Name must be at least 2 characters$/],
    ['a name that is a list', { name: '["Robin"]' }, 400, /not as a list or an object/],
    ['a bad e-mail', { email: 'not an email' }, 400, /valid email/i],
    ['a bad website', { website: 'not a site' }, 400, /website address/],
    ['a 41-character phone', { phone: '1'.repeat(41) }, 400, /^Phone number must be at most 40 characters$/],
    ['a 5,001-character topic', { topic: 't'.repeat(5001) }, 400, /^Message must be at most 5,000 characters$/],
    ['no id', { booking_id: null }, 400, /needs the id the page made for it/],
    ['an id that is no uuid', { booking_id: 'not-a-uuid' }, 400, /uuid/],
    ['no time', { slot_start: null }, 400, /^Please choose one of the times offered\.$/],
    ['a time that is no time', { slot_start: 'tomorrow-ish' }, 400, /./],
    ['a time off the half hour', { slot_start: '2026-12-03T10:15:00-08:00' }, 400, /^Please choose one of the times offered\.$/],
    ['a time before opening', { slot_start: '2026-12-03T08:30:00-08:00' }, 400, /^Please choose one of the times offered\.$/],
    ['a time at closing', { slot_start: '2026-12-03T18:00:00-08:00' }, 400, /^Please choose one of the times offered\.$/],
    ['a Saturday', { slot_start: '2026-12-05T10:00:00-08:00' }, 400, /^Please choose one of the times offered\.$/],
    ['a time past the 10 working days', { slot_start: '2026-12-17T10:00:00-08:00' }, 400, /^Please choose one of the times offered\.$/],
    ['a time under 2 hours ahead', { slot_start: '2026-12-02T09:30:00-08:00' }, 409, /^That time is too soon to book\. Please choose a later time\.$/],
  ];
  for (const [label, changes, status, message] of bad) {
    it(`refuses ${label} with ${status}, a clear message, and stores nothing`, async () => {
      await backend.setClock('2026-12-02T08:00:00-08:00');
      const before = await stored();
      const answer = await book('2026-12-03T10:00:00-08:00', changes);
      expect(answer.status).toBe(status);
      expect(answer.error?.message).toMatch(message);
      expect(await stored()).toEqual(before);
    });
  }

  it('answers hostile input with a 4xx, never a 5xx, and stores nothing', async () => {
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const before = await stored();
    const hostile: Record<string, unknown>[] = [
      { name: 'Robin\u0000Park' },
      { topic: 'a\u0000b' },
      { email: ['robin@example.com'] },
      { name: { first: 'Robin' } },
      { slot_start: 1764777600 },
      { slot_start: '2026-12-03T10:00:00-08:00/2026-12-03T10:30:00-08:00' },
      { visit_lead_id: 'not-a-uuid' },
      { website: 'javascript:alert(1)' },
      { name: 'R'.repeat(200_000) },
    ];
    for (const changes of hostile) {
      const answer = await book('2026-12-03T10:00:00-08:00', changes);
      expect(answer.status, JSON.stringify(changes).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(changes).slice(0, 80)).toBeLessThan(500);
    }
    const cancel = await backend.anon.rpc('cancel_consultation', { token: `${'f'.repeat(32)}.${'\u0000'.repeat(43)}` });
    expect(cancel.status).toBeLessThan(500);
    expect(await stored()).toEqual(before);
  });

  it('keeps its tables and helpers from the public key', async () => {
    for (const table of ['bookings', 'booking_blocks', 'booking_settings']) {
      const { error } = await backend.anon.schema('private' as never).from(table).select('*');
      expect(error, table).not.toBeNull();
    }
    const helper = await backend.anon.rpc('booking_cancel_token' as never, { booking_id: randomUUID() } as never);
    expect(helper.status).toBeGreaterThanOrEqual(400);
  });
});
