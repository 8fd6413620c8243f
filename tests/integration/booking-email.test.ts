/**
 * The booking e-mails through the outbox (issue 53, part 3; docs/decisions/0061-booking-emails.md):
 * a booking wakes the sender for the visitor's confirmation (with an invite.ics whose times are the
 * booking's) and the agency's e-mail; the visitor's e-mails carry nothing the visitor typed; the
 * reminders go out by the sweeper 24 hours and 1 hour before the call, once each, with the
 * database's clock moved, and never after a cancellation; one address holds at most one live booking
 * whose confirmation was sent in 24 hours, and is sent at most 2 booking confirmations in them, so a
 * call moved with the private link (cancel, book again) is e-mailed and a second call is not
 * (decision 0061, amended). Read where it lands: the local inbox and the outbox.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../supabase/local/inbox-message';
import { icsInstant, parseIcs, unescapeText } from '../support/ics';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ inbox: { capacity: 5000 }, functionEnv: { SITE_URL: 'https://www.losangelesseogroup.com', LOCAL_TRUSTED_PROXY: 'true' } });
}, 120_000);
afterAll(() => backend?.stop());
beforeEach(async () => {
  // The mail caps of one address are tested behind the booking budget, which refuses an address's
  // third live booking before any e-mail (booking_mailbox, decision 0066; abuse-budget.test.ts).
  await backend.sql("update private.write_limits set max_writes = 100000 where scope = 'booking_mailbox'");
  await backend.sql("update private.lead_notifications set status = 'skipped' where status = 'pending'");
  await backend.sql('delete from private.bookings');
  await backend.sql('delete from private.rate_buckets');
  backend.inbox!.clear();
});

/** What a stranger might type to get it mailed under the agency's name. */
const TYPED = { name: 'Mallory http://win.evil.example', topic: 'Claim your prize at https://claim.evil.example', website: 'https://prize.evil.example' };
const TYPED_WORDS = ['Mallory', 'evil.example', 'prize'];

function book(slotStart: string, email: string, changes: Record<string, unknown> = {}) {
  return backend.anon
    .rpc('book_consultation', { booking_id: randomUUID(), slot_start: slotStart, email, phone: '213-555-0199', source_path: '/book', ...TYPED, ...changes } as never)
    .single<{ id: string; starts_at: string; ends_at: string; cancel_token: string }>();
}
async function booked(slotStart: string, email: string, changes: Record<string, unknown> = {}) {
  const { data, error } = await book(slotStart, email, changes);
  expect(error).toBeNull();
  return data!;
}

async function cancel(token: string) {
  const { data, error } = await backend.anon.rpc('cancel_consultation', { token }).single<{ outcome: string }>();
  expect(error).toBeNull();
  expect(data!.outcome).toBe('cancelled');
}

/** The messages to an address (any case), oldest first (the inbox lists the newest first). */
const to = (address: string) => backend.inbox!.messages({ to: address }).reverse();
const subjects = (address: string) => to(address).map((mail) => mail.subject);
const agencyMails = () => to('leads@localhost.test');
const invite = (mail: InboxMessage) => parseIcs(Buffer.from(mail.attachments.find((a) => a.filename === 'invite.ics')!.content, 'base64').toString('utf8'));
const rows = (bookingId: string) =>
  backend.sql<{ kind: string; status: string; reminder: string | null; due: string; last_error: string | null }>(
    `select kind, status, payload ->> 'reminder' as reminder, to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due, last_error
       from private.lead_notifications where booking_id = $1 order by kind, next_attempt_at`,
    [bookingId],
  );

/** Runs the minute sweeper at `at` (the database's clock). */
async function sweepAt(at: string) {
  await backend.setClock(at);
  return backend.deliverNotifications();
}

