/**
 * The e-mails of a booked free consultation (docs/decisions/0061-booking-emails.md), built from the
 * outbox rows the booking calls queue (supabase/schemas/10_booking.sql):
 *   - to the visitor: the confirmation (with invite.ics, METHOD:REQUEST), the reminders 24 hours and
 *     1 hour before, the moved call's updated invite (METHOD:REQUEST, same UID, higher SEQUENCE;
 *     docs/decisions/0070-move-a-call-in-one-step.md) and the cancellation notice (METHOD:CANCEL, same
 *     UID). Fixed words only: the day and time in Los Angeles time, how the call happens (the number we
 *     call, as its digits only, or a video link e-mailed before the call: the /book page promises "by
 *     phone or video") and the private link to cancel or move the call. Nothing else the visitor typed
 *     is in them (the address is only their recipient): anyone can book for any address, so the e-mail
 *     must say nothing a stranger chose;
 *   - to the agency: the booked, moved or cancelled call with everything the visitor typed, reply-to them.
 * Web-standard TypeScript: Deno (the functions), Node (the local backend, the tests).
 */
import { AGENCY, siteOrigin } from './agency.ts';
import { buildInvite, inviteUid } from './booking-invite.ts';
import { AGENCY_FOOTER, noticeEmailHtml } from './notice-email.ts';
import { siteCheckLine } from './site-check/email-line.ts';
import { headerText } from './text-checks.ts';

const TIME_ZONE = 'America/Los_Angeles';

/** The path of the page that cancels or moves a booked call (its token from private.booking_cancel_token). */
export const MANAGE_PATH = '/book/manage';

/** A visitor's booking e-mail as the outbox hands it out (the token is added by the claim, never stored). */
export interface BookingVisitorPayload {
  booking_id: string;
  starts_at: string;
  ends_at: string;
  recipient: string;
  manage_token?: string;
  reminder?: '24h' | '1h';
  /** The confirmation's: whether a reminder goes the day before (not for a booking made less than 24 hours ahead). */
  day_before?: boolean;
  /** The invite's SEQUENCE (bookings.sequence; a cancellation's is one more). Absent in rows queued before moves existed. */
  sequence?: number;
  /** The number we call, digits only (private.booking_call_phone); null or absent: the call is by video. */
  call_phone?: string | null;
  /** A moved call's previous time. */
  previous_starts_at?: string;
  previous_ends_at?: string;
}

/** The agency's e-mail of a booked or cancelled call: the lead as it is and what the visitor typed. */
export interface BookingAgencyPayload {
  event: 'booked' | 'cancelled' | 'moved';
  booking_id: string;
  starts_at: string;
  ends_at: string;
  name: string | null;
  email: string;
  phone: string | null;
  company_name: string | null;
  website: string | null;
  topic: string | null;
  lead_type: string;
  source_path: string | null;
  cancelled_by: string | null;
  /** A moved call's: who moved it (Visitor or a staff name) and its previous time. */
  moved_by?: string | null;
  /** The number the visitor's e-mails say we call (private.booking_call_phone); null: they were told the call is by video. */
  call_phone?: string | null;
  previous_starts_at?: string | null;
  previous_ends_at?: string | null;
  visitor_emailed?: boolean;
  /** Why the visitor was not e-mailed (private.booking_skip_reason's key): capped, capped_moves or capped_site. */
  visitor_capped?: string | null;
  /** The lead's site check as the claim hands it out (decision 0080): one line of it (site-check/email-line.ts). */
  site_check?: unknown;
}

export interface BookingEmail {
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; content_type: string }[];
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const clock = (at: string) => timeFormat.format(new Date(at)).replace(/\u202f/g, ' ');

/** The call's time in Los Angeles: "Wednesday, December 2, 2026, 11:00 AM PST to 11:30 AM PST (Pacific Time)". */
export function callTime(startsAt: string, endsAt: string): string {
  return `${dayFormat.format(new Date(startsAt))}, ${clock(startsAt)} to ${clock(endsAt)} (Pacific Time)`;
}

export function manageLink(token: string, siteUrl?: string): string {
  return `${siteOrigin(siteUrl)}${MANAGE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The number we call as people read it: (213) 555-0142 for a US number, else its digits as given. */
export function phoneForReading(digits: string): string {
  const bare = digits.replace(/^\+/, '');
  const us = bare.length === 11 && bare.startsWith('1') ? bare.slice(1) : bare.length === 10 && !digits.startsWith('+') ? bare : null;
  if (us) return `${bare.length === 11 ? '+1 ' : ''}(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`;
  return digits;
}

/** How the call happens, as the /book page promises it ("by phone or video"): the number we call, or a video link by e-mail. */
export function howTheCallHappens(callPhone: string | null | undefined): { sentence: string; location: string } {
  if (callPhone) {
    const number = phoneForReading(callPhone);
    return {
      sentence: `We will call you at ${number} at the time of the call. If you would rather talk by video, reply to this e-mail and we will send you a video link.`,
      location: `Phone: we call you at ${number}`,
    };
  }
  return {
    sentence:
      'The call is by video: we will e-mail you the video link before the call. If you would rather we phone you, reply to this e-mail with your number.',
    location: 'Video call: the link comes by e-mail before the call',
  };
}

const SUMMARY = `Free consultation with ${AGENCY.name}`;
const notYou =
  'If you did not book this call, ignore this e-mail or cancel the call with the link above; we will not e-mail you about it again unless the call stays booked.';

/** Plain text and HTML with the same words: a heading, paragraphs, the link (with its button label). */
function render(subject: string, heading: string, paragraphs: string[], link: { href: string; label: string } | null, after: string[]): BookingEmail {
  const text = [
    heading.toUpperCase(),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(link ? [`${link.label}: ${link.href}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    '--',
    AGENCY_FOOTER,
  ].join('\n');
  return { subject, text, html: noticeEmailHtml({ subject, heading, paragraphs, button: link, after }) };
}

