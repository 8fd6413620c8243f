import { Clock } from 'lucide-react';
import type { LeadRow } from '@/lib/api/app-database';
import { WAITING_ROW_LABEL } from '../../lib/waiting-words';
import { useIsWaiting } from './waiting-since';

/** A row's "Waiting over an office hour" marker: words and an icon, never colour alone (WCAG 1.4.1). */
export function WaitingMarker({ lead }: { lead: Pick<LeadRow, 'status' | 'created_at' | 'lead_type'> }) {
  if (!useIsWaiting(lead)) return null;
  return (
    <span
      data-waiting-marker
      className="mb-1 inline-flex items-center gap-1 whitespace-nowrap rounded-pill border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
    >
      <Clock aria-hidden="true" className="size-3.5" />
      {WAITING_ROW_LABEL}
    </span>
  );
}
