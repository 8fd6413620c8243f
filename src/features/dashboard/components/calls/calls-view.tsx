import { useEffect, useRef, useState } from 'react';
import type { BookedCall } from '@/lib/api/app-database';
import { announce } from '@/lib/announce';
import { useBookingMailCap } from '../../api/get-booking-mail-cap';
import { useCalls } from '../../api/get-calls';
import { bookingMailCapNotice } from '../../lib/booking-mail-cap';
import { callsPage, dayHeading, officeToday } from '../../lib/call-times';
import type { DashboardViewProps } from '../dashboard-view-props';
import { ViewHeader } from '../view-header';
import { BookingBlocksPanel } from './booking-blocks-panel';
import { CalendarLimitsForm } from './calendar-limits-form';
import { CallItem } from './call-item';
import { CallsFeedPanel } from './calls-feed-panel';
import { CallsWeekNav } from './calls-week-nav';
import { CancelCallsDialog, type CancelRequest } from './cancel-calls-dialog';
import { MoveCallDialog } from './move-call-dialog';
import { useCancelCalls } from './use-cancel-calls';
import { useMoveCalls } from './use-move-call';

const callCount = (calls: BookedCall[]) => {
  const live = calls.filter((call) => call.cancelled_at === null).length;
  return `${live} ${live === 1 ? 'call' : 'calls'}`;
};

interface DayCallsProps {
  day: string;
  calls: BookedCall[];
  heading: string;
  onCancel: (request: CancelRequest) => void;
  onMove: (call: BookedCall) => void;
}

function DayCalls({ day, calls, heading, onCancel, onMove }: DayCallsProps) {
  const id = `calls-${day}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-lg font-semibold text-ink-950">
        {heading} <span className="text-sm font-normal text-ink-700">({callCount(calls)})</span>
      </h3>
      <ul className="space-y-3">
        {calls.map((call) => (
          <CallItem key={call.id} call={call} onCancel={onCancel} onMove={onMove} />
        ))}
      </ul>
    </section>
  );
}

/** "Calls from Monday, November 23 to Sunday, November 29: 3 calls.": what a new page shows, said once. */
const pageSaid = (fromDay: string, lastDay: string, calls: BookedCall[]) => `Calls from ${dayHeading(fromDay)} to ${dayHeading(lastDay)}: ${callCount(calls)}.`;

/**
 * The `calls` view (issue 53): the booked calls of today and the next 7 days (Los Angeles days), each
 * with its lead, topic and links, marked attended or no-show, moved to another free time
 * (move-call-dialog.tsx, decision 0070), or cancelled by staff (alone or with
 * every upcoming call of its sender, after a confirmation: use-cancel-calls.ts); paged back to past
 * weeks and forward (issue 61); then the daily limit and buffer, the calendar feed link, the blocked
 * times and the form to block more. Cancelled calls stay in the list, marked as such.
 */
export function CallsView({ headingRef }: DashboardViewProps) {
  const today = officeToday();
  const [page, setPage] = useState(0);
  const { fromDay, days, lastDay } = callsPage(today, page);
  const calls = useCalls(fromDay, days);
  const mailCap = bookingMailCapNotice(useBookingMailCap().data);
  const { root, request, busy, ask, keep, confirm, onDialogClosed } = useCancelCalls();
  const shown = calls.isPlaceholderData ? undefined : calls.data;
  const moves = useMoveCalls(root);
  const byDay = new Map<string, BookedCall[]>();
  for (const call of calls.data ?? []) byDay.set(call.office_day, [...(byDay.get(call.office_day) ?? []), call]);
  const todays = byDay.get(today) ?? [];
  const later = [...byDay.entries()].filter(([day]) => day !== today);
  // A page staff turned to is said once its calls are in (WCAG 4.1.3); the first page is what the view shows anyway.
  const turned = useRef(false);
  useEffect(() => {
    if (turned.current && shown) {
      turned.current = false;
      announce(pageSaid(fromDay, lastDay, shown));
    }
  }, [shown, fromDay, lastDay]);
  const turnTo = (next: number) => {
    if (next === page) return;
    turned.current = true;
    setPage(next);
  };
  return (
    <section ref={root} aria-labelledby="calls-heading" className="space-y-8">
      <div>
        <ViewHeader title="Calls" headingId="calls-heading" headingRef={headingRef} />
        <p className="mt-1 max-w-prose text-sm text-ink-700">
          Free consultations booked on the site, in Pacific time, from {dayHeading(fromDay)} to {dayHeading(lastDay)}. Mark each call attended or no-show once
          it has happened; move a call to another free time (the visitor is sent the updated invite); cancel a call, or every call of one sender, to free its
          time.
        </p>
        <div className="mt-3">
          <CallsWeekNav page={page} busy={calls.isPlaceholderData} onPage={turnTo} />
        </div>
        {mailCap ? (
          <p role="status" className="mt-3 max-w-prose rounded-card border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
            {mailCap}
          </p>
        ) : null}
      </div>
      {calls.data === undefined ? (
        <p className="text-sm text-ink-600">{calls.isError ? 'The calls could not be loaded.' : 'Loading the calls…'}</p>
      ) : page !== 0 ? (
        <section aria-labelledby="calls-page-heading" aria-busy={calls.isPlaceholderData} className="space-y-3">
          <h2 id="calls-page-heading" className="text-xl font-semibold text-ink-950">
            {dayHeading(fromDay)} to {dayHeading(lastDay)}
          </h2>
          {byDay.size === 0 ? (
            <p className="text-sm text-ink-700">No calls booked for these days.</p>
          ) : (
            [...byDay.entries()].map(([day, dayCalls]) => (
              <DayCalls key={day} day={day} calls={dayCalls} heading={dayHeading(day)} onCancel={ask} onMove={moves.ask} />
            ))
          )}
        </section>
      ) : (
        <>
          <section aria-labelledby="calls-today-heading" className="space-y-3">
            <h2 id="calls-today-heading" className="text-xl font-semibold text-ink-950">
              Today
            </h2>
            {todays.length === 0 ? (
              <p className="text-sm text-ink-700">No calls booked for today.</p>
            ) : (
              <DayCalls day={today} calls={todays} heading={dayHeading(today)} onCancel={ask} onMove={moves.ask} />
            )}
          </section>
          <section aria-labelledby="calls-week-heading" className="space-y-3">
            <h2 id="calls-week-heading" className="text-xl font-semibold text-ink-950">
              Next 7 days
            </h2>
            {later.length === 0 ? (
              <p className="text-sm text-ink-700">No calls booked for the next 7 days.</p>
            ) : (
              later.map(([day, dayCalls]) => <DayCalls key={day} day={day} calls={dayCalls} heading={dayHeading(day)} onCancel={ask} onMove={moves.ask} />)
            )}
          </section>
        </>
      )}
      <CalendarLimitsForm />
      <CallsFeedPanel />
      <BookingBlocksPanel />
      <CancelCallsDialog request={request} busy={busy} onKeep={keep} onConfirm={confirm} onCloseAutoFocus={onDialogClosed} />
      <MoveCallDialog call={moves.moving} onClose={moves.keep} onMoved={moves.moved} onCloseAutoFocus={moves.onDialogClosed} />
    </section>
  );
}
