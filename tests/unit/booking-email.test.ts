/**
 * The booking e-mails' builders (docs/decisions/0061-booking-emails.md): the invite.ics (RFC 5545:
 * CRLF, 75-octet folding, escaped text, UTC times that hold across daylight saving, one stable UID),
 * the visitor's e-mails in fixed words with the time in Los Angeles time and the private link, and
 * the agency's e-mail with everything the visitor typed.
 */
import { describe, expect, it } from 'vitest';
import { bookingAgencyEmail, bookingCancelledEmail, bookingConfirmationEmail, bookingReminderEmail, callTime } from '../../supabase/functions/_shared/booking-email';
import { buildInvite, escapeText, foldLine, icsTime } from '../../supabase/functions/_shared/booking-invite';
import { icsInstant, parseIcs, unescapeText } from '../support/ics';

const BOOKING = '3f0c1a52-8d4e-4c39-9a57-0d1f3e2b6c71';
const decode = (content: string) => new TextDecoder().decode(Uint8Array.from(atob(content), (c) => c.charCodeAt(0)));

describe('the invite', () => {
  const event = (start: string, end: string) =>
    buildInvite({
      method: 'REQUEST',
      uid: `${BOOKING}@losangelesseogroup.com`,
      sequence: 0,
      start,
      end,
      stamp: '2027-03-10T12:00:00Z',
      summary: 'Free consultation, with; a\\backslash',
      description: `Line one\nLine two ${'é'.repeat(80)}`,
      organizer: { name: 'Los Angeles SEO Group', email: 'hello@losangelesseogroup.com' },
      attendee: 'visitor@example.com',
    });

  it('keeps a March booking after the change to daylight time at its instant: 10 am PDT is 17:00 UTC', () => {
    // Daylight time began on Sunday 14 March 2027; 10 am on Wednesday 17 March is UTC-7.
    const ics = parseIcs(event('2027-03-17T10:00:00-07:00', '2027-03-17T10:30:00-07:00'));
    expect(ics.events).toBe(1);
    expect(ics.calendar.METHOD!.value).toBe('REQUEST');
    expect(ics.calendar.VERSION!.value).toBe('2.0');
    expect(ics.calendar.PRODID!.value).toMatch(/Los Angeles SEO Group/);
    expect(ics.event.DTSTART!.value).toBe('20270317T170000Z');
    expect(icsInstant(ics.event.DTEND!.value)).toBe('2027-03-17T17:30:00.000Z');
    expect(ics.event.UID!.value).toBe(`${BOOKING}@losangelesseogroup.com`);
    expect(ics.event.SEQUENCE!.value).toBe('0');
    expect(ics.event.DTSTAMP!.value).toBe('20270310T120000Z');
    expect(ics.event.ORGANIZER).toEqual({ params: { CN: 'Los Angeles SEO Group' }, value: 'mailto:hello@losangelesseogroup.com' });
    expect(ics.event.ATTENDEE!.params.RSVP).toBe('TRUE');
    expect(ics.event.ATTENDEE!.value).toBe('mailto:visitor@example.com');
    expect(unescapeText(ics.event.SUMMARY!.value)).toBe('Free consultation, with; a\\backslash');
    // Folded at 75 octets without splitting the two-octet é, and read back whole.
    expect(unescapeText(ics.event.DESCRIPTION!.value)).toBe(`Line one\nLine two ${'é'.repeat(80)}`);
  });

  it('keeps a November booking after the change back to standard time at its instant: 10 am PST is 18:00 UTC', () => {
    // Standard time began on Sunday 1 November 2026; 10 am on Tuesday 3 November is UTC-8.
    const ics = parseIcs(event('2026-11-03T10:00:00-08:00', '2026-11-03T10:30:00-08:00'));
    expect([ics.event.DTSTART!.value, ics.event.DTEND!.value]).toEqual(['20261103T180000Z', '20261103T183000Z']);
  });

  it('escapes text and folds lines by octets', () => {
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'ü'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ü'.repeat(60)}`);
    expect(icsTime('2026-12-02T11:00:00-08:00')).toBe('20261202T190000Z');
    expect(() => icsTime('not a time')).toThrow();
  });
});

