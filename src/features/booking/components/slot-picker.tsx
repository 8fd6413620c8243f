import { useId } from 'react';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { cn } from '@/lib/cn';
import { bookingText } from '../lib/booking-text';
import type { SlotChoice, SlotDay } from '../lib/slots';

interface SlotPickerProps {
  days: SlotDay[];
  /** The day whose times are shown (its key). */
  dayKey: string;
  onDay: (key: string) => void;
  selected: SlotChoice | null;
  onSelect: (slot: SlotChoice) => void;
}

const choiceClasses = (pressed: boolean) =>
  cn(
    'flex min-h-11 w-full flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-300 bg-white text-ink-900 hover:border-brand-500 hover:bg-brand-50',
  );

/**
 * The days and their free times as two groups of toggle buttons in plain tab order: a day button shows
 * that day's times, a time button chooses it (aria-pressed says which is chosen; its name carries the
 * day and both clocks). Each group wraps into as many columns as fit, so it needs no sideways
 * scrolling at 320 px.
 */
export function SlotPicker({ days, dayKey, onDay, selected, onSelect }: SlotPickerProps) {
  const daysId = useId();
  const timesId = useId();
  const day = days.find((candidate) => candidate.key === dayKey) ?? days[0];
  if (!day) return null;
  return (
    <div className="mt-6 grid gap-6">
      <div role="group" aria-labelledby={daysId}>
        <h3 id={daysId} className="text-base font-bold text-ink-950">
          {bookingText.picker.days}
        </h3>
        <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
          {days.map((candidate) => (
            <li key={candidate.key}>
              <button type="button" aria-pressed={candidate.key === day.key} className={choiceClasses(candidate.key === day.key)} onClick={() => onDay(candidate.key)}>
                <VisuallyHidden>{candidate.label}</VisuallyHidden>
                <span aria-hidden="true" className="text-sm font-semibold">
                  {candidate.weekday}
                </span>
                <span aria-hidden="true" className="text-sm">
                  {candidate.date}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div role="group" aria-labelledby={timesId}>
        <h3 id={timesId} className="text-base font-bold text-ink-950">
          {bookingText.picker.timesOn(day.label)}
        </h3>
        <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2">
          {day.slots.map((slot) => {
            const pressed = selected?.startsAt === slot.startsAt;
            return (
              <li key={slot.startsAt}>
                <button type="button" aria-pressed={pressed} aria-label={slot.label} className={choiceClasses(pressed)} onClick={() => onSelect(slot)}>
                  <span className="font-semibold">{slot.time}</span>
                  {slot.officeTime ? <span className={cn('text-xs', pressed ? 'text-white' : 'text-ink-700')}>{slot.officeTime}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
