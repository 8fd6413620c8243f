/**
 * The free times of the /book page as the visitor reads them (docs/requirements/booking.md): each slot
 * in the visitor's own time zone, with Los Angeles time beside it (always labelled PT) when the two
 * clocks differ, grouped into the visitor's own days. The database answers instants (book_slots);
 * every wall-clock reading here is Intl's, so daylight saving on either side is the time zone rules'.
 */

/** The agency's time zone: the answered hours are Los Angeles hours (src/content/site.ts). */
export const OFFICE_ZONE = 'America/Los_Angeles';

/** One free slot as the database answers it: the range [startsAt, endsAt). */
export interface FreeSlot {
  startsAt: string;
  endsAt: string;
}

/** A slot as the picker shows it. */
export interface SlotChoice extends FreeSlot {
  /** The start in the visitor's zone: "10:00 AM". */
  time: string;
  /** The start in Los Angeles, when the visitor's clock reads otherwise: "7:00 AM PT"; null when they agree. */
  officeTime: string | null;
  /** Everything a screen reader needs on one button: "10:00 AM EST (7:00 AM PT), Tuesday, December 1". */
  label: string;
}

/** One of the visitor's days with its free slots, in order. */
export interface SlotDay {
  /** The visitor's calendar date, YYYY-MM-DD: a stable key. */
  key: string;
  /** "Tuesday, December 1". */
  label: string;
  /** "Tue" */
  weekday: string;
  /** "Dec 1" */
  date: string;
  slots: SlotChoice[];
}

/** The zone the browser runs in (the visitor's own), Los Angeles where Intl cannot tell. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || OFFICE_ZONE;
  } catch {
    return OFFICE_ZONE;
  }
}

// ICU writes a narrow no-break space before AM/PM; plain spaces read and match the same everywhere.
const tidy = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
    formatters.set(key, made);
  }
  return made;
}

const part = (zone: string, options: Intl.DateTimeFormatOptions, at: Date, type: Intl.DateTimeFormatPartTypes) =>
  formatter(zone, options)
    .formatToParts(at)
    .find((piece) => piece.type === type)?.value ?? '';

/** "10:00 AM" on the wall clock of `zone`. */
export const clockTime = (at: Date, zone: string) => tidy(formatter(zone, { hour: 'numeric', minute: '2-digit' }).format(at));

/** The zone's short name at that instant: "EST", "EDT", "PST", "GMT+1". Los Angeles is always "PT". */
export function zoneName(at: Date, zone: string): string {
  if (zone === OFFICE_ZONE) return 'PT';
  return part(zone, { timeZoneName: 'short' }, at, 'timeZoneName') || zone;
}

/** The visitor's clock reads the same as Los Angeles at that instant (the same offset). */
export const sameClock = (at: Date, zone: string) =>
  zone === OFFICE_ZONE ||
  formatter(zone, { dateStyle: 'short', timeStyle: 'short' }).format(at) === formatter(OFFICE_ZONE, { dateStyle: 'short', timeStyle: 'short' }).format(at);

/** "Tuesday, December 1" in `zone`. */
export const dayLabel = (at: Date, zone: string) => tidy(formatter(zone, { weekday: 'long', month: 'long', day: 'numeric' }).format(at));

const dayKey = (at: Date, zone: string) => {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  return `${part(zone, options, at, 'year')}-${part(zone, options, at, 'month')}-${part(zone, options, at, 'day')}`;
};

/** A slot's start for the picker: the visitor's time and, when it differs, Los Angeles time. */
export function slotChoice(slot: FreeSlot, zone: string): SlotChoice {
  const at = new Date(slot.startsAt);
  const own = clockTime(at, zone);
  const officeTime = sameClock(at, zone) ? null : `${clockTime(at, OFFICE_ZONE)} PT`;
  const ownLabel = officeTime ? `${own} ${zoneName(at, zone)} (${officeTime})` : `${own} PT`;
  return { ...slot, time: own, officeTime, label: `${ownLabel}, ${dayLabel(at, zone)}` };
}

/** The free slots grouped into the visitor's days, each day and its slots in order. */
export function groupSlots(slots: readonly FreeSlot[], zone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const at = new Date(slot.startsAt);
    const key = dayKey(at, zone);
    let day = days.get(key);
    if (!day) {
      day = {
        key,
        label: dayLabel(at, zone),
        weekday: tidy(formatter(zone, { weekday: 'short' }).format(at)),
        date: tidy(formatter(zone, { month: 'short', day: 'numeric' }).format(at)),
        slots: [],
      };
      days.set(key, day);
    }
    day.slots.push(slotChoice(slot, zone));
  }
  return [...days.values()];
}

/**
 * A booked call in words, for the confirmation and the manage page: its day and times in the
 * visitor's zone, and in Los Angeles beside them when that clock reads otherwise.
 * { day: 'Tuesday, December 1', time: '10:00 – 10:30 AM EST', office: '7:00 – 7:30 AM PT' }
 */
export function describeCall(slot: FreeSlot, zone: string): { day: string; time: string; office: string | null; text: string } {
  const start = new Date(slot.startsAt);
  const end = new Date(slot.endsAt);
  const range = (where: string) => `${clockTime(start, where)} to ${clockTime(end, where)}`;
  const office = sameClock(start, zone) ? null : `${range(OFFICE_ZONE)} PT`;
  const time = office ? `${range(zone)} ${zoneName(start, zone)}` : `${range(zone)} PT`;
  const day = dayLabel(start, zone);
  return { day, time, office, text: `${day}, ${time}${office ? ` (${office})` : ''}` };
}
