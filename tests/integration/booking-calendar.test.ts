/**
 * Staff shape the booking calendar and take it to their calendar app (issue 61 items 2 and 3,
 * docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md): the daily limit and the buffer
 * between calls in the slot maths and in book_consultation, across the March change to daylight
 * time, with blocked days still working; the calls of past weeks; the iCal feed's content (parsed),
 * its revocation and its rate limit. Through supabase-js and the gateway, as the dashboard and a
 * calendar app call them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
afterEach(async () => {
  await backend.sql("update private.write_limits set max_writes = 30 where scope = 'calls_feed'");
  await backend.sql('update private.booking_settings set daily_limit = null, buffer_minutes = 0');
  for (const table of ['rate_buckets', 'bookings', 'booking_blocks', 'calls_feed_links']) await backend.sql(`delete from private.${table}`);
  await backend.setClockOffset(0);
});

async function staffToken(): Promise<string> {
  const { data } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Calendar Tester' });
  return data!;
}

function book(slotStart: string, name = 'Robin Park', topic = 'Our map listing dropped out of the top three.') {
  return backend.anon
    .rpc('book_consultation', { booking_id: randomUUID(), slot_start: slotStart, name, email: uniqueEmail('calendar'), topic } as never)
    .single<{ id: string }>();
}

async function booked(slotStart: string, name?: string, topic?: string): Promise<string> {
  const { data, error } = await book(slotStart, name, topic);
  expect(error).toBeNull();
  return data!.id;
}

const iso = (at: string) => new Date(at).toISOString();

/** The free slots' starts by Los Angeles day. */
async function freeByDay(): Promise<Map<string, string[]>> {
  const { data, error } = await backend.anon.rpc('book_slots');
  expect(error).toBeNull();
  const byDay = new Map<string, string[]>();
  for (const slot of data!) byDay.set(slot.office_day, [...(byDay.get(slot.office_day) ?? []), iso(slot.starts_at)]);
  return byDay;
}

const setCalendar = (token: string, dailyLimit: number | null, bufferMinutes: number) =>
  backend.anon
    .rpc('dashboard_set_booking_calendar', { session_token: token, new_daily_limit: dailyLimit as number, new_buffer_minutes: bufferMinutes })
    .single();

describe('the daily limit and the buffer between calls', () => {
  it('take slots out of the free times and refuse a booking there, by Los Angeles days across the March change; blocks still work', async () => {
    // Thursday 11 March 2027, 6:50 am PST; clocks go forward on Sunday 14 March.
    await backend.setClock('2027-03-11T06:50:00-08:00');
    const staff = await staffToken();
    expect((await setCalendar(staff, 2, 30)).data).toEqual({ daily_limit: 2, buffer_minutes: 30 });
    const read = await backend.anon.rpc('dashboard_booking_calendar', { session_token: staff }).single();
    expect(read.data).toMatchObject({ daily_limit: 2, buffer_minutes: 30, feed_created_at: null });

    // Friday 12 March, 10 am PST (18:00 UTC): the half hours either side go; 9:00 and 11:00 stay.
    await booked('2027-03-12T10:00:00-08:00');
    let free = await freeByDay();
    expect(free.get('2027-03-12')).toEqual(expect.arrayContaining([iso('2027-03-12T09:00:00-08:00'), iso('2027-03-12T11:00:00-08:00')]));
    expect(free.get('2027-03-12')).not.toContain(iso('2027-03-12T09:30:00-08:00'));
    expect(free.get('2027-03-12')).not.toContain(iso('2027-03-12T10:30:00-08:00'));
    // Within the buffer: refused by the booking call itself, nothing stored.
    const tooClose = await book('2027-03-12T10:30:00-08:00');
    expect([tooClose.status, tooClose.error?.hint, tooClose.error?.message]).toEqual([
      409,
      'slot_taken',
      'That time was just taken. Please choose another time.',
    ]);

    // Monday 15 March, the first day of daylight time: 9 am PDT is 16:00 UTC, 5:30 pm PDT is 00:30 UTC Tuesday.
    await booked('2027-03-15T09:00:00-07:00');
    await booked('2027-03-15T17:30:00-07:00');
    free = await freeByDay();
    // Monday holds its 2 calls: no free time left that day; Tuesday keeps all 18 of its slots.
    expect(free.has('2027-03-15')).toBe(false);
    expect(free.get('2027-03-16')).toHaveLength(18);
    expect(free.get('2027-03-16')![0]).toBe(iso('2027-03-16T09:00:00-07:00'));
    const full = await book('2027-03-15T13:00:00-07:00');
    expect([full.status, full.error?.hint]).toEqual([409, 'slot_taken']);
    expect((await backend.sql<{ n: number }>('select count(*)::int as n from private.bookings'))[0]!.n).toBe(3);

    // Friday's second call fills Friday too (PST: its day runs 08:00 to 08:00 UTC).
    await booked('2027-03-12T14:00:00-08:00');
    expect((await freeByDay()).has('2027-03-12')).toBe(false);

    // A cancelled call frees its day's place and its buffer.
    await backend.sql(
      "update private.bookings set cancelled_at = private.clock_now(), cancelled_by = 'Visitor' where slot @> '2027-03-15T16:00:00Z'::timestamptz",
    );
    free = await freeByDay();
    expect(free.get('2027-03-15')).toContain(iso('2027-03-15T09:00:00-07:00'));
    expect(free.get('2027-03-15')).not.toContain(iso('2027-03-15T17:00:00-07:00'));

    // A blocked day still shows nothing; no limit and no buffer give Monday all but its one call back.
    const block = await backend.anon.rpc('dashboard_block_booking_days', { session_token: staff, first_day: '2027-03-16', last_day: '2027-03-16' });
    expect(block.error).toBeNull();
    await setCalendar(staff, null, 0);
    free = await freeByDay();
    expect(free.has('2027-03-16')).toBe(false);
    expect(free.get('2027-03-15')).toHaveLength(17);
  });

  it('are set by staff only (403), within 1 to 48 calls and 0 to 120 minutes (400, nothing changed)', async () => {
    const staff = await staffToken();
    const anonymous = await setCalendar('not-a-token', 3, 15);
    expect([anonymous.status, anonymous.error?.code]).toEqual([403, '28000']);
    const read = await backend.anon.rpc('dashboard_booking_calendar', { session_token: 'not-a-token' });
    expect(read.status).toBe(403);
    for (const limit of [0, 49, -1]) {
      const bad = await setCalendar(staff, limit, 15);
      expect([bad.status, bad.error?.message]).toEqual([400, 'The daily limit is 1 to 48 calls, or empty for no limit.']);
    }
    for (const buffer of [-5, 121, null]) {
      const bad = await setCalendar(staff, 3, buffer as number);
      expect([bad.status, bad.error?.message]).toEqual([400, 'The buffer between calls is 0 to 120 minutes.']);
    }
    expect(await backend.sql('select daily_limit, buffer_minutes from private.booking_settings')).toEqual([{ daily_limit: null, buffer_minutes: 0 }]);
    // The table's own checks hold whoever writes.
    await expect(backend.sql('update private.booking_settings set buffer_minutes = 500')).rejects.toThrow(/booking_settings_buffer_minutes_check/);
    await expect(backend.sql('update private.booking_settings set daily_limit = 0')).rejects.toThrow(/booking_settings_daily_limit_check/);
  });
});

