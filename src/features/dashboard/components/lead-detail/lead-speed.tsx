import { useLeadSpeed } from '../../api/get-speed';
import { formatDuration } from '../../lib/duration';
import { WAITING_WORDS } from '../../lib/waiting-words';

/** One lead's speed to lead: office time (Mon-Fri 9-6 PT) to the first status change, and the time in all. */
export function LeadSpeedLine({ leadId }: { leadId: string }) {
  const { data } = useLeadSpeed(leadId);
  if (!data) return null;
  const office = formatDuration(data.office_seconds);
  const total = formatDuration(data.elapsed_seconds);
  return (
    <p data-lead-speed className="text-sm text-ink-800">
      {data.first_touched_at
        ? `First touched after ${office} of office hours (${total} in all).`
        : `Not touched yet: ${office} of office hours so far (${total} in all)${data.waiting ? `, ${WAITING_WORDS}.` : '.'}`}
    </p>
  );
}
