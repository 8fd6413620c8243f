import { Clock } from 'lucide-react';
import type { ListedLead } from '@/lib/api/app-database';
import { WAITING_ROW_LABEL } from '../../lib/waiting-words';

/**
 * A row's "Waiting over an office hour" marker: words and an icon, never colour alone (WCAG 1.4.1).
 * Whether the row waits is the lead list's answer (private.waiting_leads: at New past an office
 * hour, of a type someone waits on, no live booking; decision 0063), not decided again here.
 */
export function WaitingMarker({ lead }: { lead: Pick<ListedLead, 'waiting'> }) {
  if (!lead.waiting) return null;
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