describe('a booking', () => {
  it('wakes the sender for the confirmation with its invite and the agency e-mail; the visitor reads no word they typed', async () => {
    // Monday 15 March 2027, 8 am PDT (daylight time began the day before); the call is Wednesday 17 March, 10 am PDT.
    await backend.setClock('2027-03-15T08:00:00-07:00');
    const email = uniqueEmail('booker');
    const booking = await booked('2027-03-17T10:00:00-07:00', email);

    // A wake-up ({"only":"leads"}) sends the two e-mails someone waits for, not the reminders.
    const woken = await backend.deliverNotifications({ only: 'leads' });
    expect(woken).toMatchObject({ claimed: 2, sent: 2 });
    const [confirmation, ...others] = to(email);
    expect(others).toEqual([]);
    expect(confirmation!.subject).toBe('Your free consultation is booked: Wednesday, March 17, 2027, 10:00 AM PDT');
    expect(confirmation!.from).toBe('Los Angeles SEO Group <reports@losangelesseogroup.com>');
    expect(confirmation!.replyTo).toBe('hello@losangelesseogroup.com');
    expect(confirmation!.text).toContain('Wednesday, March 17, 2027, 10:00 AM PDT to 10:30 AM PDT (Pacific Time)');
    expect(confirmation!.text).toContain('We will e-mail you a reminder the day before and an hour before the call.');
    expect(confirmation!.text).toContain(`https://www.losangelesseogroup.com/book/manage?token=${booking.cancel_token}`);
    expect(confirmation!.attachments.map((a) => [a.filename, a.contentType])).toEqual([['invite.ics', 'text/calendar; charset=utf-8; method=REQUEST']]);
    const ics = invite(confirmation!);
    expect(ics.calendar.METHOD!.value).toBe('REQUEST');
    expect([icsInstant(ics.event.DTSTART!.value), icsInstant(ics.event.DTEND!.value)]).toEqual([
      new Date(booking.starts_at).toISOString(),
      new Date(booking.ends_at).toISOString(),
    ]);
    expect(ics.event.DTSTART!.value).toBe('20270317T170000Z');
    expect(ics.event.UID!.value).toBe(`${booking.id}@losangelesseogroup.com`);
    expect(ics.event.ATTENDEE!.value).toBe(`mailto:${email}`);
    // Nothing the visitor typed, in the text, the HTML or the invite.
    const visitorSees = [confirmation!.subject, confirmation!.text, confirmation!.html, unescapeText(Buffer.from(confirmation!.attachments[0]!.content, 'base64').toString('utf8'))].join('\n');
    for (const word of TYPED_WORDS) expect(visitorSees).not.toContain(word);

    // The agency has it all, reply-to the visitor.
    const [agency] = agencyMails();
    expect(agency!.subject).toBe('Call booked: Mallory http://win.evil.example, Wednesday, March 17, 2027 10:00 AM PDT');
    expect(agency!.replyTo).toBe(email);
    for (const words of [TYPED.topic, TYPED.website, '213-555-0199', `/dashboard?lead=${booking.id}`]) expect(agency!.text).toContain(words);
    expect(agencyMails()).toHaveLength(1);

    // The reminders wait for their time: 24 hours and 1 hour before the call.
    expect(await rows(booking.id)).toEqual([
      { kind: 'booking_agency', status: 'sent', reminder: null, due: '2027-03-15T15:00', last_error: null },
      { kind: 'booking_confirmation', status: 'sent', reminder: null, due: '2027-03-15T15:00', last_error: null },
      { kind: 'booking_reminder', status: 'pending', reminder: '24h', due: '2027-03-16T17:00', last_error: null },
      { kind: 'booking_reminder', status: 'pending', reminder: '1h', due: '2027-03-17T16:00', last_error: null },
    ]);

    // The sweeper sends each reminder once, at its time and not a minute before.
    await sweepAt('2027-03-16T09:59:00-07:00');
    expect(subjects(email)).toHaveLength(1);
    await sweepAt('2027-03-16T10:00:00-07:00');
    await sweepAt('2027-03-16T10:01:00-07:00');
    expect(subjects(email).slice(1)).toEqual(['Your free consultation tomorrow: 10:00 AM PDT']);
    await sweepAt('2027-03-17T08:59:00-07:00');
    expect(subjects(email)).toHaveLength(2);
    await sweepAt('2027-03-17T09:00:00-07:00');
    await sweepAt('2027-03-17T09:30:00-07:00');
    expect(subjects(email).slice(1)).toEqual(['Your free consultation tomorrow: 10:00 AM PDT', 'Your free consultation in one hour: 10:00 AM PDT']);
    const reminder = to(email)[2]!;
    expect(reminder.text).toContain(`/book/manage?token=${booking.cancel_token}`);
    for (const word of TYPED_WORDS) expect(`${reminder.text}${reminder.html}`).not.toContain(word);
    expect((await rows(booking.id)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(backend.inbox!.counters().replayed).toBe(0);
  });

  it('cancelled: the visitor gets a METHOD:CANCEL of the same UID, the agency hears of it, and no reminder goes out', async () => {
    // Tuesday 27 October 2026, 8 am PDT; the call is Tuesday 3 November, 10 am PST (standard time from 1 November).
    await backend.setClock('2026-10-27T08:00:00-07:00');
    const email = uniqueEmail('canceller');
    const booking = await booked('2026-11-03T10:00:00-08:00', email);
    await backend.deliverNotifications({ only: 'leads' });
    expect(invite(to(email)[0]!).event.DTSTART!.value).toBe('20261103T180000Z');

    const { data } = await backend.anon.rpc('cancel_consultation', { token: booking.cancel_token }).single<{ outcome: string }>();
    expect(data!.outcome).toBe('cancelled');
    expect(await backend.deliverNotifications({ only: 'leads' })).toMatchObject({ claimed: 2, sent: 2 });
    const notice = to(email)[1]!;
    expect(notice.subject).toBe('Your free consultation is cancelled');
    const ics = invite(notice);
    expect([ics.calendar.METHOD!.value, ics.event.UID!.value, ics.event.SEQUENCE!.value]).toEqual(['CANCEL', `${booking.id}@losangelesseogroup.com`, '1']);
    expect(agencyMails().map((mail) => mail.subject)).toEqual([
      'Call booked: Mallory http://win.evil.example, Tuesday, November 3, 2026 10:00 AM PST',
      'Call cancelled: Mallory http://win.evil.example, Tuesday, November 3, 2026 10:00 AM PST',
    ]);

    await sweepAt('2026-11-02T10:30:00-08:00');
    await sweepAt('2026-11-03T09:30:00-08:00');
    expect(to(email)).toHaveLength(2);
    expect((await rows(booking.id)).filter((row) => row.kind === 'booking_reminder')).toEqual([
      expect.objectContaining({ status: 'skipped', reminder: '24h', last_error: 'Not sent: the booking was cancelled.' }),
      expect.objectContaining({ status: 'skipped', reminder: '1h', last_error: 'Not sent: the booking was cancelled.' }),
    ]);
  });

  it('made less than 24 hours ahead has no day-before reminder; a reminder whose call has begun is not sent', async () => {
    // Wednesday 2 December 2026, 8 am PST; the call is at 11 am the same day.
    await backend.setClock('2026-12-02T08:00:00-08:00');
    const email = uniqueEmail('soon');
    const booking = await booked('2026-12-02T11:00:00-08:00', email);
    expect((await rows(booking.id)).filter((row) => row.kind === 'booking_reminder')).toEqual([
      expect.objectContaining({ status: 'skipped', reminder: '24h', last_error: 'Not sent: the booking was made less than 24 hours before the call.' }),
      expect.objectContaining({ status: 'pending', reminder: '1h', due: '2026-12-02T18:00' }),
    ]);
    // The sweeper was down until after the call began: the hour-before reminder is late, so it is not sent.
    await sweepAt('2026-12-02T11:05:00-08:00');
    expect(subjects(email)).toEqual(['Your free consultation is booked: Wednesday, December 2, 2026, 11:00 AM PST']);
    expect(to(email)[0]!.text).toContain('We will e-mail you a reminder an hour before the call.');
    expect((await rows(booking.id)).at(-1)).toMatchObject({ status: 'skipped', last_error: 'Not sent: the call had begun when the reminder came due.' });
  });
});

describe('the booking confirmation cap: a moved call is e-mailed, a second call is not', () => {
  it('10 bookings for a stranger’s address: one confirmation and its reminders; every booking stands and the agency hears of each', async () => {
    await backend.setClock('2026-12-07T07:00:00-08:00'); // Monday
    const stranger = uniqueEmail('stranger');
    // The first booking attaches to the visitor's contact lead of the same visit: the agency still hears of it.
    const visitLead = randomUUID();
    expect((await backend.anon.from('lsg_leads').insert({ id: visitLead, name: 'Ana Ruiz', email: stranger, lead_type: 'contact' })).error).toBeNull();
    await backend.sql("update public.lsg_leads set created_at = private.clock_now() - interval '1 hour' where id = $1", [visitLead]);
    const first = await booked('2026-12-09T09:00:00-08:00', stranger, { visit_lead_id: visitLead });
    const rest = [];
    for (let i = 1; i < 10; i += 1) {
      // Whoever books, in whatever case.
      const address = i % 2 ? stranger.toUpperCase() : stranger;
      rest.push(await booked(`2026-12-09T${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00-08:00`, address));
    }
    expect(await backend.sql('select count(*)::int as n from private.bookings where cancelled_at is null')).toEqual([{ n: 10 }]);
    await backend.deliverNotifications({ only: 'leads' });
    await sweepAt('2026-12-08T12:00:00-08:00'); // past every day-before reminder
    await sweepAt('2026-12-09T08:30:00-08:00'); // past the first call's hour-before reminder
    expect(subjects(stranger)).toEqual([
      'Your free consultation is booked: Wednesday, December 9, 2026, 9:00 AM PST',
      'Your free consultation tomorrow: 9:00 AM PST',
      'Your free consultation in one hour: 9:00 AM PST',
    ]);
    const agency = agencyMails().filter((mail) => mail.subject.startsWith('Call booked'));
    expect(agency).toHaveLength(10);
    expect(agency.filter((mail) => mail.text!.includes('NOT e-mailed'))).toHaveLength(9);
    // The attached booking's e-mail links the visit's lead, and it is the one whose visitor was e-mailed.
    expect(agency.filter((mail) => mail.text!.includes(`/dashboard?lead=${visitLead}`)).map((mail) => mail.text!.includes('NOT e-mailed'))).toEqual([false]);
    expect((await rows(first.id)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(await rows(rest[0]!.id)).toEqual([
      expect.objectContaining({ kind: 'booking_agency', status: 'sent' }),
      expect.objectContaining({ kind: 'booking_confirmation', status: 'skipped', last_error: expect.stringMatching(/^Not sent: this address has another booked call whose confirmation was sent in the last 24 hours/) }),
      expect.objectContaining({ kind: 'booking_reminder', status: 'skipped', last_error: expect.stringMatching(/confirmation was not sent/) }),
      expect.objectContaining({ kind: 'booking_reminder', status: 'skipped', last_error: expect.stringMatching(/confirmation was not sent/) }),
    ]);

    // A day after the first confirmation, the address may be sent another.
    await backend.setClock('2026-12-08T07:01:00-08:00');
    await booked('2026-12-10T09:00:00-08:00', stranger);
    await backend.deliverNotifications({ only: 'leads' });
    expect(to(stranger).at(-1)!.subject).toBe('Your free consultation is booked: Thursday, December 10, 2026, 9:00 AM PST');
  });

  it('a visitor who moves their call (cancel with the link, book again within 24 hours) gets the new time’s invite and its reminders', async () => {
    await backend.setClock('2026-12-07T07:00:00-08:00'); // Monday
    const email = uniqueEmail('mover');
    const first = await booked('2026-12-09T09:00:00-08:00', email);
    await backend.deliverNotifications({ only: 'leads' });
    // "Pick another time" on /book/manage: the cancel, then a new booking (the address in another case).
    await backend.setClock('2026-12-07T07:30:00-08:00');
    await cancel(first.cancel_token);
    await backend.deliverNotifications({ only: 'leads' });
    const moved = await booked('2026-12-09T10:00:00-08:00', email.toUpperCase());
    await backend.deliverNotifications({ only: 'leads' });

    expect(subjects(email)).toEqual([
      'Your free consultation is booked: Wednesday, December 9, 2026, 9:00 AM PST',
      'Your free consultation is cancelled',
      'Your free consultation is booked: Wednesday, December 9, 2026, 10:00 AM PST',
    ]);
    const [, notice, confirmation] = to(email);
    expect([invite(notice!).calendar.METHOD!.value, invite(notice!).event.UID!.value]).toEqual(['CANCEL', `${first.id}@losangelesseogroup.com`]);
    expect(confirmation!.attachments.map((a) => [a.filename, a.contentType])).toEqual([['invite.ics', 'text/calendar; charset=utf-8; method=REQUEST']]);
    const ics = invite(confirmation!);
    expect([ics.calendar.METHOD!.value, ics.event.UID!.value, ics.event.DTSTART!.value, ics.event.DTEND!.value]).toEqual([
      'REQUEST',
      `${moved.id}@losangelesseogroup.com`,
      '20261209T180000Z',
      '20261209T183000Z',
    ]);
    expect(confirmation!.text).toContain(`/book/manage?token=${moved.cancel_token}`);
    expect(await rows(moved.id)).toEqual([
      { kind: 'booking_agency', status: 'sent', reminder: null, due: '2026-12-07T15:30', last_error: null },
      { kind: 'booking_confirmation', status: 'sent', reminder: null, due: '2026-12-07T15:30', last_error: null },
      { kind: 'booking_reminder', status: 'pending', reminder: '24h', due: '2026-12-08T18:00', last_error: null },
      { kind: 'booking_reminder', status: 'pending', reminder: '1h', due: '2026-12-09T17:00', last_error: null },
    ]);
    expect(agencyMails().map((mail) => mail.subject.replace(/:.*/, ''))).toEqual(['Call booked', 'Call cancelled', 'Call booked']);
    expect(agencyMails().filter((mail) => mail.text!.includes('NOT e-mailed'))).toEqual([]);

    // The moved call's reminders come; the cancelled one's do not.
    await sweepAt('2026-12-08T10:01:00-08:00');
    await sweepAt('2026-12-09T09:01:00-08:00');
    expect(subjects(email).slice(3)).toEqual(['Your free consultation tomorrow: 10:00 AM PST', 'Your free consultation in one hour: 10:00 AM PST']);
    expect((await rows(first.id)).filter((row) => row.kind === 'booking_reminder').map((row) => row.last_error)).toEqual([
      'Not sent: the booking was cancelled.',
      'Not sent: the booking was cancelled.',
    ]);
  });

  it('a second live call is capped; a third confirmation in 24 hours is capped after two moves; the window rolls', async () => {
    await backend.setClock('2026-12-07T07:00:00-08:00'); // Monday
    const email = uniqueEmail('twice');
    const confirmation = (bookingId: string) => rows(bookingId).then((all) => all.find((row) => row.kind === 'booking_confirmation')!);
    const reminders = (bookingId: string) => rows(bookingId).then((all) => all.filter((row) => row.kind === 'booking_reminder').map((row) => row.status));

    const first = await booked('2026-12-09T09:00:00-08:00', email);
    await backend.deliverNotifications({ only: 'leads' });
    // A second call while the first, e-mailed, is live: it stands, not e-mailed.
    const second = await booked('2026-12-09T09:30:00-08:00', email);
    expect(await confirmation(second.id)).toMatchObject({
      status: 'skipped',
      last_error: 'Not sent: this address has another booked call whose confirmation was sent in the last 24 hours (a second call is not e-mailed, whoever books; a moved call is).',
    });
    expect(await reminders(second.id)).toEqual(['skipped', 'skipped']);

    // The first moved: e-mailed (the live second was never e-mailed, so it does not hold the move back).
    await backend.setClock('2026-12-07T08:00:00-08:00');
    await cancel(first.cancel_token);
    await backend.deliverNotifications({ only: 'leads' });
    const third = await booked('2026-12-09T10:00:00-08:00', email);
    expect(await confirmation(third.id)).toMatchObject({ status: 'pending', last_error: null });
    expect(await reminders(third.id)).toEqual(['pending', 'pending']);

    // Moved again the same day: 2 confirmations in 24 hours already, so capped, and its reminders too.
    await backend.deliverNotifications({ only: 'leads' });
    await cancel(third.cancel_token);
    await backend.deliverNotifications({ only: 'leads' });
    const fourth = await booked('2026-12-09T10:30:00-08:00', email);
    expect(await confirmation(fourth.id)).toMatchObject({
      status: 'skipped',
      last_error: 'Not sent: this address was sent 2 booking confirmations in the last 24 hours (a call can be moved once a day, whoever books).',
    });
    expect(await reminders(fourth.id)).toEqual(['skipped', 'skipped']);
    // A cancel of a booking that was not e-mailed sends the visitor nothing.
    await cancel(fourth.cancel_token);
    await backend.deliverNotifications({ only: 'leads' });
    expect(subjects(email)).toEqual([
      'Your free consultation is booked: Wednesday, December 9, 2026, 9:00 AM PST',
      'Your free consultation is cancelled',
      'Your free consultation is booked: Wednesday, December 9, 2026, 10:00 AM PST',
      'Your free consultation is cancelled',
    ]);
    expect(agencyMails().filter((mail) => mail.text!.includes('NOT e-mailed')).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/9:30 AM PST$/),
      expect.stringMatching(/10:30 AM PST$/),
    ]);

    // A day after the first confirmation only the third's is in the 24 hours, and its booking is cancelled: e-mailed.
    await backend.setClock('2026-12-08T07:00:01-08:00');
    const fifth = await booked('2026-12-10T09:00:00-08:00', email);
    expect(await confirmation(fifth.id)).toMatchObject({ status: 'pending', last_error: null });
  });

  it('bookings for one address at once: exactly one is e-mailed, for a new address and for a move', async () => {
    await backend.setClock('2026-12-07T07:00:00-08:00');
    const emailed = async (bookings: { id: string }[]) =>
      (
        await backend.sql<{ n: number }>(
          "select count(*)::int as n from private.lead_notifications where kind = 'booking_confirmation' and status <> 'skipped' and booking_id = any ($1::uuid[])",
          [bookings.map((booking) => booking.id)],
        )
      )[0]!.n;
    // Four times on Thursday and Friday at once, the address in mixed case. Each comes from a network of
    // its own (the gateway keeps a loopback proxy's X-Real-IP: LOCAL_TRUSTED_PROXY) and attaches to a
    // contact lead of its own visit, so that neither a write limit's row nor the lead counters' row (a
    // new lead's insert) makes them wait for one another: only the cap's lock on the address does.
    let network = 0;
    const bookFrom = async (slotStart: string, email: string, visitLeadId: string) => {
      network += 1;
      const from = `198.51.100.${network}`;
      const response = await fetch(`${backend.url}/rest/v1/rpc/book_consultation`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', 'X-Real-IP': from, 'X-Forwarded-For': from },
        body: JSON.stringify({ booking_id: randomUUID(), slot_start: slotStart, email, name: 'Ana Ruiz', visit_lead_id: visitLeadId }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }[])[0]!;
    };
    const atOnce = async (email: string, hour: string) => {
      const slots = ['10', '11'].flatMap((day) => ['00', '30'].map((minute) => `2026-12-${day}T${hour}:${minute}:00-08:00`));
      const visits = slots.map(() => randomUUID());
      for (const id of visits) expect((await backend.anon.from('lsg_leads').insert({ id, name: 'Ana Ruiz', email, lead_type: 'contact' })).error).toBeNull();
      await backend.sql("update public.lsg_leads set created_at = private.clock_now() - interval '1 hour' where id = any ($1::uuid[])", [visits]);
      const bookings = await Promise.all(slots.map((slot, i) => bookFrom(slot, i % 2 ? email.toUpperCase() : email, visits[i]!)));
      // Each attached to its visit's lead (no new lead was made).
      const leads = await backend.sql<{ lead_id: string }>('select lead_id from private.bookings where id = any ($1::uuid[])', [bookings.map((booking) => booking.id)]);
      expect(leads.map((row) => row.lead_id).toSorted()).toEqual(visits.toSorted());
      return bookings;
    };

    const fresh = uniqueEmail('at-once');
    expect(await emailed(await atOnce(fresh, '09'))).toBe(1);

    const mover = uniqueEmail('move-at-once');
    const first = await booked('2026-12-09T09:00:00-08:00', mover);
    await cancel(first.cancel_token);
    expect(await emailed(await atOnce(mover, '11'))).toBe(1);
  });
});
