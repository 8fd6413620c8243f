/**
 * A booked call moved in one step (issue 61 item 1, docs/decisions/0070-move-a-call-in-one-step.md):
 * the manage link's move_consultation and staff's dashboard_move_call share private.move_booking,
 * which moves the same booking row to a free time in one transaction. What is checked is what the
 * visitor and the database see: the booking's row and its token, book_slots, the outbox rows, and
 * the e-mails in the local inbox with their invite.ics read by an independent parser
 * (tests/support/ics.ts): the same UID with a higher SEQUENCE, METHOD:REQUEST.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../supabase/local/inbox-message';
import { icsInstant, parseIcs } from '../support/ics';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ inbox: { capacity: 1000 }, functionEnv: { SITE_URL: 'https://www.losangelesseogroup.com' } });
}, 120_000);
afterAll(() => backend?.stop());
beforeEach(async () => {
  // Monday 7 December 2026, 7 am in Los Angeles: the calls below are on Tuesday to Friday.
  await backend.setClock('2026-12-07T07:00:00-08:00');
  await backend.sql("update private.lead_notifications set status = 'skipped' where status = 'pending'");
  for (const table of ['rate_buckets', 'bookings', 'booking_blocks']) await backend.sql(`delete from private.${table}`);
  await backend.sql("update private.write_limits set max_writes = 30 where scope = 'booking_move'");
  backend.inbox!.clear();
});

const TUESDAY_10 = '2026-12-08T10:00:00-08:00';
const WEDNESDAY_10 = '2026-12-09T10:00:00-08:00';
const THURSDAY_10 = '2026-12-10T10:00:00-08:00';
const THURSDAY_11 = '2026-12-10T11:00:00-08:00';
const FRIDAY_10 = '2026-12-11T10:00:00-08:00';
const iso = (at: string) => new Date(at).toISOString();

interface Booked {
  id: string;
  token: string;
  email: string;
}

async function book(slotStart: string, phone: string | null = '213-555-0199'): Promise<Booked> {
  const email = uniqueEmail('mover');
  const { data, error } = await backend.anon
    .rpc('book_consultation', { booking_id: randomUUID(), slot_start: slotStart, name: 'Maria Mover', email, ...(phone ? { phone } : {}), topic: 'Local SEO' })
    .single();
  expect(error).toBeNull();
  return { id: data!.id, token: data!.cancel_token!, email };
}

const move = async (token: string, slotStart: string) => {
  const { data, error, status } = await backend.anon.rpc('move_consultation', { token, slot_start: slotStart }).single();
  return { data, error, status };
};
const staffToken = async (name = 'Move Tester') =>
  (await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: name })).data!;
const staffMove = (session: string, bookingId: string, slotStart: string) =>
  backend.anon.rpc('dashboard_move_call', { session_token: session, booking_id: bookingId, slot_start: slotStart }).single();

const offered = async (slotStart: string) => {
  const { data } = await backend.anon.rpc('book_slots');
  return data!.some((slot) => Date.parse(slot.starts_at) === Date.parse(slotStart));
};
const bookingRow = async (id: string) =>
  (
    await backend.sql<{
      starts_at: string;
      sequence: number;
      moved_by: string | null;
      moved_from: string | null;
      visitor_moves: number;
      cancelled_at: string | null;
    }>(
      `select to_char(lower(slot) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') as starts_at, sequence, moved_by,
              to_char(lower(moved_from) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') as moved_from, visitor_moves, cancelled_at
         from private.bookings where id = $1`,
      [id],
    )
  )[0]!;
const outboxCount = async (id: string) =>
  (await backend.sql<{ n: number }>('select count(*)::int as n from private.lead_notifications where booking_id = $1', [id]))[0]!.n;
const pendingReminders = (id: string) =>
  backend.sql<{ reminder: string; due: string; starts_at: string }>(
    `select payload ->> 'reminder' as reminder, to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') as due, payload ->> 'starts_at' as starts_at
       from private.lead_notifications where booking_id = $1 and kind = 'booking_reminder' and status = 'pending' order by next_attempt_at`,
    [id],
  );
/** The messages to an address, oldest first (the inbox lists the newest first). */
const mailTo = (address: string) => backend.inbox!.messages({ to: address }).reverse();
const agencyMails = () => mailTo('leads@localhost.test');
const invite = (mail: InboxMessage) => parseIcs(Buffer.from(mail.attachments.find((a) => a.filename === 'invite.ics')!.content, 'base64').toString('utf8'));

