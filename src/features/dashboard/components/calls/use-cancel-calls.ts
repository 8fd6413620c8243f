import { useRef, useState } from 'react';
import { focusByScript } from '@/lib/focus-by-script';
import { showAndFocus } from '@/lib/show-and-focus';
import { useCancelCall, useCancelSenderCalls } from '../../api/cancel-calls';
import type { CancelRequest } from './cancel-calls-dialog';

/** The link to the lead of a call on screen: it stays when the call is cancelled, where its buttons go. */
function leadLinkOf(view: HTMLElement | null, bookingId: string): HTMLElement | null {
  const item = [...(view?.querySelectorAll<HTMLElement>('[data-call]') ?? [])].find((element) => element.dataset.call === bookingId);
  return item?.querySelector<HTMLElement>('[data-call-lead]') ?? null;
}

/**
 * The Calls view's cancels: which one the confirmation asks about, the two writes, and where focus
 * goes. A cancelled call keeps its place in the list but loses its buttons, so once the database
 * has it the dialog closes and, in the same task (showAndFocus, as a deleted lead's row hands focus
 * on: decision 0057), focus goes to that call's lead link; the dialog's own return of focus to the
 * gone button is skipped. A refused cancel closes the dialog and focus returns to the button, which
 * is still there; the error toast says why.
 */
export function useCancelCalls() {
  const root = useRef<HTMLElement>(null);
  const [request, setRequest] = useState<CancelRequest | null>(null);
  const one = useCancelCall();
  const sender = useCancelSenderCalls();
  /** Focus was placed after a cancel: the dialog's own return of focus is skipped. */
  const placed = useRef(false);
  const busy = one.isPending || sender.isPending;

  const confirm = (asked: CancelRequest) => {
    if (busy) return;
    const variables = { bookingId: asked.call.id, who: asked.call.lead_name ?? asked.call.lead_email };
    const options = {
      onSuccess: () => {
        placed.current = true;
        showAndFocus(
          () => setRequest(null),
          () => focusByScript(leadLinkOf(root.current, asked.call.id)),
        );
      },
      onError: () => setRequest(null),
    };
    if (asked.kind === 'call') one.mutate(variables, options);
    else sender.mutate(variables, options);
  };

  return {
    /** The view the calls are drawn in. */
    root,
    request,
    busy,
    ask: setRequest,
    keep: () => setRequest(null),
    confirm,
    /** For the dialog's onCloseAutoFocus. */
    onDialogClosed: (event: Event) => {
      if (!placed.current) return;
      placed.current = false;
      event.preventDefault();
    },
  };
}
