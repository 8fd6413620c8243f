import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { site } from '@/content/site';
import { announce } from '@/lib/announce';
import { focusByScript } from '@/lib/focus-by-script';
import { QueryProvider } from '@/lib/query-provider';
import { useAnswerFocus } from '@/lib/use-answer-focus';
import type { Booking } from '../api/book-consultation';
import { useFreeSlots } from '../api/free-slots';
import { bookingText } from '../lib/booking-text';
import { describeCall, groupSlots, visitorZone, type SlotChoice } from '../lib/slots';
import { zoneNote } from '../lib/zone-note';
import { BookingForm } from './booking-form';
import { SlotPicker } from './slot-picker';

/**
 * The /book page's picker and form (docs/requirements/booking.md), loaded after the page has hydrated:
 * the free slots in the visitor's own time zone, the form, and the confirmation once booked.
 */
export default function BookingScheduler() {
  return (
    <QueryProvider>
      <Scheduler />
    </QueryProvider>
  );
}

function Scheduler() {
  const zone = useMemo(() => visitorZone(), []);
  const slots = useFreeSlots();
  const days = useMemo(() => groupSlots(slots.data ?? [], zone), [slots.data, zone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [selected, setSelected] = useState<SlotChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ booking: Booking; email: string } | null>(null);
  // Try again goes while the times are read again: focus waits on "Choose a time" and stays there when
  // the times (or the failure) come back (WCAG 2.4.3; src/lib/use-answer-focus.ts).
  const { heading: pickerHeading, retry } = useAnswerFocus(slots.data ?? slots.error);

  // "Loading the free times..." is said once each time the times are read from nothing (on arrival and
  // after Try again) through the shared announcer; the line on the page is no live region, so the
  // prerendered placeholder, the fallback while the picker loads and this line are never heard again.
  const loading = slots.isPending;
  useEffect(() => {
    if (loading) announce(bookingText.picker.loading);
  }, [loading]);

  // A chosen time that is no longer offered (taken meanwhile, past its 2 hours) is chosen no more.
  const chosen = selected && slots.data?.some((slot) => slot.startsAt === selected.startsAt) ? selected : null;

  // Called by the picker in a transition, having shown the press already: this render of the page
  // (the data hook, the form's line) comes after the press has painted (the INP of picking a time,
  // decision 0062). The announcement is written outside React, a moment later, as before.
  const choose = useCallback((slot: SlotChoice) => {
    setSelected(slot);
    setNotice(null);
    announce(bookingText.picker.selected(slot.label));
  }, []);

  const { refetch } = slots;
  const slotTaken = useCallback(
    (message: string) => {
      setSelected(null);
      setNotice(message);
      void refetch();
      // The Book button stays; the visitor's next step is a new time, so focus goes to the times' heading.
      focusByScript(pickerHeading.current);
    },
    [refetch, pickerHeading],
  );
  const onBooked = useCallback((booking: Booking, email: string) => setBooked({ booking, email }), []);
  const noTime = useCallback(() => {
    setNotice(bookingText.form.noTime);
    focusByScript(pickerHeading.current);
  }, [pickerHeading]);
  if (booked) return <Confirmation booking={booked.booking} email={booked.email} zone={zone} />;

  return (
    <div className="grid gap-8">
      <section aria-labelledby="book-picker-heading" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <h2 id="book-picker-heading" ref={pickerHeading} className="font-display text-2xl font-bold text-ink-950">
          {bookingText.picker.heading}
        </h2>
        <p className="mt-2 text-ink-700">{zoneNote(zone, slots.data ?? [], new Date())}</p>
        {notice ? (
          <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-4 font-medium text-ink-950">
            {notice}
          </p>
        ) : null}
        {loading ? (
          <p className="mt-6 text-ink-700">{bookingText.picker.loading}</p>
        ) : slots.isError && !slots.data ? (
          <div className="mt-6">
            <p role="alert" className="font-medium text-danger">
              {bookingText.picker.failed}
            </p>
            <Button className="mt-4" busy={slots.isFetching} onClick={() => retry(() => void slots.refetch())}>
              {bookingText.picker.retry}
            </Button>
          </div>
        ) : days.length === 0 ? (
          <div className="mt-6">
            <p className="font-semibold text-ink-950">{bookingText.picker.empty}</p>
            <p className="mt-2 text-ink-700">
              {bookingText.picker.emptyHelp}{' '}
              <a href={site.phone.href} className="font-semibold text-brand-700 underline underline-offset-2">
                {site.phone.display}
              </a>{' '}
              or{' '}
              <a href={`mailto:${site.email}`} className="break-all font-semibold text-brand-700 underline underline-offset-2">
                {site.email}
              </a>
              .
            </p>
          </div>
        ) : (
          <SlotPicker days={days} dayKey={dayKey ?? days[0]!.key} onDay={setDayKey} selected={chosen} onSelect={choose} />
        )}
      </section>
      <Form selected={chosen} zone={zone} onBooked={onBooked} onSlotTaken={slotTaken} onNoTime={noTime} />
    </div>
  );
}

const Form = memo(BookingForm);

/** What was booked, in both clocks, and where the invite went; focus comes to its heading (the Book button is gone). */
function Confirmation({ booking, email, zone }: { booking: Booking; email: string; zone: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => focusByScript(heading.current), []);
  const call = describeCall(booking, zone);
  return (
    <section aria-labelledby="book-done-heading" className="rounded-card border border-brand-200 bg-brand-50 p-6 text-center sm:p-8">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
      <h2 id="book-done-heading" ref={heading} className="mt-4 font-display text-2xl font-bold text-ink-950">
        {bookingText.booked.heading}
      </h2>
      <p className="mt-4 text-lg font-semibold text-ink-950">{call.day}</p>
      <p className="text-lg text-ink-950">{call.time}</p>
      {call.office ? <p className="text-ink-700">({call.office})</p> : null}
      <p className="mt-4 text-ink-700">
        {bookingText.booked.invite(email)}
        {booking.cancelToken ? null : ` ${bookingText.booked.manageByEmail}`}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to="/">Back to home</LinkButton>
        {booking.cancelToken ? (
          <Link
            to={`/book/manage?token=${encodeURIComponent(booking.cancelToken)}`}
            className="self-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {bookingText.booked.manage}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
