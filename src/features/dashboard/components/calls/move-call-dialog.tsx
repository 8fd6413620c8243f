import { useCallback, useRef, useState } from 'react';
import { FreeTimePicker, OFFICE_ZONE, useRefreshFreeTimes, useStillFree, type SlotChoice } from '@/features/booking/components/free-time-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { BookedCall } from '@/lib/api/app-database';
import { focusByScript } from '@/lib/focus-by-script';
import { isSessionLost } from '../../api/rpc-error';
import { useMoveCall } from '../../api/move-call';
import { dayHeading, slotTime } from '../../lib/call-times';

interface MoveCallDialogProps {
  call: BookedCall | null;
  /** Keep the time: the dialog closes and focus returns to the call's Move button. */
  onClose: () => void;
  /** The call is moved (perhaps to another day of the list): the view places focus on it. */
  onMoved: (bookingId: string) => void;
  /** Where focus goes on closing (back to the call's Move button, which stays). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Staff move a call (docs/decisions/0070-move-a-call-in-one-step.md): the free times in Pacific time
 * in the booking page's own picker, walked by keyboard in plain tab order, and one button that moves
 * the call there (dashboard_move_call). The call stays where it was until the database has moved
 * it; a time taken meanwhile is said in the dialog, the times are read again and focus goes to the
 * dialog's title, so the staff member picks again without leaving. Move stays focusable while the
 * write is under way (busy); Escape and Keep do nothing then. Once moved, the dialog closes, focus
 * goes to the call's Move button where the call now is (use-move-call.ts), and the toast says whether
 * the visitor was e-mailed.
 */
export function MoveCallDialog({ call, onClose, onMoved, onCloseAutoFocus }: MoveCallDialogProps) {
  const move = useMoveCall();
  const refresh = useRefreshFreeTimes();
  const title = useRef<HTMLHeadingElement>(null);
  const [selected, setSelected] = useState<SlotChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = useStillFree(selected);
  const choose = useCallback((slot: SlotChoice) => {
    setSelected(slot);
    setProblem(null);
  }, []);
  const close = () => {
    if (move.isPending) return;
    setSelected(null);
    setProblem(null);
    move.reset();
    onClose();
  };
  const send = (target: BookedCall) => {
    if (move.isPending) return;
    if (!chosen) {
      setProblem('Choose a day and a new time first.');
      focusByScript(title.current);
      return;
    }
    move.mutate(
      { bookingId: target.id, slotStart: chosen.startsAt, who: target.lead_name ?? target.lead_email },
      {
        onSuccess: () => {
          setSelected(null);
          onMoved(target.id);
        },
        onError: (error) => {
          if (isSessionLost(error)) return;
          setSelected(null);
          setProblem(`${error.message} The call is still at ${slotTime(target.starts_at, target.ends_at)}.`);
          refresh();
          focusByScript(title.current);
        },
      },
    );
  };
  const who = call ? (call.lead_name ?? call.lead_email) : '';
  return (
    <Dialog open={call !== null} onOpenChange={(open) => !open && close()}>
      {call ? (
        <DialogContent closeLabel="Close" onCloseAutoFocus={onCloseAutoFocus} aria-busy={move.isPending} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogTitle ref={title} className="font-display text-xl font-bold text-ink-950">
            Move the call with {who}
          </DialogTitle>
          <DialogDescription className="mt-2 text-ink-700">
            It is on {dayHeading(call.office_day)}, {slotTime(call.starts_at, call.ends_at)} (Pacific time) and stays there until you move it. Choose a free
            time: {who} is e-mailed the updated invite if they were sent a confirmation, and the old time is offered again.
          </DialogDescription>
          {problem ? (
            <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm font-semibold text-ink-950">
              {problem}
            </p>
          ) : null}
          <FreeTimePicker zone={OFFICE_ZONE} selected={chosen} onSelect={choose} />
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" disabled={move.isPending} onClick={close}>
              Keep the time
            </Button>
            <Button busy={move.isPending} onClick={() => send(call)}>
              {move.isPending ? 'Moving...' : chosen ? `Move to ${chosen.label}` : 'Move the call'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
