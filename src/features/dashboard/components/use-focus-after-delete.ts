import { useCallback, useEffect, useRef } from 'react';
import { focusByScript } from '@/lib/focus-by-script';

/**
 * A deleted lead's row goes, and the Delete button that opened the dialog with it: focus moves to
 * the Delete button that takes its place (the next row, else the new last one), or to the heading
 * when the table is empty (issue 25, WCAG 2.4.3). The row may leave before or after the dialog
 * has closed: the dialog's close places focus if the row has gone, else the list's next update.
 */
export function useFocusAfterDelete(listVersion: unknown) {
  /** The view the rows live in; its first heading takes focus when no row is left. */
  const root = useRef<HTMLDivElement>(null);
  const deleted = useRef<{ id: string; index: number; closed: boolean } | null>(null);
  const focusAfterDelete = useCallback(() => {
    const gone = deleted.current;
    const view = root.current;
    if (!gone?.closed || !view) return;
    const buttons = [...view.querySelectorAll<HTMLElement>('[data-delete-lead]')];
    if (buttons.some((button) => button.dataset.deleteLead === gone.id)) return;
    deleted.current = null;
    focusByScript(buttons[gone.index] ?? buttons.at(-1) ?? view.querySelector('h1'));
  }, []);
  useEffect(focusAfterDelete, [listVersion, focusAfterDelete]);

  return {
    root,
    /** The lead at `index` was deleted: place focus once its row and the dialog have both gone. */
    markDeleted: (id: string, index: number) => {
      deleted.current = { id, index, closed: false };
    },
    /** For the delete dialog's onCloseAutoFocus. */
    onDialogClosed: (event: Event) => {
      if (!deleted.current) return;
      event.preventDefault();
      deleted.current.closed = true;
      focusAfterDelete();
    },
  };
}