describe('the visitor e-mails', () => {
  const payload = {
    booking_id: BOOKING,
    starts_at: '2027-03-17T17:00:00+00:00',
    ends_at: '2027-03-17T17:30:00+00:00',
    recipient: 'visitor@example.com',
    manage_token: 'abc.def',
    day_before: true,
  };

  it('state the time in Pacific Time, carry the private link and the invite, and nothing else', () => {
    expect(callTime(payload.starts_at, payload.ends_at)).toBe('Wednesday, March 17, 2027, 10:00 AM PDT to 10:30 AM PDT (Pacific Time)');
    const mail = bookingConfirmationEmail(payload, { siteUrl: 'https://site.example/', now: new Date('2027-03-10T12:00:00Z') });
    expect(mail.subject).toBe('Your free consultation is booked: Wednesday, March 17, 2027, 10:00 AM PDT');
    expect(mail.text).toContain('Wednesday, March 17, 2027, 10:00 AM PDT to 10:30 AM PDT (Pacific Time)');
    expect(mail.text).toContain('https://site.example/book/manage?token=abc.def');
    expect(mail.text).toContain('We will e-mail you a reminder the day before and an hour before the call.');
    expect(bookingConfirmationEmail({ ...payload, day_before: false }).text).toContain('We will e-mail you a reminder an hour before the call.');
    expect(mail.html).toContain('href="https://site.example/book/manage?token=abc.def"');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ filename: 'invite.ics', content_type: 'text/calendar; charset=utf-8; method=REQUEST' });
    const ics = parseIcs(decode(mail.attachments![0]!.content));
    expect([ics.event.DTSTART!.value, ics.event.DTEND!.value, ics.event.UID!.value]).toEqual(['20270317T170000Z', '20270317T173000Z', `${BOOKING}@losangelesseogroup.com`]);

    const dayBefore = bookingReminderEmail({ ...payload, reminder: '24h' }, { siteUrl: 'https://site.example' });
    expect(dayBefore.subject).toBe('Your free consultation tomorrow: 10:00 AM PDT');
    expect(dayBefore.text).toContain('https://site.example/book/manage?token=abc.def');
    expect(bookingReminderEmail({ ...payload, reminder: '1h' }).subject).toBe('Your free consultation in one hour: 10:00 AM PDT');

    const cancelled = bookingCancelledEmail(payload, { now: new Date('2027-03-11T12:00:00Z') });
    expect(cancelled.subject).toBe('Your free consultation is cancelled');
    expect(cancelled.text).not.toContain('token=');
    const cancel = parseIcs(decode(cancelled.attachments![0]!.content));
    expect([cancel.calendar.METHOD!.value, cancel.event.UID!.value, cancel.event.SEQUENCE!.value, cancel.event.STATUS!.value]).toEqual([
      'CANCEL',
      `${BOOKING}@losangelesseogroup.com`,
      '1',
      'CANCELLED',
    ]);
  });
});

describe("the agency's e-mail", () => {
  it('has everything the visitor typed, the time in Pacific Time, the dashboard link, and says when the visitor was not e-mailed', () => {
    const agency = bookingAgencyEmail(
      {
        event: 'booked',
        booking_id: BOOKING,
        starts_at: '2026-11-03T18:00:00+00:00',
        ends_at: '2026-11-03T18:30:00+00:00',
        name: 'Robin Park',
        email: 'robin@example.com',
        phone: '213-555-0199',
        company_name: null,
        website: 'https://robin.example',
        topic: 'Our map listing dropped.',
        lead_type: 'consultation',
        source_path: '/book',
        cancelled_by: null,
        visitor_emailed: false,
      },
      'lead-1',
      'https://site.example',
    );
    expect(agency.subject).toBe('Call booked: Robin Park, Tuesday, November 3, 2026 10:00 AM PST');
    for (const words of ['Tuesday, November 3, 2026, 10:00 AM PST to 10:30 AM PST', 'Phone: 213-555-0199', 'Website: https://robin.example', 'Our map listing dropped.', 'https://site.example/dashboard?lead=lead-1', 'NOT e-mailed']) {
      expect(agency.body).toContain(words);
    }
  });
});
