import { useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { CalendarClock, CalendarX, CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { focusByScript } from '@/lib/focus-by-script';
import { QueryProvider } from '@/lib/query-provider';
import { useAnswerFocus } from '@/lib/use-answer-focus';
import { useLinkToken } from '@/lib/use-link-token';
import { useCancelConsultation, type CancelAnswer } from '../api/cancel-consultation';
import { useConsultationState } from '../api/consultation-state';
import type { MoveAnswer } from '../api/move-consultation';
import { bookingText } from '../lib/booking-text';
import { describeCall, visitorZone, type FreeSlot } from '../lib/slots';
import { MoveBooking } from './move-booking';

const text = bookingText.manage;

/**
 * Where a booking's cancel link leads (/book/manage?token=...): the page reads the booking's state on
 * load (a GET that changes nothing, so a mail scanner cancels nothing), shows the booked time in the
 * visitor's zone and in Los Angeles, and cancels only on a press. "Pick another time" opens the free
 * times on this page and moves the call in one request, keeping it booked until the new time is its
 * own; nothing is typed again (docs/requirements/booking.md#manage, decision 0070). Every answer to a
 * press takes focus to the page's heading (the shared use-answer-focus), which is how it is heard:
 * nothing else announces it, so it is heard once.
 */
export function ManageBooking() {
  return (
    <QueryProvider>
      <Manage />
    </QueryProvider>
  );
}

function Manage() {
  const token = useLinkToken();
  const zone = useMemo(() => visitorZone(), []);
  const state = useConsultationState(token);
  const cancel = useCancelConsultation();
  const [picking, setPicking] = useState(false);
  const [moved, setMoved] = useState<MoveAnswer | null>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const { heading, press, retry } = useAnswerFocus(moved ?? cancel.data ?? cancel.error ?? (state.isRefetchError ? state.error : undefined));

  const cancelCall = () =>
    press(() => {
      if (!token) return;
      cancel.mutate(token);
    });
  // The picker's answer that changes the page (moved, or the call can no longer be moved): focus to the heading.
  const moveAnswered = (answer: MoveAnswer) => press(() => setMoved(answer));
  const closePicker = () => {
    setPicking(false);
    focusByScript(moveButton.current);
  };

  if (moved?.outcome === 'moved') {
    return (
      <Shell icon="done" heading={heading} title={bookingText.move.movedHeading}>
        <p className="mt-4 text-lg text-ink-700">{bookingText.move.moved}</p>
        <CallTime slot={moved.slot} zone={zone} />
        <p className="mt-4 text-ink-700">{bookingText.move.invite}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/">Back to home</LinkButton>
        </div>
      </Shell>
    );
  }
  if (moved && moved.outcome !== 'not_valid') {
    if (moved.outcome === 'cancelled') {
      return (
        <Shell icon="done" heading={heading} title={text.alreadyCancelledHeading}>
          <p className="mt-4 text-lg text-ink-700">{text.alreadyCancelled}</p>
          <CallTime slot={moved.slot} zone={zone} />
          <BookAgain />
        </Shell>
      );
    }
    return <Started heading={heading} slot={moved.slot} zone={zone} />;
  }

  // An answer to a press outranks the state read on load.
  const answer: CancelAnswer | null = cancel.data ?? null;
  if (answer && answer.outcome !== 'not_valid') {
    if (answer.outcome === 'started') return <Started heading={heading} slot={answer.slot} zone={zone} />;
    return (
      <Shell icon="done" heading={heading} title={answer.outcome === 'cancelled' ? text.cancelledHeading : text.alreadyCancelledHeading}>
        <p className="mt-4 text-lg text-ink-700">{answer.outcome === 'cancelled' ? text.cancelled : text.alreadyCancelled}</p>
        <CallTime slot={answer.slot} zone={zone} />
        <BookAgain />
      </Shell>
    );
  }

  const known = state.data;
  const notValid = token === null || answer?.outcome === 'not_valid' || moved?.outcome === 'not_valid' || known?.state === 'not_valid';
  if (notValid) {
    return (
      <Shell icon="problem" heading={heading} title={text.heading}>
        <p role="alert" className="mt-4 text-lg text-danger">
          {token === null ? text.noToken : text.notValid}
        </p>
        <ContactUs />
      </Shell>
    );
  }
  if (known?.state === 'cancelled') {
    return (
      <Shell icon="done" heading={heading} title={text.alreadyCancelledHeading}>
        <p className="mt-4 text-lg text-ink-700">{text.alreadyCancelled}</p>
        <CallTime slot={known.slot} zone={zone} />
        <BookAgain />
      </Shell>
    );
  }
  if (known?.state === 'started') return <Started heading={heading} slot={known.slot} zone={zone} />;
  if (known?.state === 'booked') {
    return (
      <Shell icon="booked" heading={heading} title={text.heading}>
        <p className="mt-4 text-lg text-ink-700">{text.booked}</p>
        <CallTime slot={known.slot} zone={zone} />
        {cancel.error ? (
          <p role="alert" className="mt-4 font-medium text-danger">
            {cancel.error.message}
          </p>
        ) : null}
        <p className="mt-6 text-ink-700">{text.moveHelp}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="danger" busy={cancel.isPending} onClick={cancelCall}>
            {cancel.isPending ? text.cancelling : text.cancel}
          </Button>
          <Button
            ref={moveButton}
            variant="secondary"
            aria-expanded={picking}
            aria-controls={picking ? 'move-booking' : undefined}
            busy={cancel.isPending}
            onClick={() => setPicking(true)}
          >
            {text.move}
          </Button>
        </div>
        {picking && token ? <MoveBooking token={token} current={known.slot} zone={zone} onAnswer={moveAnswered} onClose={closePicker} /> : null}
      </Shell>
    );
  }

  // Not hydrated yet, reading, or the read failed.
  const readFailed = state.isError;
  return (
    <Shell icon="booked" heading={heading} title={text.heading}>
      <p role={readFailed ? 'alert' : 'status'} className={cn('mt-4 text-lg', readFailed ? 'text-danger' : 'text-ink-700')}>
        {readFailed ? text.readFailed : text.reading}
      </p>
      {readFailed ? (
        <Button className="mt-6" onClick={() => retry(() => void state.refetch())}>
          {bookingText.picker.retry}
        </Button>
      ) : null}
    </Shell>
  );
}

const ICONS = { booked: CalendarClock, done: CheckCircle2, problem: CalendarX } as const;

function Shell({ icon, heading, title, children }: { icon: keyof typeof ICONS; heading: Ref<HTMLHeadingElement>; title: string; children: ReactNode }) {
  const Icon = ICONS[icon];
  return (
    <div className="text-center">
      <Icon aria-hidden="true" className={cn('mx-auto size-14', icon === 'done' ? 'text-success' : 'text-brand-700')} />
      <h1 ref={heading} className="mt-6 text-display-md">
        {title}
      </h1>
      {/* Every state keeps the room of the tallest (a booked call with its buttons): the page below
          does not move when the state read on load arrives. */}
      <div data-answer className="min-h-[22rem] sm:min-h-[15rem]">
        {children}
      </div>
    </div>
  );
}

function CallTime({ slot, zone }: { slot: FreeSlot; zone: string }) {
  const call = describeCall(slot, zone);
  return (
    <p className="mt-2 text-lg font-semibold text-ink-950">
      {call.day}, {call.time}
      {call.office ? <span className="block font-normal text-ink-700">({call.office})</span> : null}
    </p>
  );
}

function Started({ heading, slot, zone }: { heading: Ref<HTMLHeadingElement>; slot: FreeSlot; zone: string }) {
  return (
    <Shell icon="booked" heading={heading} title={text.startedHeading}>
      <CallTime slot={slot} zone={zone} />
      <p className="mt-4 text-lg text-ink-700">{text.started}</p>
      <ContactUs />
    </Shell>
  );
}

function ContactUs() {
  return (
    <p className="mt-6 text-ink-700">
      Call{' '}
      <a href={site.phone.href} className="font-semibold text-brand-700 underline underline-offset-2">
        {site.phone.display}
      </a>{' '}
      or write to{' '}
      <a href={`mailto:${site.email}`} className="break-all font-semibold text-brand-700 underline underline-offset-2">
        {site.email}
      </a>
      .
    </p>
  );
}

function BookAgain() {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <LinkButton to="/book">{text.bookAgain}</LinkButton>
      <LinkButton to="/" variant="secondary">
        Back to home
      </LinkButton>
    </div>
  );
}
