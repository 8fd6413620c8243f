import { Link } from 'react-router-dom';
import { Mail, Phone, Globe } from 'lucide-react';
import { OpenerButton } from '@/components/ui/opener-button';
import type { BookedCall, CallOutcome } from '@/lib/api/app-database';
import { useNow } from '@/lib/use-now';
import { useSetCallOutcome } from '../../api/set-call-outcome';
import { dayHeading, officeToday, slotTime } from '../../lib/call-times';
import { leadHref } from '../../lib/lead-link';
import { mailtoHref, websiteHref } from '../../lib/lead-filters';
import { CallCancelControls } from './call-cancel-controls';
import { CallSiteCheck } from './call-site-check';
import type { CancelRequest } from './cancel-calls-dialog';

const OUTCOME_BUTTONS: { outcome: CallOutcome; label: string }[] = [
  { outcome: 'attended', label: 'Attended' },
  { outcome: 'no_show', label: 'No-show' },
];

const OUTCOME_WORDS: Record<CallOutcome, string> = { attended: 'Attended', no_show: 'No-show' };

/**
 * One booked call: its time in PT, the lead (a link to the lead's view), the ways to reach them, the
 * topic, the lead's site check as the call's preparation (call-site-check.tsx), and the outcome. Attended and No-show are toggle buttons (aria-pressed); pressing the one
 * already pressed clears the mark. They stay enabled while the write is under way (nothing focused
 * disables itself; aria-busy says so) and a press meanwhile is ignored; the toast confirms. A live
 * call can be cancelled, alone or with every upcoming call of its sender (CallCancelControls), and
 * one not marked can be moved to another free time (the Move dialog, decision 0070; a begun one is refused there);
 * a moved call says from when and by whom.
 */
export function CallItem({ call, onCancel, onMove }: { call: BookedCall; onCancel: (request: CancelRequest) => void; onMove: (call: BookedCall) => void }) {
  const mailHref = mailtoHref(call.lead_email);
  const { mutate, isPending, variables } = useSetCallOutcome();
  const who = call.lead_name ?? call.lead_email;
  const time = slotTime(call.starts_at, call.ends_at);
  // A begun call cannot move (move_booking answers started): the past weeks show no Move.
  const begun = Date.parse(call.starts_at) <= useNow(60_000);
  const shown = isPending && variables ? variables.outcome : call.outcome;
  const cancelled = call.cancelled_at !== null;
  return (
    <li data-call={call.id} className={`rounded-card border border-ink-100 bg-white p-4 ${cancelled ? 'text-ink-600' : ''}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink-950">
          {time}
          {cancelled ? <span className="ml-2 font-normal">(cancelled by {call.cancelled_by})</span> : null}
        </p>
        {call.moved_from_starts_at && call.moved_by && !cancelled ? (
          <p className="text-sm text-ink-700">
            Moved by {call.moved_by} from {dayHeading(officeToday(new Date(call.moved_from_starts_at)))},{' '}
            {slotTime(call.moved_from_starts_at, new Date(Date.parse(call.moved_from_starts_at) + 30 * 60_000).toISOString())}
          </p>
        ) : null}
        {call.outcome && !cancelled ? (
          <p className="text-sm text-ink-700">
            {OUTCOME_WORDS[call.outcome]}, marked by {call.outcome_by}
          </p>
        ) : null}
      </div>
      <p className="mt-1">
        <Link to={leadHref(call.lead_id)} data-call-lead="" className="font-semibold text-brand-700 underline underline-offset-2">
          {who}
        </Link>
      </p>
      <ul className="mt-1 space-y-1 text-sm wrap-anywhere">
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {mailHref ? (
            <a href={mailHref} className="underline underline-offset-2">
              {call.lead_email}
            </a>
          ) : (
            <span>{call.lead_email}</span>
          )}
        </li>
        {call.lead_phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <a href={`tel:${call.lead_phone}`} className="underline underline-offset-2">
              {call.lead_phone}
            </a>
          </li>
        ) : null}
        {call.lead_website ? (
          <li className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            <a href={websiteHref(call.lead_website)} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
              {call.lead_website}
            </a>
          </li>
        ) : null}
      </ul>
      <p className="mt-2 text-sm text-ink-800 whitespace-pre-line wrap-break-word">{call.topic ?? 'No topic given.'}</p>
      {cancelled ? null : <CallSiteCheck check={call.site_check} website={call.lead_website} leadId={call.lead_id} who={who} />}
      {cancelled ? null : (
        <div role="group" aria-label={`Outcome of the call with ${who} at ${time}`} aria-busy={isPending} className="mt-3 flex flex-wrap gap-2">
          {OUTCOME_BUTTONS.map(({ outcome, label }) => (
            <button
              key={outcome}
              type="button"
              aria-pressed={shown === outcome}
              onClick={() => {
                if (!isPending) mutate({ bookingId: call.id, outcome: shown === outcome ? null : outcome, who });
              }}
              className="min-h-11 rounded-pill border border-ink-300 px-4 text-sm font-semibold text-ink-900 hover:bg-ink-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {label}
            </button>
          ))}
        </div>
      )}
      {!cancelled && call.outcome === null && !begun ? (
        <OpenerButton
          data-call-move=""
          variant="secondary"
          size="sm"
          className="mt-3 min-h-11"
          aria-label={`Move the call with ${who} at ${time}`}
          onOpen={() => onMove(call)}
        >
          Move call
        </OpenerButton>
      ) : null}
      {cancelled ? null : <CallCancelControls call={call} who={who} time={time} onCancel={onCancel} />}
    </li>
  );
}