/** The invite.ics attachment of a visitor's e-mail, base64 as the e-mail API takes it. */
function invite(payload: BookingVisitorPayload, method: 'REQUEST' | 'CANCEL', now: Date, link?: string) {
  const how = howTheCallHappens(payload.call_phone);
  const ics = buildInvite({
    method,
    uid: inviteUid(payload.booking_id),
    // Rows queued before moves existed carry no sequence: their booking was never moved.
    sequence: payload.sequence ?? (method === 'CANCEL' ? 1 : 0),
    start: payload.starts_at,
    end: payload.ends_at,
    stamp: now,
    summary: SUMMARY,
    description: `A free 30-minute consultation with ${AGENCY.name}. ${how.sentence} Questions: ${AGENCY.email}, ${AGENCY.phone}.${link ? ` To cancel or move the call: ${link}` : ''}`,
    location: method === 'CANCEL' ? undefined : how.location,
    organizer: { name: AGENCY.name, email: AGENCY.email },
    attendee: payload.recipient,
    url: link,
  });
  const bytes = new TextEncoder().encode(ics);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { filename: 'invite.ics', content: btoa(binary), content_type: `text/calendar; charset=utf-8; method=${method}` };
}

/** The visitor's confirmation: the time, the manage link and the invite. */
export function bookingConfirmationEmail(payload: BookingVisitorPayload, settings: { siteUrl?: string; now?: Date } = {}): BookingEmail {
  const link = manageLink(payload.manage_token ?? '', settings.siteUrl);
  const when = callTime(payload.starts_at, payload.ends_at);
  const email = render(
    `Your free consultation is booked: ${dayFormat.format(new Date(payload.starts_at))}, ${clock(payload.starts_at)}`,
    'Your free consultation is booked',
    [
      `Your free 30-minute consultation with ${AGENCY.name} is booked for ${when}.`,
      howTheCallHappens(payload.call_phone).sentence,
      `The invitation is attached: open invite.ics to add the call to your calendar. We will e-mail you a reminder ${payload.day_before === false ? 'an hour before the call' : 'the day before and an hour before the call'}.`,
      'To cancel or move the call, use your private link:',
    ],
    { href: link, label: 'Cancel or move the call' },
    [`Keep this link to yourself: anyone who has it can cancel the call. Questions? Write to ${AGENCY.email} or call ${AGENCY.phone}.`, notYou],
  );
  return { ...email, attachments: [invite(payload, 'REQUEST', settings.now ?? new Date(), link)] };
}

/** A reminder 24 hours or 1 hour before the call. */
export function bookingReminderEmail(payload: BookingVisitorPayload, settings: { siteUrl?: string } = {}): BookingEmail {
  const link = manageLink(payload.manage_token ?? '', settings.siteUrl);
  const soon = payload.reminder === '1h' ? 'in one hour' : 'tomorrow';
  return render(
    `Your free consultation ${soon}: ${clock(payload.starts_at)}`,
    `Reminder: your free consultation is ${soon}`,
    [
      `Your free 30-minute consultation with ${AGENCY.name} is ${soon}: ${callTime(payload.starts_at, payload.ends_at)}.`,
      howTheCallHappens(payload.call_phone).sentence,
      'If the time no longer suits you, cancel or move the call with your private link:',
    ],
    { href: link, label: 'Cancel or move the call' },
    [`Questions? Write to ${AGENCY.email} or call ${AGENCY.phone}.`],
  );
}

