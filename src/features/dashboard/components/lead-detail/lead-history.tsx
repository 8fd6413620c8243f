import type { LeadDelivery, LeadStatusChange } from '@/lib/api/app-database';
import { LEAD_STATUS_LABELS } from '../../lib/status-filters';
import { formatWhen } from './lead-fields';

const DELIVERY: Record<LeadDelivery['status'], string> = {
  pending: 'waiting to be sent',
  sent: 'sent',
  failed: 'given up',
  skipped: 'not sent',
};

/** Status changes and notification deliveries, oldest first. */
export function LeadHistory({ changes, deliveries }: { changes: LeadStatusChange[]; deliveries: LeadDelivery[] }) {
  const entries = [
    ...changes.map((change) => ({
      at: change.changed_at,
      text: `${change.actor} changed the status from ${LEAD_STATUS_LABELS[change.from_status]} to ${LEAD_STATUS_LABELS[change.to_status]}`,
    })),
    ...deliveries.map((delivery) => ({
      at: delivery.created_at,
      text:
        `Notification e-mail (${delivery.kind === 'completed' ? 'lead completed' : 'new lead'}): ${DELIVERY[delivery.status]}` +
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
