import { memo, startTransition, useCallback, useId, useOptimistic } from 'react';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { bookingText } from '../lib/booking-text';
import type { SlotChoice, SlotDay } from '../lib/slots';

interface SlotPickerProps {
  days: SlotDay[];
  /** The day whose times are shown (its key). */
  dayKey: string;
  onDay: (key: string) => void;
  selected: SlotChoice | null;
  /** Called in a transition: what the page renders from the choice (the form's line) follows the press's paint. */
  onSelect: (slot: SlotChoice) => void;
}

// The two looks of a day or time button, joined once: a press re-renders two buttons, and a
// class string built per render was part of every one of them.
const choiceBase =
  'flex min-h-11 w-full flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const choiceClasses = {
  pressed: `${choiceBase} border-brand-700 bg-brand-700 text-white`,
  unpressed: `${choiceBase} border-ink-300 bg-white text-ink-900 hover:border-brand-500 hover:bg-brand-50`,
};
const choiceClass = (pressed: boolean) => (pressed ? choiceClasses.pressed : choiceClasses.unpressed);
const officeTimeClass = (pressed: boolean) => (pressed ? 'text-xs text-white' : 'text-xs text-ink-700');

/**
 * The days and their free times as two groups of toggle buttons in plain tab order: a day button shows
 * that day's times, a time button chooses it (aria-pressed says which is chosen; its name carries the
 * day and both clocks). Each group wraps into as many columns as fit, so it needs no sideways
 * scrolling at 320 px.
 *
 * A press on a time renders the picker alone, and of it only the two time buttons whose pressed
 * state changes (an optimistic state); the choice reaches the page in a transition, whose render
 * (the scheduler, its data hook and the form's line) comes after the press has painted. Rendered
 * with the press, that render was most of the click's own work (decision 0062, the INP of picking
 * a time).
 */
export function SlotPicker({ days, dayKey, onDay, selected, onSelect }: SlotPickerProps) {
  const daysId = useId();
  const timesId = useId();
  // The chosen time as the picker shows it: the page's choice, or a press the page has still to render.
  const [pressedAt, showPressed] = useOptimistic(selected?.startsAt ?? null);
  const select = useCallback(
    (slot: SlotChoice) =>
      startTransition(() => {
        showPressed(slot.startsAt);
        onSelect(slot);
      }),
    [onSelect, showPressed],
  );
  const day = days.find((candidate) => candidate.key === dayKey) ?? days[0];
  if (!day) return null;
  return (
    <div className="mt-6 grid gap-6">
      <DayButtons labelId={daysId} days={days} dayKey={day.key} onDay={onDay} />
      <div role="group" aria-labelledby={timesId}>
        <h3 id={timesId} className="text-base font-bold text-ink-950">
          {bookingText.picker.timesOn(day.label)}
        </h3>
        <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2">
          {day.slots.map((slot) => (
            <TimeButton key={slot.startsAt} slot={slot} pressed={pressedAt === slot.startsAt} onSelect={select} />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The days group: unchanged by a press on a time, so not rendered by one. */
const DayButtons = memo(function DayButtons({ labelId, days, dayKey, onDay }: { labelId: string; days: SlotDay[]; dayKey: string; onDay: (key: string) => void }) {
  return (
    <div role="group" aria-labelledby={labelId}>
      <h3 id={labelId} className="text-base font-bold text-ink-950">
        {bookingText.picker.days}
      </h3>
      <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
        {days.map((candidate) => (
          <li key={candidate.key}>
            <button type="button" aria-pressed={candidate.key === dayKey} className={choiceClass(candidate.key === dayKey)} onClick={() => onDay(candidate.key)}>
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
  );
});

/** One time: rendered again only when its pressed state changes (`onSelect` is stable). */
const TimeButton = memo(function TimeButton({ slot, pressed, onSelect }: { slot: SlotChoice; pressed: boolean; onSelect: (slot: SlotChoice) => void }) {
  return (
    <li>
      <button type="button" aria-pressed={pressed} aria-label={slot.label} className={choiceClass(pressed)} onClick={() => onSelect(slot)}>
        <span className="font-semibold">{slot.time}</span>
        {slot.officeTime ? <span className={officeTimeClass(pressed)}>{slot.officeTime}</span> : null}
      </button>
    </li>
  );
});
