import { useRef, useState } from 'react';
import type { BookedCall } from '@/lib/api/app-database';
import { focusByScript } from '@/lib/focus-by-script';
import { showAndFocus } from '@/lib/show-and-focus';

/** The Move button of a call on screen, wherever the list now draws it. */
function moveButtonOf(view: HTMLElement | null, bookingId: string): HTMLElement | null {
  const item = [...(view?.querySelectorAll<HTMLElement>('[data-call]') ?? [])].find((element) => element.dataset.call === bookingId);
  return item?.querySelector<HTMLElement>('[data-call-move]') ?? null;
}

/**
 * The Calls view's moves: which call the Move dialog is for, and where focus goes. Kept, the dialog
 * returns focus to the Move button that opened it. Moved, the call may be drawn under another day
 * (a new element): the list has been read again before the dialog hears of the move (the write's
 * invalidation is awaited), so the dialog closes and, in the same task (showAndFocus, decision
 * 0057), focus goes to the call's Move button where it now is; the dialog's own return is skipped.
 */
export function useMoveCalls(root: React.RefObject<HTMLElement | null>) {
  const [moving, setMoving] = useState<BookedCall | null>(null);
  const placed = useRef(false);
  return {
    moving,
    ask: setMoving,
    keep: () => setMoving(null),
    moved: (bookingId: string) => {
      placed.current = true;
      showAndFocus(
        () => setMoving(null),
        () => focusByScript(moveButtonOf(root.current, bookingId)),
      );
    },
    onDialogClosed: (event: Event) => {
      if (!placed.current) return;
      placed.current = false;
      event.preventDefault();
    },
  };
}