/** A moved call: the new time, the old one, and the updated invite (same UID, higher SEQUENCE) that moves the event in the visitor's calendar. */
export function bookingMovedEmail(payload: BookingVisitorPayload, settings: { siteUrl?: string; now?: Date } = {}): BookingEmail {
  const link = manageLink(payload.manage_token ?? '', settings.siteUrl);
  const email = render(
    `Your free consultation is moved: ${dayFormat.format(new Date(payload.starts_at))}, ${clock(payload.starts_at)}`,
    'Your free consultation is moved',
    [
      `Your free 30-minute consultation with ${AGENCY.name} is now on ${callTime(payload.starts_at, payload.ends_at)}.`,
      ...(payload.previous_starts_at && payload.previous_ends_at
        ? [`It was on ${callTime(payload.previous_starts_at, payload.previous_ends_at)}; that time is no longer booked.`]
        : []),
      howTheCallHappens(payload.call_phone).sentence,
      `The updated invitation is attached: open invite.ics and your calendar moves the call to the new time. We will e-mail you a reminder ${payload.day_before === false ? 'an hour before the call' : 'the day before and an hour before the call'}.`,
      'To cancel or move the call again, use your private link:',
    ],
    { href: link, label: 'Cancel or move the call' },
    [`Keep this link to yourself: anyone who has it can cancel the call. Questions? Write to ${AGENCY.email} or call ${AGENCY.phone}.`],
  );
  return { ...email, attachments: [invite(payload, 'REQUEST', settings.now ?? new Date(), link)] };
}

/** The notice of a cancelled call, with the invite that removes it from the visitor's calendar. */
export function bookingCancelledEmail(payload: BookingVisitorPayload, settings: { siteUrl?: string; now?: Date } = {}): BookingEmail {
  const email = render(
    'Your free consultation is cancelled',
    'Your free consultation is cancelled',
    [
      `Your free consultation with ${AGENCY.name} on ${callTime(payload.starts_at, payload.ends_at)} is cancelled. The attached invite.ics removes it from your calendar.`,
      `To book another time, visit ${siteOrigin(settings.siteUrl)}/book.`,
    ],
    null,
    [`Questions? Write to ${AGENCY.email} or call ${AGENCY.phone}.`],
  );
  return { ...email, attachments: [invite(payload, 'CANCEL', settings.now ?? new Date())] };
}

const field = (value: unknown) => (typeof value === 'string' && value.trim() ? value : '-');

/** The agency's e-mail of a booked, moved or cancelled call: everything the visitor typed, and the dashboard link. */
const optionalLine = (line: string | null) => (line ? [line] : []);

export function bookingAgencyEmail(payload: BookingAgencyPayload, leadId: string | null, siteUrl?: string): { subject: string; body: string } {
  const when = callTime(payload.starts_at, payload.ends_at);
  const cancelled = payload.event === 'cancelled';
  const moved = payload.event === 'moved';
  const previous = payload.previous_starts_at && payload.previous_ends_at ? callTime(payload.previous_starts_at, payload.previous_ends_at) : '-';
  // One plain line whatever the name holds: the name rule keeps line breaks out of the database, and this keeps them out of the header.
  const subject = headerText(
    `${cancelled ? 'Call cancelled' : moved ? 'Call moved' : 'Call booked'}: ${field(payload.name)}, ${dayFormat.format(new Date(payload.starts_at))} ${clock(payload.starts_at)}`,
  );
  const body = [
    cancelled
      ? `The free consultation on ${when} was cancelled (${field(payload.cancelled_by)}). The time is free again.`
      : moved
        ? `The free consultation was moved (${field(payload.moved_by)}) to ${when}. It was on ${previous}; that time is free again.`
        : `A free consultation is booked for ${when}.`,
    ...(cancelled
      ? []
      : [
          payload.call_phone
            ? `How the call happens: we call the visitor at ${phoneForReading(payload.call_phone)} (their e-mails say so, and offer a video link instead).`
            : 'How the call happens: no phone number we can call was given, so it is by video. E-mail the visitor the video link before the call (their e-mails say it will come).',
        ]),
    ...(moved && payload.visitor_emailed === false
      ? [
          'The visitor was NOT e-mailed the new time: their booking confirmation was held back by a cap, so their calendar never had the call. Tell them by phone or e-mail.',
        ]
      : []),
    ...(payload.event === 'booked' && payload.visitor_emailed === false && payload.visitor_capped === 'capped_site'
      ? [
          'The visitor was NOT e-mailed a confirmation or reminders: the site has sent its daily cap of booking confirmations in the last 24 hours (the Calls view says so). Confirm the call by phone or e-mail.',
        ]
      : []),
    ...(payload.event === 'booked' && payload.visitor_emailed === false && payload.visitor_capped !== 'capped_site'
      ? [
          'The visitor was NOT e-mailed a confirmation or reminders: this address already has a booked call whose confirmation was sent in the last 24 hours, or was sent 2 booking confirmations in them (a call can be moved once a day; a second call is not e-mailed, whoever books). Confirm the call by phone or e-mail.',
        ]
      : []),
    '',
    `Name: ${field(payload.name)}`,
    `Email: ${field(payload.email)}`,
    `Phone: ${field(payload.phone)}`,
    `Company: ${field(payload.company_name)}`,
    `Website: ${field(payload.website)}`,
    ...optionalLine(siteCheckLine(payload.site_check)),
    `Lead type: ${field(payload.lead_type)}`,
    `Sent from page: ${field(payload.source_path)}`,
    '',
    'What they want to talk about:',
    field(payload.topic),
    ...(leadId ? ['', `Open it in the dashboard: ${siteOrigin(siteUrl)}/dashboard?lead=${leadId}`] : []),
  ].join('\n');
  return { subject, body };
}
