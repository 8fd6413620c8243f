import type { LeadBooking, LeadDelivery, LeadStatusChange, ReportSubscription } from '@/lib/api/app-database';
import { dayHeading, officeToday, slotTime } from '../../lib/call-times';
import { LEAD_STATUS_LABELS } from '../../lib/status-filters';
import { formatWhen } from './lead-fields';

const DELIVERY: Record<LeadDelivery['status'], string> = {
  pending: 'waiting to be sent',
  sent: 'sent',
  failed: 'given up',
  skipped: 'not sent',
};

const KIND: Record<LeadDelivery['kind'], string> = {
  new: 'new lead',
  completed: 'lead completed',
  weekly_report: 'weekly report',
  report_confirmation: 'weekly report confirmation',
  booking_confirmation: 'booking confirmation',
  booking_agency: 'call booked, moved or cancelled',
  booking_reminder: 'call reminder',
  booking_cancelled: 'cancellation notice',
  booking_moved: 'call moved',
};

/** The e-mails of a booked call that go to the visitor (decision 0061), named with their recipient. */
const TO_VISITOR: Partial<Record<LeadDelivery['kind'], string>> = {
  booking_confirmation: 'Booking confirmation',
  booking_reminder: 'Call reminder',
  booking_cancelled: 'Cancellation notice',
  booking_moved: 'Call moved notice',
};

const SUBSCRIPTION_EVENT: Record<ReportSubscription['events'][number]['event'], string> = {
  subscribed: 'scheduled weekly SEO reports',
  paused: 'paused the weekly reports',
  resumed: 'resumed the weekly reports',
  unsubscribed: 'unsubscribed: no more weekly reports',
  recipient_unsubscribed: 'unsubscribed from the weekly reports',
  recipient_confirmed: 'confirmed the weekly reports with the link e-mailed to them',
};

function runText(run: ReportSubscription['runs'][number]): string {
  const week = `Weekly report for ${run.week_of}`;
  if (run.status === 'measuring') return `${week}: measuring the page (try ${run.attempts})`;
  if (run.status === 'cancelled') return `${week}: not sent, the subscription was no longer active`;
  if (run.status === 'failed') return `${week}: failed${run.error ? ` (${run.error})` : ''}`;
  return run.score === null ? `${week}: the page could not be checked (${run.error ?? 'no reason given'})` : `${week}: page measured, score ${run.score}/100`;
}

/** A booked call as the history names it: "Tuesday, December 8, 10:00 AM – 10:30 AM PT". */
const callWhen = (booking: LeadBooking) => `${dayHeading(officeToday(new Date(booking.starts_at)))}, ${slotTime(booking.starts_at, booking.ends_at)}`;

/**
 * Status changes, booked calls and who cancelled them (Visitor, or the staff name: decision 0063),
 * notification and report deliveries, and the weekly report subscription's runs and events, oldest first.
 */
export function LeadHistory({
  changes,
  deliveries,
  bookings = [],
  subscription = null,
}: {
  changes: LeadStatusChange[];
  deliveries: LeadDelivery[];
  bookings?: LeadBooking[];
  subscription?: ReportSubscription | null;
}) {
  const entries = [
    ...bookings.map((booking) => ({ at: booking.created_at, text: `Call booked for ${callWhen(booking)}` })),
    ...bookings.flatMap((booking) =>
      booking.cancelled_at ? [{ at: booking.cancelled_at, text: `Call of ${callWhen(booking)} cancelled by ${booking.cancelled_by ?? 'someone'}` }] : [],
    ),
    ...(subscription?.events ?? []).map((event) => ({ at: event.at, text: `${event.actor} ${SUBSCRIPTION_EVENT[event.event]}` })),
    ...(subscription?.runs ?? []).map((run) => ({ at: run.measured_at ?? run.created_at, text: runText(run) })),
    ...changes.map((change) => ({
      at: change.changed_at,
      text: `${change.actor} changed the status from ${LEAD_STATUS_LABELS[change.from_status]} to ${LEAD_STATUS_LABELS[change.to_status]}`,
    })),
    ...deliveries.map((delivery) => ({
      at: delivery.created_at,
      text:
        (delivery.kind === 'weekly_report'
          ? `Weekly report e-mail to ${delivery.recipient ?? 'a recipient'}: ${DELIVERY[delivery.status]}`
          : delivery.kind === 'report_confirmation'
            ? `Confirmation e-mail to ${delivery.recipient ?? 'a recipient'}: ${DELIVERY[delivery.status]}`
            : TO_VISITOR[delivery.kind]
              ? `${TO_VISITOR[delivery.kind]} e-mail to ${delivery.recipient ?? 'the visitor'}: ${DELIVERY[delivery.status]}`
              : `Notification e-mail (${KIND[delivery.kind]}): ${DELIVERY[delivery.status]}`) +
        (delivery.attempts > 1 ? ` after ${delivery.attempts} tries` : '') +
        (delivery.last_error && delivery.status !== 'sent' ? `; last error: ${delivery.last_error}` : '') +
        (delivery.next_attempt_at ? `; next try ${formatWhen(delivery.next_attempt_at)}` : ''),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (entries.length === 0) return <p className="text-sm text-ink-600">Nothing has happened to this lead yet.</p>;
  return (
    <ol className="space-y-2 text-sm text-ink-800">
      {entries.map((entry, index) => (
        <li key={index}>
          <span className="text-ink-600">{formatWhen(entry.at)}</span>: {entry.text}
        </li>
      ))}
    </ol>
  );
}
