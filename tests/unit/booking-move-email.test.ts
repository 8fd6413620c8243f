/**
 * A moved call's e-mails (docs/decisions/0070-move-a-call-in-one-step.md): the visitor's updated
 * invite is METHOD:REQUEST with the same UID and the booking's higher SEQUENCE (so a calendar moves
 * the event instead of adding one), a later cancellation one SEQUENCE above it; every visitor e-mail
 * says how the call happens (the number we call, in digits, or a video link by e-mail), and the
 * agency's e-mail says "Call moved" with the old and new times. Read back by tests/support/ics.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  bookingAgencyEmail,
  bookingCancelledEmail,
  bookingConfirmationEmail,
  bookingMovedEmail,
  bookingReminderEmail,
  howTheCallHappens,
  phoneForReading,
} from '../../supabase/functions/_shared/booking-email';
import { icsInstant, parseIcs } from '../support/ics';

const BOOKING = '3f0c1a52-8d4e-4c39-9a57-0d1f3e2b6c71';
const decode = (content: string) => new TextDecoder().decode(Uint8Array.from(atob(content), (c) => c.charCodeAt(0)));
const MOVED = {
  booking_id: BOOKING,
  starts_at: '2026-12-10T18:00:00+00:00',
  ends_at: '2026-12-10T18:30:00+00:00',
  recipient: 'visitor@example.com',
  manage_token: 'abc.def',
  sequence: 2,
  call_phone: '2135550199',
  previous_starts_at: '2026-12-08T18:00:00+00:00',
  previous_ends_at: '2026-12-08T18:30:00+00:00',
  day_before: true,
};
const inviteOf = (email: { attachments?: { content: string; content_type: string }[] }) => ({
  ics: parseIcs(decode(email.attachments![0]!.content)),
  contentType: email.attachments![0]!.content_type,
});

describe('a moved call', () => {
  it("sends the visitor one updated invite: METHOD:REQUEST, the same UID, the booking's higher SEQUENCE, the new times", () => {
    const first = inviteOf(bookingConfirmationEmail({ ...MOVED, sequence: 0, previous_starts_at: undefined, previous_ends_at: undefined }));
    const moved = inviteOf(bookingMovedEmail(MOVED, { now: new Date('2026-12-07T15:00:00Z') }));
    expect(moved.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(moved.ics.events).toBe(1);
    expect(moved.ics.calendar.METHOD!.value).toBe('REQUEST');
    expect(moved.ics.event.UID!.value).toBe(`${BOOKING}@losangelesseogroup.com`);
    expect(moved.ics.event.UID!.value).toBe(first.ics.event.UID!.value);
    expect([first.ics.event.SEQUENCE!.value, moved.ics.event.SEQUENCE!.value]).toEqual(['0', '2']);
    expect([icsInstant(moved.ics.event.DTSTART!.value), icsInstant(moved.ics.event.DTEND!.value)]).toEqual([
      '2026-12-10T18:00:00.000Z',
      '2026-12-10T18:30:00.000Z',
    ]);
    expect(moved.ics.event.STATUS!.value).toBe('CONFIRMED');
    expect(moved.ics.event.LOCATION!.value).toBe('Phone: we call you at (213) 555-0199');
  });

  it('cancels with one SEQUENCE above the last invite; a row queued before moves existed keeps 0 and 1', () => {
    const cancelled = inviteOf(bookingCancelledEmail({ ...MOVED, sequence: 3 }));
    expect([cancelled.ics.calendar.METHOD!.value, cancelled.ics.event.SEQUENCE!.value, cancelled.ics.event.STATUS!.value]).toEqual([
      'CANCEL',
      '3',
      'CANCELLED',
    ]);
    const { sequence: _sequence, ...old } = MOVED;
    expect(inviteOf(bookingConfirmationEmail(old)).ics.event.SEQUENCE!.value).toBe('0');
    expect(inviteOf(bookingCancelledEmail(old)).ics.event.SEQUENCE!.value).toBe('1');
  });

  it('says the new time, the old one and the link in fixed words', () => {
    const email = bookingMovedEmail(MOVED);
    expect(email.subject).toBe('Your free consultation is moved: Thursday, December 10, 2026, 10:00 AM PST');
    expect(email.text).toContain('is now on Thursday, December 10, 2026, 10:00 AM PST to 10:30 AM PST (Pacific Time).');
    expect(email.text).toContain('It was on Tuesday, December 8, 2026, 10:00 AM PST to 10:30 AM PST (Pacific Time); that time is no longer booked.');
    expect(email.text).toContain('Cancel or move the call: https://www.losangelesseogroup.com/book/manage?token=abc.def');
  });

  it("tells the agency 'Call moved', by whom, from and to when, and how the call happens", () => {
    const { subject, body } = bookingAgencyEmail(
      {
        ...MOVED,
        event: 'moved',
        name: 'Maria',
        email: 'visitor@example.com',
        phone: '213-555-0199',
        company_name: null,
        website: null,
        topic: null,
        lead_type: 'consultation',
        source_path: '/book',
        cancelled_by: null,
        moved_by: 'Dana',
        visitor_emailed: true,
      },
      'lead-1',
    );
    expect(subject).toBe('Call moved: Maria, Thursday, December 10, 2026 10:00 AM PST');
    expect(body).toContain(
      'The free consultation was moved (Dana) to Thursday, December 10, 2026, 10:00 AM PST to 10:30 AM PST (Pacific Time). It was on Tuesday, December 8',
    );
    expect(body).toContain('How the call happens: we call the visitor at (213) 555-0199');
    expect(body).not.toContain('NOT e-mailed');
  });
});

describe('how the call happens', () => {
  it('reads the number we call as people write it, and says video when there is none', () => {
    expect(['2135550199', '12135550199', '+12135550199', '+442071234567'].map(phoneForReading)).toEqual([
      '(213) 555-0199',
      '+1 (213) 555-0199',
      '+1 (213) 555-0199',
      '+442071234567',
    ]);
    expect(howTheCallHappens(null).sentence).toBe(
      'The call is by video: we will e-mail you the video link before the call. If you would rather we phone you, reply to this e-mail with your number.',
    );
    const reminder = bookingReminderEmail({ ...MOVED, reminder: '1h', call_phone: null });
    expect(reminder.text).toContain('The call is by video');
    expect(bookingConfirmationEmail(MOVED).text).toContain('We will call you at (213) 555-0199 at the time of the call.');
  });
});
