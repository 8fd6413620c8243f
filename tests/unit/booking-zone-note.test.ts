/**
 * The line above /book's times that says which clock they are in (src/features/booking/lib/zone-note.ts):
 * it reads well in every zone, UTC included, where it once said "your time zone (UTC, UTC)" (issue 61).
 */
import { describe, expect, it } from 'vitest';
import { zoneNote, zonePlace } from '@/features/booking/lib/zone-note';

const slot = (startsAt: string) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString() });
// 9 am in Los Angeles on Friday 6 March 2026 (PST) and Monday 9 March 2026 (PDT), across the change.
const slots = [slot('2026-03-06T17:00:00.000Z'), slot('2026-03-09T16:00:00.000Z')];
const now = new Date('2026-03-05T20:00:00.000Z');

describe('the zone line', () => {
  it('reads well in Los Angeles, UTC, London and Tokyo', () => {
    expect(zoneNote('America/Los_Angeles', slots, now)).toBe('Times are shown in Los Angeles time (PT).');
    expect(zoneNote('UTC', slots, now)).toBe("Times are shown in UTC, your device's time zone, with Los Angeles time (PT) beside them.");
    expect(zoneNote('Europe/London', slots, now)).toBe("Times are shown in London time, your device's time zone, with Los Angeles time (PT) beside them.");
    expect(zoneNote('Asia/Tokyo', slots, now)).toBe("Times are shown in Tokyo time, your device's time zone, with Los Angeles time (PT) beside them.");
  });

  it('never names a zone twice, nor its raw IANA spelling', () => {
    for (const zone of ['UTC', 'Etc/UTC', 'Europe/London', 'Asia/Tokyo', 'America/New_York', 'America/Argentina/Buenos_Aires', 'Etc/GMT-9']) {
      const line = zoneNote(zone, slots, now);
      expect(line, zone).not.toMatch(/UTC, UTC|\/|_/);
      expect(line.match(/\(/g), zone).toHaveLength(1);
    }
  });

  it('names the place, or the universal clock, or Intl’s name for a zone without a city', () => {
    expect(['UTC', 'Etc/UTC', 'Etc/Universal', 'Zulu'].map(zonePlace)).toEqual(['UTC', 'UTC', 'UTC', 'UTC']);
    expect(['GMT', 'Etc/GMT', 'Etc/Greenwich'].map(zonePlace)).toEqual(['GMT', 'GMT', 'GMT']);
    expect(zonePlace('America/New_York')).toBe('New York time');
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zonePlace('Etc/GMT-9')).toBe('GMT+09:00');
  });

  it('says one clock for a zone that reads as Los Angeles at every time offered, and two once one differs', () => {
    expect(zoneNote('America/Vancouver', slots, now)).toBe(
      "Times are shown in Vancouver time, your device's time zone, which reads the same as Los Angeles time (PT).",
    );
    // Phoenix keeps MST all year: the Los Angeles clock on 6 March (PST) is an hour behind it, on 9 March (PDT) the same.
    expect(zoneNote('America/Phoenix', slots, now)).toContain('with Los Angeles time (PT) beside them');
    expect(zoneNote('America/Phoenix', slots.slice(1), now)).toContain('which reads the same as Los Angeles time (PT)');
    // Before the times are known, the clock now decides.
    expect(zoneNote('America/Vancouver', [], now)).toContain('which reads the same');
    expect(zoneNote('Asia/Tokyo', [], now)).toContain('beside them');
  });
});
