/**
 * The Calls view's days and times, in Los Angeles time whatever zone the browser is in (the office's
 * zone, private.office_time_zone()): the database answers each call's Los Angeles day, and the
 * times are written with "PT".
 */
const ZONE = 'America/Los_Angeles';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
const shortDateFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short', month: 'short', day: 'numeric' });
const momentFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Today's Los Angeles date, YYYY-MM-DD. */
export const officeToday = (now: Date = new Date()): string => dayFormat.format(now);

/** "Mon, Dec 7, 7:05 AM": an instant as Los Angeles reads it (the caller adds "PT"). */
export const pacificMoment = (at: string): string => momentFormat.format(new Date(at));

/** A YYYY-MM-DD date `days` later (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Monday, November 30" for a YYYY-MM-DD date. */
export const dayHeading = (day: string): string => dateFormat.format(new Date(`${day}T00:00:00Z`));

/** "9:00 – 9:30 AM PT": a call's slot as Los Angeles reads it. */
export function slotTime(startsAt: string, endsAt: string): string {
  return `${timeFormat.format(new Date(startsAt))} – ${timeFormat.format(new Date(endsAt))} PT`;
}

/** A block as staff read it: "Thu, Dec 24 – Sat, Dec 26" for whole days, "Tue, Dec 1, 10:00 AM – 11:00 AM PT" for hours. */
export function blockLabel(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const wholeDays = timeFormat.format(start) === '12:00 AM' && timeFormat.format(end) === '12:00 AM';
  if (wholeDays) {
    const lastDay = shortDateFormat.format(new Date(end.getTime() - 3_600_000));
    const firstDay = shortDateFormat.format(start);
    return firstDay === lastDay ? `${firstDay} (all day)` : `${firstDay} – ${lastDay} (all day)`;
  }
  const sameDay = dayFormat.format(start) === dayFormat.format(end);
  return sameDay
    ? `${shortDateFormat.format(start)}, ${timeFormat.format(start)} – ${timeFormat.format(end)} PT`
    : `${shortDateFormat.format(start)}, ${timeFormat.format(start)} – ${shortDateFormat.format(end)}, ${timeFormat.format(end)} PT`;
}

/** One page of the Calls view: its first Los Angeles day, how many days it shows, and its last. */
export interface CallsPage {
  fromDay: string;
  days: number;
  lastDay: string;
}

/**
 * The Calls view's pages (issue 61): page 0 is today and the 7 days after it; page -1 the 7 days
 * before today, -2 the week before that, and so on; page 1 the 7 days after page 0's last.
 */
export function callsPage(today: string, page: number): CallsPage {
  const fromDay = page === 0 ? today : page < 0 ? addDays(today, 7 * page) : addDays(today, 1 + 7 * page);
  const days = page === 0 ? 8 : 7;
  return { fromDay, days, lastDay: addDays(fromDay, days - 1) };
}
