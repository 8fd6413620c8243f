/**
 * The calendar invite of a booked consultation (docs/decisions/0061-booking-emails.md): an iCalendar
 * object (RFC 5545) with one event, attached to the visitor's booking e-mails as invite.ics. Its UID
 * is the booking's, so the confirmation (METHOD:REQUEST, SEQUENCE 0), a moved call (METHOD:REQUEST with
 * the booking's higher SEQUENCE: the calendar updates the event in place, RFC 5545 3.8.7.4 and RFC 5546
 * 2.1.4; docs/decisions/0070-move-a-call-in-one-step.md) and a cancellation (METHOD:CANCEL, one more
 * again) name the same event in the visitor's calendar. Times are written in UTC ("Z"): the
 * instant is the booking's, whatever the daylight-saving rules, and no VTIMEZONE is needed. Lines
 * end in CRLF and are folded at 75 octets (never inside a UTF-8 character); text is escaped.
 * Pure and web-standard: Deno (the functions), Node (the local backend, the tests).
 */

export interface InviteEvent {
  method: 'REQUEST' | 'CANCEL';
  /** The event's stable id: `<booking id>@losangelesseogroup.com`. */
  uid: string;
  /** 0 for the booking, one more for each move (bookings.sequence), and one more than the last for its cancellation. */
  sequence: number;
  start: string | Date;
  end: string | Date;
  /** When this invite was made (DTSTAMP). */
  stamp: string | Date;
  summary: string;
  description: string;
  /** Where the call happens, in fixed words: the number we call, or that it is by video. */
  location?: string;
  organizer: { name: string; email: string };
  attendee: string;
  url?: string;
}

export const INVITE_DOMAIN = 'losangelesseogroup.com';
export const inviteUid = (bookingId: string) => `${bookingId}@${INVITE_DOMAIN}`;

/** An instant in iCalendar's UTC form: 20261202T190000Z. */
export function icsTime(at: string | Date): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a time: ${String(at)}`);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A character's UTF-8 length, from its code point: a TextEncoder call per character made a feed of 2,600 calls take seconds. */
const utf8Length = (char: string) => {
  const point = char.codePointAt(0)!;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
};

/** One content line folded at 75 octets (RFC 5545 3.1): each further line starts with a space. */
export function foldLine(line: string): string {
  // Printable ASCII (most lines): one octet a character, cut by slicing.
  if (!/[^\t -~]/.test(line)) {
    const cut = [line.slice(0, 75)];
    for (let start = 75; start < line.length; start += 74) cut.push(line.slice(start, start + 74));
    return cut.join('\r\n ');
  }
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // The first line holds 75 octets; each continuation line's leading space takes one of its 75.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** The invite as text: CRLF line ends, folded lines. */
export function buildInvite(event: InviteEvent): string {
  // A parameter value with a colon, semicolon or comma is quoted (RFC 5545 3.2); a quote cannot be in one.
  const param = (value: string) => `"${value.replace(/"/g, "'")}"`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Los Angeles SEO Group//Free consultation//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${event.method === 'CANCEL' ? 'DECLINED' : 'NEEDS-ACTION'};RSVP=${event.method === 'CANCEL' ? 'FALSE' : 'TRUE'}:mailto:${event.attendee}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
