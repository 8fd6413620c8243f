import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { announce } from '@/lib/announce';
import { focusByScript } from '@/lib/focus-by-script';
import { useMoveConsultation, type MoveAnswer } from '../api/move-consultation';
import { bookingText } from '../lib/booking-text';
import { describeCall, type FreeSlot, type SlotChoice } from '../lib/slots';
import { FreeTimePicker, useStillFree } from './free-time-picker';

const text = bookingText.move;

interface MoveBookingProps {
  token: string;
  /** The call's present time: it stays booked at it until a move succeeds. */
  current: FreeSlot;
  zone: string;
  /** An answer that changes the page: moved, or the call is no longer movable (cancelled, begun, a link not valid). */
  onAnswer: (answer: MoveAnswer) => void;
  /** "Keep my present time": the picker closes and the page puts focus back on the button that opened it. */
  onClose: () => void;
}

/**
 * The manage page's move (docs/decisions/0070-move-a-call-in-one-step.md): the free times in the
 * shared slot picker, and one button that moves the call there with one request (move_consultation).
 * Nothing is typed again: the link's token names the booking. The call stays booked at its present
 * time until the new one is its own; a time taken meanwhile says so, with the time the call keeps,
 * and focus goes back to the times' heading (WCAG 2.4.3). Focus comes to that heading when the picker
 * opens, and the Move button stays (busy) while its call runs, so focus never falls to the page.
 */
export function MoveBooking({ token, current, zone, onAnswer, onClose }: MoveBookingProps) {
  const move = useMoveConsultation();
  const [selected, setSelected] = useState<SlotChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => focusByScript(heading.current), []);

  // A chosen time no longer offered (taken meanwhile, past its 2 hours) is chosen no more.
  const chosen = useStillFree(selected);
  const choose = useCallback((slot: SlotChoice) => {
    setSelected(slot);
    setNotice(null);
    announce(bookingText.picker.selected(slot.label));
  }, []);

  const kept = (slot: FreeSlot) => text.kept(describeCall(slot, zone).text);
  const refuse = (message: string) => {
    setSelected(null);
    setNotice(message);
    // The Move button stays; the next step is another time, so focus goes to the times' heading.
    focusByScript(heading.current);
  };

  const send = () => {
    if (!chosen) {
      refuse(text.noTime);
      return;
    }
    move.mutate(
      { token, slotStart: chosen.startsAt },
      {
        onSuccess: (answer) => {
          if (
            answer.outcome === 'not_valid' ||
            answer.outcome === 'moved' ||
            answer.outcome === 'cancelled' ||
            answer.outcome === 'started' ||
            answer.outcome === 'marked'
          ) {
            onAnswer(answer);
          } else if (answer.outcome === 'moves_used') {
            refuse(`${text.movesUsed} ${kept(answer.slot)}`);
          } else if (answer.outcome === 'unchanged') {
            refuse(text.unchanged);
          } else {
            refuse(`${answer.outcome === 'slot_taken' ? text.taken : text.gone} ${kept(answer.slot)} ${text.again}`);
          }
        },
      },
    );
  };

  return (
    <section id="move-booking" aria-labelledby="move-heading" className="mt-8 rounded-card border border-ink-100 bg-white p-6 text-left shadow-card sm:p-8">
      <h2 id="move-heading" ref={heading} className="font-display text-2xl font-bold text-ink-950">
        {text.heading}
      </h2>
      <p className="mt-2 text-ink-700">{kept(current)}</p>
      {notice ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-4 font-medium text-ink-950">
          {notice}
        </p>
      ) : null}
      <FreeTimePicker zone={zone} selected={chosen} onSelect={choose} />
      {move.error ? (
        <p role="alert" className="mt-4 font-medium text-danger">
          {move.error.message}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button busy={move.isPending} onClick={send}>
          {move.isPending ? text.sending : chosen ? text.submit(`${describeCall(chosen, zone).day}, ${chosen.time}`) : text.submitNone}
        </Button>
        <Button variant="secondary" busy={move.isPending} onClick={onClose}>
          {text.keep}
        </Button>
      </div>
    </section>
  );
}
