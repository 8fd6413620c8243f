/**
 * The /book page's times as the visitor reads them (src/features/booking/lib/slots.ts): fixed instants
 * on both sides of the March and November daylight-saving changes, in Los Angeles, New York, London
 * (whose clocks change on other days) and Tokyo (whose days differ from Los Angeles's).
 */
import { describe, expect, it } from 'vitest';
import { describeCall, groupSlots, slotChoice } from '@/features/booking/lib/slots';

const slot = (startsAt: string) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString() });

// 9 am in Los Angeles: Friday 6 March 2026 (PST, UTC-8) and Monday 9 March 2026 (PDT, UTC-7), the
// clocks having gone forward on Sunday 8 March; London keeps GMT until 29 March.
const beforeMarch = slot('2026-03-06T17:00:00.000Z');
const afterMarch = slot('2026-03-09T16:00:00.000Z');
// 9 am in Los Angeles: Friday 30 October 2026 (PDT) and Monday 2 November 2026 (PST), back on 1 November.
const beforeNovember = slot('2026-10-30T16:00:00.000Z');
const afterNovember = slot('2026-11-02T17:00:00.000Z');

describe('a free time', () => {
  it('is Los Angeles time alone, labelled PT, for a visitor in Los Angeles (or on the same clock), on both sides of each change', () => {
    for (const zone of ['America/Los_Angeles', 'America/Vancouver']) {
      expect([beforeMarch, afterMarch, beforeNovember, afterNovember].map((free) => slotChoice(free, zone).label)).toEqual([
        '9:00 AM PT, Friday, March 6',
        '9:00 AM PT, Monday, March 9',
        '9:00 AM PT, Friday, October 30',
        '9:00 AM PT, Monday, November 2',
      ]);
    }
    expect(slotChoice(beforeMarch, 'America/Los_Angeles')).toMatchObject({ time: '9:00 AM', officeTime: null });
  });

  it('is the visitor’s own time with its zone, and PT beside it, when the clocks differ', () => {
    expect(slotChoice(beforeMarch, 'America/New_York')).toMatchObject({ time: '12:00 PM', officeTime: '9:00 AM PT', label: '12:00 PM EST (9:00 AM PT), Friday, March 6' });
    expect(slotChoice(afterMarch, 'America/New_York').label).toBe('12:00 PM EDT (9:00 AM PT), Monday, March 9');
    // London has not moved yet: 9 am in Los Angeles is 5 pm before the change and 4 pm after it.
    expect(slotChoice(beforeMarch, 'Europe/London').label).toBe('5:00 PM GMT (9:00 AM PT), Friday, March 6');
    expect(slotChoice(afterMarch, 'Europe/London').label).toBe('4:00 PM GMT (9:00 AM PT), Monday, March 9');
    expect(slotChoice(beforeNovember, 'America/New_York').label).toBe('12:00 PM EDT (9:00 AM PT), Friday, October 30');
    expect(slotChoice(afterNovember, 'America/New_York').label).toBe('12:00 PM EST (9:00 AM PT), Monday, November 2');
  });
});

describe('the days', () => {
  it('are the visitor’s own calendar days, in order: Monday in Los Angeles runs into Tuesday in Tokyo', () => {
    const monday = ['2026-03-09T16:00:00.000Z', '2026-03-09T23:30:00.000Z', '2026-03-10T00:30:00.000Z'].map(slot);
    const inLosAngeles = groupSlots([...monday].reverse(), 'America/Los_Angeles');
    expect(inLosAngeles.map((day) => [day.key, day.label, day.weekday, day.date, day.slots.map((free) => free.time)])).toEqual([
      ['2026-03-09', 'Monday, March 9', 'Mon', 'Mar 9', ['9:00 AM', '4:30 PM', '5:30 PM']],
    ]);
    const inTokyo = groupSlots([beforeMarch, ...monday], 'Asia/Tokyo');
    expect(inTokyo.map((day) => [day.label, day.slots.map((free) => `${free.time} / ${free.officeTime}`)])).toEqual([
      ['Saturday, March 7', ['2:00 AM / 9:00 AM PT']],
      ['Tuesday, March 10', ['1:00 AM / 9:00 AM PT', '8:30 AM / 4:30 PM PT', '9:30 AM / 5:30 PM PT']],
    ]);
  });

  it('are none when there is no free time', () => {
    expect(groupSlots([], 'America/New_York')).toEqual([]);
  });
});

describe('a booked call in words', () => {
  it('gives the day and both clocks, or Los Angeles alone', () => {
    expect(describeCall(afterMarch, 'America/Los_Angeles')).toEqual({
      day: 'Monday, March 9',
      time: '9:00 AM to 9:30 AM PT',
      office: null,
      text: 'Monday, March 9, 9:00 AM to 9:30 AM PT',
    });
    expect(describeCall(afterNovember, 'America/New_York')).toEqual({
      day: 'Monday, November 2',
      time: '12:00 PM to 12:30 PM EST',
      office: '9:00 AM to 9:30 AM PT',
      text: 'Monday, November 2, 12:00 PM to 12:30 PM EST (9:00 AM to 9:30 AM PT)',
    });
  });
});
