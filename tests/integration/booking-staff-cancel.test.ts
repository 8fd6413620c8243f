/**
 * Staff undo abuse (issue 59 item 6, docs/decisions/0063-calls-view.md, amended): staff cancel one
 * call from the Calls view, signed with their name, as the visitor's own link does (the slot offered
 * again at once, the visitor's METHOD:CANCEL notice sent, the lead's history saying who); and cancel
 * every live, unmarked, not yet begun call of one sender (the key the limits count: an IPv4 address,
 * an IPv6 /64) in one call, leaving everyone else's alone. Each booking is sent as the /book page
 * sends it, from the address the test chooses (LOCAL_TRUSTED_PROXY: the gateway keeps a loopback
 * proxy's X-Real-IP, decision 0007); what landed is read in the tables, book_slots and the local inbox.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../supabase/local/inbox-message';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ inbox: { capacity: 500 }, functionEnv: { LOCAL_TRUSTED_PROXY: 'true' } });
}, 120_000);
afterAll(() => backend?.stop());
beforeEach(async () => {
  // Monday 7 December 2026, 7 am in Los Angeles: the calls below are on Tuesday to Thursday.
  await backend.setClock('2026-12-07T07:00:00-08:00');
  backend.inbox!.clear();
});
afterEach(async () => {
  await backend.sql("update private.lead_notifications set status = 'skipped' where status = 'pending'");
  for (const table of ['rate_buckets', 'bookings']) await backend.sql(`delete from private.${table}`);
  await backend.setClockOffset(0);
});

async function staffToken(name = 'Undo Tester'): Promise<string> {
  const { data } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: name });
  return data!;
}

/** Books a slot from the sending address `from`, as the /book page does (one book_consultation call). */
async function bookFrom(from: string, slotStart: string, email = uniqueEmail('undo')): Promise<{ id: string; email: string }> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/book_consultation`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', 'X-Real-IP': from, 'X-Forwarded-For': from },
    body: JSON.stringify({ booking_id: randomUUID(), slot_start: slotStart, name: 'Eve Flood', email }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { id: ((await response.json()) as { id: string }[])[0]!.id, email };
}

const offered = async (slotStart: string) => {
  const { data, error } = await backend.anon.rpc('book_slots');
  expect(error).toBeNull();
  return data!.some((slot) => Date.parse(slot.starts_at) === Date.parse(slotStart));
};
const bookings = () =>
  backend.sql<{ id: string; sender: string | null; cancelled_by: string | null }>('select id, sender, cancelled_by from private.bookings order by lower(slot)');
const cancelCall = (token: string, bookingId: string) => backend.anon.rpc('dashboard_cancel_call', { session_token: token, booking_id: bookingId }).single();
const cancelSender = (token: string, bookingId: string) => backend.anon.rpc('dashboard_cancel_sender_calls', { session_token: token, booking_id: bookingId }).single();
const notices = (bookingId: string) =>
  backend.sql<{ kind: string; recipient: string | null; status: string; cancelled_by: string | null }>(
    "select kind, recipient, status, payload ->> 'cancelled_by' as cancelled_by from private.lead_notifications where booking_id = $1 and (kind in ('booking_cancelled', 'booking_agency') and (payload ->> 'event' = 'cancelled' or kind = 'booking_cancelled')) order by kind",
    [bookingId],
  );
const TUESDAY_10 = '2026-12-08T10:00:00-08:00';
const TUESDAY_11 = '2026-12-08T11:00:00-08:00';
const WEDNESDAY_10 = '2026-12-09T10:00:00-08:00';
const THURSDAY_10 = '2026-12-10T10:00:00-08:00';

describe('staff cancel a call', () => {
  it('cancels it signed with the staff name: the slot is offered again at once, the visitor gets the cancel notice, the lead says who', async () => {
    const staff = await staffToken();
    const call = await bookFrom('198.51.100.7', TUESDAY_10);
    await backend.deliverNotifications();
    expect(await offered(TUESDAY_10)).toBe(false);

    const { data, error } = await cancelCall(staff, call.id);
    expect(error).toBeNull();
    expect(data).toMatchObject({ cancelled_by: 'Undo Tester', visitor_emailed: true });
    expect(await offered(TUESDAY_10)).toBe(true);
    expect(await bookings()).toEqual([{ id: call.id, sender: '198.51.100.7', cancelled_by: 'Undo Tester' }]);
    expect(await notices(call.id)).toEqual([
      { kind: 'booking_agency', recipient: null, status: 'pending', cancelled_by: 'Undo Tester' },
      { kind: 'booking_cancelled', recipient: call.email, status: 'pending', cancelled_by: null },
    ]);
    // The reminders will not go.
    expect(await backend.sql("select status from private.lead_notifications where booking_id = $1 and kind = 'booking_reminder'", [call.id])).toEqual([
      { status: 'skipped' },
      { status: 'skipped' },
    ]);

    // The same notice the visitor's own cancel sends: its METHOD:CANCEL invite removes the call from their calendar.
    await backend.deliverNotifications();
    const [notice] = backend.inbox!.messages({ to: call.email }).filter((mail: InboxMessage) => mail.subject === 'Your free consultation is cancelled');
    expect(notice!.attachments.map((a) => [a.filename, a.contentType])).toEqual([['invite.ics', 'text/calendar; charset=utf-8; method=CANCEL']]);
    const agency = backend.inbox!.messages({ to: 'leads@localhost.test' }).find((mail: InboxMessage) => mail.subject.startsWith('Call cancelled: Eve Flood'));
    expect(agency!.text).toContain('was cancelled (Undo Tester)');

    // The Calls view and the lead's page say who cancelled.
    const { data: calls } = await backend.anon.rpc('dashboard_calls', { session_token: staff, from_day: '2026-12-08', days: 1 });
    expect(calls!.map((row) => [row.id, row.cancelled_by, row.sender_calls])).toEqual([[call.id, 'Undo Tester', 0]]);
    const { data: lead } = await backend.anon.rpc('dashboard_get_lead', { session_token: staff, lead_id: call.id });
    expect(lead).toMatchObject({ bookings: [expect.objectContaining({ id: call.id, cancelled_by: 'Undo Tester', starts_at: '2026-12-08T18:00:00+00:00' })] });
  });

  it('is refused without a live session (wrong or expired, 403), for no call (404), and for a call cancelled, marked or begun (409); nothing is written', async () => {
    const staff = await staffToken();
    const call = await bookFrom('198.51.100.7', TUESDAY_10);
    const queued = async () => (await backend.sql<{ n: number }>('select count(*)::int as n from private.lead_notifications where booking_id = $1', [call.id]))[0]!.n;
    const before = await queued();

    const wrong = await cancelCall('not-a-token', call.id);
    expect([wrong.status, wrong.error?.code]).toEqual([403, '28000']);
    // A session lasts 24 hours by the database's clock.
    await backend.setClock('2026-12-08T07:05:00-08:00');
    const expired = await cancelCall(staff, call.id);
    expect([expired.status, expired.error?.code]).toEqual([403, '28000']);
    expect(await offered(TUESDAY_10)).toBe(false);

    const fresh = await staffToken();
    const missing = await cancelCall(fresh, randomUUID());
    expect([missing.status, missing.error?.message]).toEqual([404, 'This call no longer exists.']);
    await backend.sql("update private.bookings set outcome = 'attended', outcome_at = private.clock_now(), outcome_by = 'Dana' where id = $1", [call.id]);
    const marked = await cancelCall(fresh, call.id);
    expect([marked.status, marked.error?.message]).toEqual([409, 'This call is marked attended or no-show: clear the mark to cancel it.']);
    await backend.sql('update private.bookings set outcome = null, outcome_at = null, outcome_by = null where id = $1', [call.id]);
    await backend.setClock('2026-12-08T10:00:00-08:00');
    const begun = await cancelCall(await staffToken(), call.id);
    expect([begun.status, begun.error?.message]).toEqual([409, 'This call has begun: mark it attended or no-show instead.']);
    expect(await bookings()).toEqual([{ id: call.id, sender: '198.51.100.7', cancelled_by: null }]);
    expect(await queued()).toBe(before);

    await backend.setClock('2026-12-07T08:00:00-08:00');
    const later = await staffToken();
    expect((await cancelCall(later, call.id)).error).toBeNull();
    const again = await cancelCall(later, call.id);
    expect([again.status, again.error?.message]).toEqual([409, 'This call was cancelled already.']);
  });
});

describe('staff cancel every call of one sender', () => {
  it("cancels that sender's live future calls, each e-mailed and freed, and leaves others', its begun, marked and cancelled ones alone", async () => {
    const staff = await staffToken('Release Tester');
    const flood = [await bookFrom('198.51.100.7', TUESDAY_10), await bookFrom('198.51.100.7', WEDNESDAY_10)];
    const other = await bookFrom('198.51.100.8', TUESDAY_11);
    // The same sender's calls the release must not touch: one begun, one marked, one the visitor cancelled.
    const lead = flood[0]!.id;
    const insert = (slot: string, extra = '') =>
      backend.sql(
        `insert into private.bookings (id, lead_id, slot, created_at, sender${extra ? ', outcome, outcome_at, outcome_by' : ''})
         values (gen_random_uuid(), $1, tstzrange($2::timestamptz, $2::timestamptz + interval '30 minutes'), private.clock_now(), '198.51.100.7'${extra})`,
        [lead, slot],
      );
    await insert('2026-12-07T06:30:00-08:00');
    await insert(THURSDAY_10, ", 'attended', private.clock_now(), 'Dana'");
    await insert('2026-12-10T11:00:00-08:00');
    await backend.sql("update private.bookings set cancelled_at = private.clock_now(), cancelled_by = 'Visitor' where lower(slot) = '2026-12-10T11:00:00-08:00'");

    // The Calls view says how many the release would cancel, on each of the sender's calls.
    const { data: calls } = await backend.anon.rpc('dashboard_calls', { session_token: staff, from_day: '2026-12-07', days: 8 });
    expect(calls!.map((row) => [row.starts_at, row.sender, row.sender_calls])).toEqual([
      ['2026-12-07T14:30:00+00:00', '198.51.100.7', 2],
      ['2026-12-08T18:00:00+00:00', '198.51.100.7', 2],
      ['2026-12-08T19:00:00+00:00', '198.51.100.8', 1],
      ['2026-12-09T18:00:00+00:00', '198.51.100.7', 2],
      ['2026-12-10T18:00:00+00:00', '198.51.100.7', 2],
      ['2026-12-10T19:00:00+00:00', '198.51.100.7', 2],
    ]);

    const { data, error } = await cancelSender(staff, flood[1]!.id);
    expect(error).toBeNull();
    expect(data).toEqual({ cancelled: 2, visitors_emailed: 2 });
    expect((await bookings()).map((row) => row.cancelled_by)).toEqual([null, 'Release Tester', null, 'Release Tester', null, 'Visitor']);
    for (const call of flood) {
      expect(await offered(call.id === flood[0]!.id ? TUESDAY_10 : WEDNESDAY_10)).toBe(true);
      expect((await notices(call.id)).map((row) => [row.kind, row.recipient])).toEqual([
        ['booking_agency', null],
        ['booking_cancelled', call.email],
      ]);
    }
    expect(await offered(TUESDAY_11)).toBe(false);
    expect(await notices(other.id)).toEqual([]);

    // Again: nothing left to cancel.
    expect((await cancelSender(staff, flood[0]!.id)).data).toEqual({ cancelled: 0, visitors_emailed: 0 });
  });

  it('counts an IPv6 /64 as one sender, and refuses without a session (403), for no call (404) and for a call whose sender is not known (409)', async () => {
    const staff = await staffToken();
    const host = [await bookFrom('2001:db8:4:5::1', TUESDAY_10), await bookFrom('2001:db8:4:5:ffff::2', WEDNESDAY_10)];
    const neighbour = await bookFrom('2001:db8:4:6::1', TUESDAY_11);
    expect((await bookings()).map((row) => row.sender)).toEqual(['2001:db8:4:5::/64', '2001:db8:4:6::/64', '2001:db8:4:5::/64']);

    const wrong = await cancelSender('not-a-token', host[0]!.id);
    expect([wrong.status, wrong.error?.code]).toEqual([403, '28000']);
    const missing = await cancelSender(staff, randomUUID());
    expect([missing.status, missing.error?.message]).toEqual([404, 'This call no longer exists.']);
    // Written outside an API request (a seed, SQL): no sender.
    const [unknown] = await backend.sql<{ id: string }>(
      "insert into private.bookings (id, lead_id, slot, created_at) values (gen_random_uuid(), $1, tstzrange($2::timestamptz, $2::timestamptz + interval '30 minutes'), private.clock_now()) returning id",
      [neighbour.id, THURSDAY_10],
    );
    const nobody = await cancelSender(staff, unknown!.id);
    expect([nobody.status, nobody.error?.message]).toEqual([409, 'Who booked this call is not known: cancel it on its own.']);
    expect((await bookings()).every((row) => row.cancelled_by === null)).toBe(true);

    expect((await cancelSender(staff, host[0]!.id)).data).toEqual({ cancelled: 2, visitors_emailed: 2 });
    expect((await bookings()).map((row) => [row.sender, row.cancelled_by])).toEqual([
      ['2001:db8:4:5::/64', 'Undo Tester'],
      ['2001:db8:4:6::/64', null],
      ['2001:db8:4:5::/64', 'Undo Tester'],
      [null, null],
    ]);
  });
});
