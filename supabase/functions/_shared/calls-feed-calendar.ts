/**
 * The staff's calendar feed (docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md): the live
 * calls of the coming 60 days as one iCalendar object (RFC 5545) that a calendar app subscribes to
 * by URL. Each call is a VEVENT whose UID is the one the visitor's invite carries (inviteUid), so a
 * call is one event wherever it appears; a cancelled call is simply absent, and a subscribing app
 * drops it on its next refresh. No METHOD: a subscribed feed is a published calendar, not a
 * scheduling message (RFC 5546 is for invites). Times in UTC, CRLF line ends, lines folded at 75
 * octets and text escaped by the invite's own helpers. Pure and web-standard: Deno and Node.
 */
import { escapeText, foldLine, icsTime, inviteUid } from './booking-invite.ts';

export interface FeedCall {
  id: string;
  starts_at: string;
  ends_at: string;
  /** When the booking last changed (made, or its outcome marked): the event's DTSTAMP and LAST-MODIFIED. */
  changed_at: string;
  name: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  topic: string | null;
}

/** How much of the topic the title carries; the whole topic is in the description. */
const TITLE_TOPIC_CHARACTERS = 60;

/** "Call: Ana Ruiz (Local SEO for two shops)": who and what, as a calendar's day view has room for. */
export function callSummary(call: Pick<FeedCall, 'name' | 'email' | 'topic'>): string {
  const who = call.name?.trim() || call.email;
  const topic = call.topic?.replace(/\s+/g, ' ').trim();
  if (!topic) return `Call: ${who}`;
  const characters = [...topic];
  const short =
    characters.length > TITLE_TOPIC_CHARACTERS
      ? `${characters
          .slice(0, TITLE_TOPIC_CHARACTERS - 1)
          .join('')
          .trimEnd()}…`
      : topic;
  return `Call: ${who} (${short})`;
}

function description(call: FeedCall, dashboardUrl: string | null): string {
  return [
    `Free consultation with ${call.name?.trim() || call.email}.`,
    `E-mail: ${call.email}`,
    ...(call.phone ? [`Phone: ${call.phone}`] : []),
    ...(call.website ? [`Website: ${call.website}`] : []),
    ...(call.topic?.trim() ? ['', call.topic.trim()] : []),
    ...(dashboardUrl ? ['', `Calls in the dashboard: ${dashboardUrl}`] : []),
  ].join('\n');
}

export interface FeedOptions {
  /** The site's origin, for the link to the Calls view in each event; none when null. */
  siteUrl: string | null;
}

/** The feed as text: a VCALENDAR with one VEVENT per call, CRLF line ends, folded lines. */
export function buildCallsFeed(calls: readonly FeedCall[], options: FeedOptions): string {
  const dashboardUrl = options.siteUrl ? `${options.siteUrl.replace(/\/+$/, '')}/dashboard?view=calls` : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Los Angeles SEO Group//Booked calls feed//EN',
    'CALSCALE:GREGORIAN',
    // RFC 7986's name and refresh hint, with the older spellings Apple and Outlook read.
    'NAME:Los Angeles SEO Group calls',
    'X-WR-CALNAME:Los Angeles SEO Group calls',
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...calls.flatMap((call) => [
      'BEGIN:VEVENT',
      `UID:${inviteUid(call.id)}`,
      `DTSTAMP:${icsTime(call.changed_at)}`,
      `LAST-MODIFIED:${icsTime(call.changed_at)}`,
      `DTSTART:${icsTime(call.starts_at)}`,
      `DTEND:${icsTime(call.ends_at)}`,
      `SUMMARY:${escapeText(callSummary(call))}`,
      `DESCRIPTION:${escapeText(description(call, dashboardUrl))}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
