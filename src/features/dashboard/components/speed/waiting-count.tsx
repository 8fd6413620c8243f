import { Clock } from 'lucide-react';
import type { WaitingSummary } from '@/lib/api/app-database';
import { waitingCountText } from '../../lib/waiting-words';

/** The header's "3 waiting over an office hour": leads at New after one office hour (Mon-Fri 9-6 PT). */
export function WaitingCount({ summary }: { summary: WaitingSummary | undefined }) {
  if (!summary || summary.waiting === 0) return null;
  return (
    <p
      data-waiting-count
      className="mt-2 inline-flex items-center gap-1.5 rounded-pill border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900"
    >
      <Clock aria-hidden="true" className="size-4" />
      {waitingCountText(summary.waiting, summary.capped)}
    </p>
  );
}