describe('past weeks', () => {
  it('are listed in the Calls view: the calls of a week gone, cancelled ones marked', async () => {
    await backend.setClock('2026-11-30T08:00:00-08:00');
    const staff = await staffToken();
    const tuesday = await booked('2026-12-01T10:00:00-08:00', 'Past Tuesday');
    const friday = await booked('2026-12-04T15:00:00-08:00', 'Past Friday');
    await backend.sql("update private.bookings set cancelled_at = private.clock_now(), cancelled_by = 'Visitor' where id = $1", [friday]);
    // Two weeks later, the week before last.
    await backend.setClock('2026-12-14T08:00:00-08:00');
    const later = await staffToken();
    const { data, error } = await backend.anon.rpc('dashboard_calls', { session_token: later, from_day: '2026-11-30', days: 7 });
    expect(error).toBeNull();
    expect(data!.map((call) => [call.id, call.office_day, call.lead_name, call.cancelled_by])).toEqual([
      [tuesday, '2026-12-01', 'Past Tuesday', null],
      [friday, '2026-12-04', 'Past Friday', 'Visitor'],
    ]);
    expect(staff).not.toBe(later);
  });
});

/** The feed's content lines: CRLF-separated, folded lines joined again (RFC 5545 3.1). */
function unfold(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of body.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  return body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** Each VEVENT's properties, name to value (parameters dropped). */
function events(lines: string[]): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      found.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return found;
}

const feed = (token: string, init?: RequestInit) => fetch(`${backend.url}/functions/v1/calls-feed?token=${encodeURIComponent(token)}`, init);

