import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { BookedCall } from '@/lib/api/app-database';
import { dayHeading, slotTime } from '../../lib/call-times';

/** What staff asked to cancel: one call, or every upcoming call of the sender that booked it. */
export type CancelRequest = { kind: 'call'; call: BookedCall } | { kind: 'sender'; call: BookedCall };

interface CancelCallsDialogProps {
  request: CancelRequest | null;
  busy: boolean;
  onKeep: () => void;
  onConfirm: (request: CancelRequest) => void;
  /** Where focus goes on closing; prevent the default to place it yourself (after a cancel the opener is gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

function words(request: CancelRequest) {
  const { call } = request;
  if (request.kind === 'call') {
    const who = call.lead_name ?? call.lead_email;
    return {
      title: 'Cancel this call?',
      description: `The call with ${who} on ${dayHeading(call.office_day)}, ${slotTime(call.starts_at, call.ends_at)} will be cancelled and its time offered again. ${who} is e-mailed the cancellation if they were sent a confirmation. This cannot be undone.`,
      keep: 'Keep the call',
      confirm: 'Cancel the call',
    };
  }
  const count = call.sender_calls;
  const calls = count === 1 ? '1 upcoming call' : `${count} upcoming calls`;
  return {
    title: 'Cancel every call from this sender?',
    description: `${calls} booked from ${call.sender} will be cancelled and their times offered again. Each visitor who was sent a confirmation is e-mailed the cancellation. Calls already marked attended or no-show, or begun, stay. This cannot be undone.`,
    keep: count === 1 ? 'Keep the call' : 'Keep the calls',
    confirm: count === 1 ? 'Cancel 1 call' : `Cancel ${count} calls`,
  };
}

/**
 * Asks before staff cancel a call, or every upcoming call of one sender, saying how many (the Calls
 * view's count, from the database). Like the delete-lead dialog: the confirm button stays focusable
 * while the write is under way (busy), Escape and Keep do nothing then.
 */
export function CancelCallsDialog({ request, busy, onKeep, onConfirm, onCloseAutoFocus }: CancelCallsDialogProps) {
  const said = request ? words(request) : null;
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !busy && onKeep()}>
      {request && said ? (
        <DialogContent closeLabel="Close" onCloseAutoFocus={onCloseAutoFocus} aria-busy={busy}>
          <DialogTitle className="font-display text-xl font-bold text-ink-950">{said.title}</DialogTitle>
          <DialogDescription className="mt-2 text-ink-700">{said.description}</DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" disabled={busy} onClick={onKeep}>
              {said.keep}
            </Button>
            <Button variant="danger" busy={busy} onClick={() => onConfirm(request)}>
              {busy ? 'Cancelling...' : said.confirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
