import { OpenerButton } from '@/components/ui/opener-button';
import type { BookedCall } from '@/lib/api/app-database';
import type { CancelRequest } from './cancel-calls-dialog';

/**
 * Under a live call: who booked it (the sender the limits count: an IPv4 address, an IPv6 /64) and
 * how many upcoming calls that sender has, then `Cancel call` (not on a call marked attended or
 * no-show: clear the mark first) and, when the sender has more than one upcoming call, `Cancel
 * sender's N calls`. Each opens the confirmation; nothing is written until it is confirmed.
 */
export function CallCancelControls({ call, who, time, onCancel }: { call: BookedCall; who: string; time: string; onCancel: (request: CancelRequest) => void }) {
  const many = call.sender !== null && call.sender_calls > 1;
  return (
    <div className="mt-3 space-y-2">
      {call.sender ? (
        <p className="text-sm text-ink-700 wrap-anywhere">
          Booked from {call.sender}
          {many ? `, which has ${call.sender_calls} upcoming calls` : null}
        </p>
      ) : null}
      {call.outcome === null || many ? (
        <div role="group" aria-label={`Cancelling the call with ${who} at ${time}`} className="flex flex-wrap gap-2">
          {call.outcome === null ? (
            <OpenerButton variant="secondary" size="sm" className="min-h-11" onOpen={() => onCancel({ kind: 'call', call })}>
              Cancel call
            </OpenerButton>
          ) : null}
          {many ? (
            <OpenerButton variant="secondary" size="sm" className="min-h-11" onOpen={() => onCancel({ kind: 'sender', call })}>
              Cancel sender&apos;s {call.sender_calls} calls
            </OpenerButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