async function newLink(staff: string): Promise<string> {
  const { data, error } = await backend.anon.rpc('dashboard_new_calls_feed', { session_token: staff }).single();
  expect(error).toBeNull();
  expect(data!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return data!.token;
}

describe('the calendar feed', () => {
  it('is the coming live calls as RFC 5545 events with the invite’s UID, UTC times, name and topic; cancelled calls absent', async () => {
    await backend.setClock('2027-03-11T06:50:00-08:00');
    const staff = await staffToken();
    const token = await newLink(staff);
    const kept = await booked('2027-03-15T09:00:00-07:00', 'Ana Ruiz', 'Local SEO; two shops, one map pin\nand reviews');
    const early = await booked('2027-03-12T10:00:00-08:00', 'Sam Lee', 'A long topic '.repeat(20));
    const gone = await booked('2027-03-16T11:00:00-07:00', 'Gone Visitor');
    await backend.sql("update private.bookings set cancelled_at = private.clock_now(), cancelled_by = 'Visitor' where id = $1", [gone]);

    const response = await feed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = unfold(await response.text());
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.some((line) => line.startsWith('METHOD:'))).toBe(false);
    const [first, second, ...rest] = events(lines);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ UID: `${early}@losangelesseogroup.com`, DTSTART: '20270312T180000Z', DTEND: '20270312T183000Z', STATUS: 'CONFIRMED' });
    expect(first!.SUMMARY).toMatch(/^Call: Sam Lee \(A long topic A long topic .*…\)$/);
    expect(second).toMatchObject({
      UID: `${kept}@losangelesseogroup.com`,
      DTSTART: '20270315T160000Z',
      DTEND: '20270315T163000Z',
      SUMMARY: 'Call: Ana Ruiz (Local SEO\\; two shops\\, one map pin and reviews)',
    });
    expect(second!.DESCRIPTION).toContain('Local SEO\\; two shops\\, one map pin\\nand reviews');
    expect(second!.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    // The UID is the one the visitor's invite carries (supabase/functions/_shared/booking-invite.ts).
    const { inviteUid } = await import('../../supabase/functions/_shared/booking-invite');
    expect(second!.UID).toBe(inviteUid(kept));

    // Only the SHA-256 is stored; the staff read says who made the link, never the link.
    expect(await backend.sql("select count(*)::int as n from private.calls_feed_links where token_hash = extensions.digest($1, 'sha256')", [token])).toEqual([
      { n: 1 },
    ]);
    expect(JSON.stringify(await backend.sql('select * from private.calls_feed_links'))).not.toContain(token);
    const read = await backend.anon.rpc('dashboard_booking_calendar', { session_token: staff }).single();
    expect(read.data).toMatchObject({ feed_created_by: 'Calendar Tester' });
    expect(JSON.stringify(read.data)).not.toContain(token);
  });

  it('covers today and the next 59 Los Angeles days only', async () => {
    await backend.setClock('2027-03-11T06:50:00-08:00');
    const token = await newLink(await staffToken());
    const lead = randomUUID();
    await backend.sql("insert into public.lsg_leads (id, name, email, lead_type) values ($1, 'Far Away', 'far@example.com', 'contact')", [lead]);
    // Written directly: the booking call offers only 10 working days. Yesterday, today, day 59 and day 60.
    for (const [id, at] of [
      [randomUUID(), '2027-03-10T10:00:00-08:00'],
      [randomUUID(), '2027-03-11T16:00:00-08:00'],
      [randomUUID(), '2027-05-09T10:00:00-07:00'],
      [randomUUID(), '2027-05-10T10:00:00-07:00'],
    ]) {
      await backend.sql(
        "insert into private.bookings (id, lead_id, slot, created_at) values ($1, $2, tstzrange($3::timestamptz, $3::timestamptz + interval '30 minutes'), private.clock_now())",
        [id, lead, at],
      );
    }
    const starts = events(unfold(await (await feed(token)).text())).map((event) => event.DTSTART);
    expect(starts).toEqual(['20270312T000000Z', '20270509T170000Z']);
  });

  it('is revoked by a new link: the old URL answers 410, the new one the calendar; an unknown token 404; staff only', async () => {
    const staff = await staffToken();
    const old = await newLink(staff);
    expect((await feed(old)).status).toBe(200);
    const fresh = await newLink(staff);
    const gone = await feed(old);
    expect([gone.status, await gone.text()]).toEqual([
      410,
      'This calendar link was replaced by a new one. Copy the new link from the Calls view of the dashboard.\n',
    ]);
    expect((await feed(fresh)).status).toBe(200);
    expect((await feed('A'.repeat(43))).status).toBe(404);
    expect((await feed('not a token')).status).toBe(404);
    expect((await fetch(`${backend.url}/functions/v1/calls-feed`)).status).toBe(404);
    expect((await feed(fresh, { method: 'POST' })).status).toBe(405);
    expect(await backend.sql('select count(*)::int as n from private.calls_feed_links where revoked_at is null')).toEqual([{ n: 1 }]);
    const anonymous = await backend.anon.rpc('dashboard_new_calls_feed', { session_token: 'not-a-token' });
    expect(anonymous.status).toBe(403);
    // The feed's read is the function's alone: the public key cannot call it.
    const direct = await backend.anon.rpc('calls_feed', { token: fresh, client_address: '203.0.113.9' });
    expect(direct.error).not.toBeNull();
    expect(direct.data).toBeNull();
  });

  it('is rate-limited per sender, wrong tokens counted too: past the budget 429 with Retry-After', async () => {
    await backend.sql("update private.write_limits set max_writes = 3 where scope = 'calls_feed'");
    const token = await newLink(await staffToken());
    expect((await feed('B'.repeat(43))).status).toBe(404);
    expect((await feed(token)).status).toBe(200);
    expect((await feed(token)).status).toBe(200);
    const refused = await feed(token);
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '60']);
    expect((await feed('C'.repeat(43))).status).toBe(429);
  });
});