describe('the visitor moves a call with the private link', () => {
  it('moves the same booking in one step: one updated invite (same UID, higher SEQUENCE), one "Call moved", the reminders re-timed, the token still works', async () => {
    const call = await book(TUESDAY_10);
    await backend.deliverNotifications();
    const [confirmation] = mailTo(call.email);
    const first = invite(confirmation!);
    expect([first.calendar.METHOD!.value, first.event.SEQUENCE!.value]).toEqual(['REQUEST', '0']);
    backend.inbox!.clear();

    const { data, error } = await move(call.token, THURSDAY_10);
    expect(error).toBeNull();
    expect(data).toEqual({ outcome: 'moved', starts_at: '2026-12-10T18:00:00+00:00', ends_at: '2026-12-10T18:30:00+00:00', moves_left: 2 });

    // One row, moved in place: the live bookings are counted once, the old time is free, the new one taken.
    expect(await backend.sql('select count(*)::int as n from private.bookings')).toEqual([{ n: 1 }]);
    expect(await bookingRow(call.id)).toEqual({
      starts_at: iso(THURSDAY_10),
      sequence: 1,
      moved_by: 'Visitor',
      moved_from: iso(TUESDAY_10),
      visitor_moves: 1,
      cancelled_at: null,
    });
    expect([await offered(TUESDAY_10), await offered(THURSDAY_10)]).toEqual([true, false]);
    // The same token manages it.
    const { data: state } = await backend.anon.rpc('consultation_state', { token: call.token }, { get: true }).single();
    expect(state).toEqual({ state: 'booked', starts_at: '2026-12-10T18:00:00+00:00', ends_at: '2026-12-10T18:30:00+00:00' });
    // The reminders follow the new time: the old ones are skipped, two new ones due at start - 24 h and start - 1 h.
    expect(await pendingReminders(call.id)).toEqual([
      { reminder: '24h', due: '2026-12-09T18:00:00.000Z', starts_at: '2026-12-10T18:00:00+00:00' },
      { reminder: '1h', due: '2026-12-10T17:00:00.000Z', starts_at: '2026-12-10T18:00:00+00:00' },
    ]);
    expect(
      await backend.sql(
        "select count(*)::int as n from private.lead_notifications where booking_id = $1 and kind = 'booking_reminder' and last_error like '%was moved%'",
        [call.id],
      ),
    ).toEqual([{ n: 2 }]);

    await backend.deliverNotifications();
    // The visitor: one e-mail, the updated invite of the same event; no cancellation, no new confirmation.
    const visitor = mailTo(call.email);
    expect(visitor.map((mail) => mail.subject)).toEqual(['Your free consultation is moved: Thursday, December 10, 2026, 10:00 AM PST']);
    expect(visitor[0]!.attachments.map((a) => [a.filename, a.contentType])).toEqual([['invite.ics', 'text/calendar; charset=utf-8; method=REQUEST']]);
    const updated = invite(visitor[0]!);
    expect(updated.events).toBe(1);
    expect(updated.calendar.METHOD!.value).toBe('REQUEST');
    expect(updated.event.UID!.value).toBe(first.event.UID!.value);
    expect(Number(updated.event.SEQUENCE!.value)).toBeGreaterThan(Number(first.event.SEQUENCE!.value));
    expect([icsInstant(updated.event.DTSTART!.value), icsInstant(updated.event.DTEND!.value)]).toEqual([iso(THURSDAY_10), '2026-12-10T18:30:00.000Z']);
    expect(updated.event.LOCATION!.value).toBe('Phone: we call you at (213) 555-0199');
    expect(visitor[0]!.text).toContain('It was on Tuesday, December 8, 2026, 10:00 AM PST to 10:30 AM PST (Pacific Time)');
    expect(visitor[0]!.text).toContain(`/book/manage?token=${encodeURIComponent(call.token)}`);
    // The agency: one "Call moved", nothing cancelled or booked anew.
    expect(agencyMails().map((mail) => mail.subject)).toEqual(['Call moved: Maria Mover, Thursday, December 10, 2026 10:00 AM PST']);
    expect(agencyMails()[0]!.text).toContain('The free consultation was moved (Visitor) to Thursday, December 10, 2026, 10:00 AM PST');

    // The day-before reminder comes for the new time, once.
    await backend.setClock('2026-12-09T10:00:00-08:00');
    await backend.deliverNotifications();
    expect(mailTo(call.email).map((mail) => mail.subject)).toContain('Your free consultation tomorrow: 10:00 AM PST');

    // Cancelled afterwards, its METHOD:CANCEL is one SEQUENCE above the moved invite.
    backend.inbox!.clear();
    expect((await backend.anon.rpc('cancel_consultation', { token: call.token }).single()).data!.outcome).toBe('cancelled');
    await backend.deliverNotifications();
    const cancelled = invite(mailTo(call.email).find((mail) => mail.subject === 'Your free consultation is cancelled')!);
    expect([cancelled.calendar.METHOD!.value, cancelled.event.UID!.value, cancelled.event.SEQUENCE!.value]).toEqual(['CANCEL', first.event.UID!.value, '2']);
  });

  it('keeps the call where it was when the new time is taken, blocked, not offered or too soon: an answer, not an error, and nothing queued', async () => {
    const call = await book(TUESDAY_10);
    await book(THURSDAY_10);
    await backend.sql("insert into private.booking_blocks (during, created_at, created_by) values (tstzrange($1, $2), private.clock_now(), 'Dana')", [
      FRIDAY_10,
      '2026-12-11T10:30:00-08:00',
    ]);
    const queued = await outboxCount(call.id);
    // 7:30 am: today's 9 am is on the grid but less than the 2-hour lead time ahead.
    await backend.setClock('2026-12-07T07:30:00-08:00');
    const answers = [];
    for (const slot of [THURSDAY_10, FRIDAY_10, '2026-12-09T10:15:00-08:00', '2026-12-12T10:00:00-08:00', '2026-12-07T09:00:00-08:00', TUESDAY_10]) {
      const { data, error } = await move(call.token, slot);
      expect(error).toBeNull();
      answers.push(data!.outcome);
      expect([data!.starts_at, data!.moves_left]).toEqual(['2026-12-08T18:00:00+00:00', 3]);
    }
    expect(answers).toEqual(['slot_taken', 'slot_taken', 'slot_not_offered', 'slot_not_offered', 'slot_too_soon', 'unchanged']);
    expect(await bookingRow(call.id)).toEqual({
      starts_at: iso(TUESDAY_10),
      sequence: 0,
      moved_by: null,
      moved_from: null,
      visitor_moves: 0,
      cancelled_at: null,
    });
    expect(await outboxCount(call.id)).toBe(queued);
    expect(await offered(TUESDAY_10)).toBe(false);
  });

  it('moves into its own buffer and within its own full day (the daily limit and buffer of decision 0071 leave the moving call out), and still not next to another call', async () => {
    await backend.sql('update private.booking_settings set daily_limit = 1, buffer_minutes = 30');
    try {
      const call = await book(TUESDAY_10);
      const other = await book(THURSDAY_10);
      // Half an hour later on the same day: inside the call's own buffer, on a day already at its limit of 1.
      const later = await move(call.token, '2026-12-08T10:30:00-08:00');
      expect(later.error).toBeNull();
      expect(later.data).toMatchObject({ outcome: 'moved' });
      expect(await bookingRow(call.id)).toMatchObject({ starts_at: iso('2026-12-08T10:30:00-08:00'), sequence: 1 });
      // Within the buffer of another live call, or onto its full day: refused, the call kept.
      const beside = await move(call.token, THURSDAY_11);
      expect(beside.data).toMatchObject({ outcome: 'slot_taken' });
      expect(await bookingRow(call.id)).toMatchObject({ starts_at: iso('2026-12-08T10:30:00-08:00'), sequence: 1 });
      expect(await bookingRow(other.id)).toMatchObject({ starts_at: iso(THURSDAY_10), sequence: 0 });
    } finally {
      await backend.sql('update private.booking_settings set daily_limit = null, buffer_minutes = 0');
    }
  });

  it('holds the budgets: 3 moves per booking by its link, calls counted per network, a bad or old link answered, never a 5xx', async () => {
    const call = await book(TUESDAY_10);
    for (const [slot, left] of [
      [WEDNESDAY_10, 2],
      [THURSDAY_10, 1],
      [THURSDAY_11, 0],
    ] as const) {
      const { data } = await move(call.token, slot);
      expect([data!.outcome, data!.moves_left]).toEqual(['moved', left]);
    }
    const { data: fourth } = await move(call.token, FRIDAY_10);
    expect(fourth).toEqual({ outcome: 'moves_used', starts_at: '2026-12-10T19:00:00+00:00', ends_at: '2026-12-10T19:30:00+00:00', moves_left: 0 });
    expect(await offered(FRIDAY_10)).toBe(true);
    // Still one live booking: the mailbox's and the network's live-booking budgets count it once.
    expect(await backend.sql('select count(*)::int as n from private.bookings where cancelled_at is null')).toEqual([{ n: 1 }]);

    // A tampered or unknown link, and one of a cancelled or begun call.
    const tampered = `${call.token.slice(0, -1)}${call.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await move(tampered, FRIDAY_10)).data!.outcome).toBe('not_valid');
    expect((await move('nonsense', FRIDAY_10)).data!.outcome).toBe('not_valid');
    const other = await book(TUESDAY_10);
    await backend.anon.rpc('cancel_consultation', { token: other.token }).single();
    expect((await move(other.token, FRIDAY_10)).data!.outcome).toBe('cancelled');
    const soon = await book(WEDNESDAY_10);
    await backend.setClock('2026-12-09T10:05:00-08:00');
    expect((await move(soon.token, FRIDAY_10)).data!.outcome).toBe('started');

    // Every call counts against the network's booking_move budget; past it, 429 and nothing moved.
    // (The clock moved two days: the window opened anew with the call above.)
    await backend.sql("update private.write_limits set max_writes = 2 where scope = 'booking_move'");
    expect((await move(soon.token, FRIDAY_10)).data!.outcome).toBe('started');
    const refused = await move(soon.token, FRIDAY_10);
    expect([refused.status, refused.error?.code]).toEqual([429, 'PT429']);
  });

  it('says how the call happens: the number we call in digits only, or a video link by e-mail when no phone was given', async () => {
    const byPhone = await book(TUESDAY_10, '+1 (213) 555-0177 evil.example');
    const byVideo = await book(WEDNESDAY_10, null);
    await backend.deliverNotifications();
    const phoneMail = mailTo(byPhone.email)[0]!;
    expect(phoneMail.text).toContain('We will call you at +1 (213) 555-0177 at the time of the call.');
    expect(phoneMail.text).not.toContain('evil.example');
    expect(invite(phoneMail).event.LOCATION!.value).toBe('Phone: we call you at +1 (213) 555-0177');
    const videoMail = mailTo(byVideo.email)[0]!;
    expect(videoMail.text).toContain('The call is by video: we will e-mail you the video link before the call.');
    expect(invite(videoMail).event.LOCATION!.value).toBe('Video call: the link comes by e-mail before the call');
    const agency = agencyMails().find((mail) => mail.subject.includes('Wednesday'))!;
    expect(agency.text).toContain('no phone number we can call was given, so it is by video. E-mail the visitor the video link before the call');
  });
});

describe('staff move a call', () => {
  it('moves it from the Calls view signed with the staff name, not counted against the visitor, and the visitor gets the updated invite', async () => {
    const call = await book(TUESDAY_10);
    await move(call.token, WEDNESDAY_10);
    await backend.deliverNotifications();
    backend.inbox!.clear();

    const session = await staffToken();
    const { data, error } = await staffMove(session, call.id, FRIDAY_10);
    expect(error).toBeNull();
    expect(data).toMatchObject({ starts_at: '2026-12-11T18:00:00+00:00', moved_by: 'Move Tester', visitor_emailed: true });
    expect(await bookingRow(call.id)).toEqual({
      starts_at: iso(FRIDAY_10),
      sequence: 2,
      moved_by: 'Move Tester',
      moved_from: iso(WEDNESDAY_10),
      visitor_moves: 1,
      cancelled_at: null,
    });
    const { data: calls } = await backend.anon.rpc('dashboard_calls', { session_token: session, from_day: '2026-12-11', days: 1 });
    expect(calls!.map((row) => [row.id, row.moved_by, row.moved_from_starts_at])).toEqual([[call.id, 'Move Tester', '2026-12-09T18:00:00+00:00']]);

    await backend.deliverNotifications();
    const [moved] = mailTo(call.email);
    expect(moved!.subject).toBe('Your free consultation is moved: Friday, December 11, 2026, 10:00 AM PST');
    expect([invite(moved!).calendar.METHOD!.value, invite(moved!).event.SEQUENCE!.value]).toEqual(['REQUEST', '2']);
    expect(agencyMails().map((mail) => mail.subject)).toEqual(['Call moved: Maria Mover, Friday, December 11, 2026 10:00 AM PST']);
    expect(agencyMails()[0]!.text).toContain('moved (Move Tester)');
  });

  it('requires a live session (403) and refuses no call (404), a taken time (409) and a time not offered (400), changing nothing', async () => {
    const call = await book(TUESDAY_10);
    await book(THURSDAY_10);
    const queued = await outboxCount(call.id);
    const wrong = await staffMove('not-a-token', call.id, WEDNESDAY_10);
    expect([wrong.status, wrong.error?.code]).toEqual([403, '28000']);
    const session = await staffToken();
    const missing = await staffMove(session, randomUUID(), WEDNESDAY_10);
    expect([missing.status, missing.error?.message]).toEqual([404, 'This call no longer exists.']);
    const taken = await staffMove(session, call.id, THURSDAY_10);
    expect([taken.status, taken.error?.message, taken.error?.hint]).toEqual([409, 'That time was just taken. Please choose another time.', 'slot_taken']);
    const offGrid = await staffMove(session, call.id, '2026-12-09T10:10:00-08:00');
    expect([offGrid.status, offGrid.error?.message]).toEqual([400, 'Please choose one of the times offered.']);
    expect(await bookingRow(call.id)).toMatchObject({ starts_at: iso(TUESDAY_10), sequence: 0 });
    expect(await outboxCount(call.id)).toBe(queued);
  });
});
