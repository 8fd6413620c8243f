import { bookingText } from './booking-text';
import { OFFICE_ZONE, sameClock, type FreeSlot } from './slots';

/** The zone names that are the universal clock itself, however the browser spells it. */
const UNIVERSAL = /^(Etc\/)?(UTC|UCT|Universal|Zulu)$/;
const GREENWICH = /^(Etc\/)?(GMT|GMT[+-]0|GMT0|Greenwich)$/;

/**
 * The visitor's zone in words a sentence can carry: "Tokyo time", "New York time", "UTC". An IANA
 * name's last part is the city it is named after (America/Argentina/Buenos_Aires: Buenos Aires);
 * a zone without a city (Etc/GMT-9, EST5EDT) takes Intl's name for it ("GMT+09:00", "Eastern Time").
 * The zone's short name ("EST", "GMT+9") is not part of it: it can change within the days shown, and
 * every time carries its own.
 */
export function zonePlace(zone: string): string {
  if (UNIVERSAL.test(zone)) return 'UTC';
  if (GREENWICH.test(zone)) return 'GMT';
  const [area, ...rest] = zone.split('/');
  if (area && rest.length > 0 && area !== 'Etc') return `${rest.at(-1)!.replaceAll('_', ' ')} time`;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((piece) => piece.type === 'timeZoneName')?.value;
    if (name) return name;
  } catch {
    // An unknown name: said as it is.
  }
  return zone;
}

/**
 * The line above the times that says which clock they are in. Los Angeles: its own time. A zone whose
 * clock reads as Los Angeles's at every time offered (or now, before they are known): one clock, said
 * to be the same. Any other: the visitor's clock with PT beside it, worded to read well everywhere,
 * UTC included ("UTC, your device's time zone", never "UTC, UTC").
 */
export function zoneNote(zone: string, slots: readonly FreeSlot[], now: Date): string {
  if (zone === OFFICE_ZONE) return bookingText.picker.officeZoneNote;
  const instants = slots.length > 0 ? slots.map((slot) => new Date(slot.startsAt)) : [now];
  const place = zonePlace(zone);
  return instants.every((at) => sameClock(at, zone)) ? bookingText.picker.sameClockNote(place) : bookingText.picker.zoneNote(place);
}
