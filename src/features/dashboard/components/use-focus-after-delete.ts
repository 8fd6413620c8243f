import { useCallback, useEffect, useRef } from 'react';
import { focusByScript } from '@/lib/focus-by-script';

/** The control of each row that takes focus when a row leaves, by what made it leave. */
const CONTROLS = {
  /** Deleted: the Delete button that takes its place, else the heading when the table is empty. */
  delete: { selector: '[data-delete-lead]', id: (element: HTMLElement) => element.dataset.deleteLead, empty: 'h1' },
  /** Moved out of the filter by a status change: the next row's status, else the caption ("No results found."). */
  status: { selector: '[data-lead-status]', id: (element: HTMLElement) => element.dataset.leadStatus, empty: '[data-leads-caption]' },
} as const;

interface Gone {
  id: string;
  index: number;
  /** The delete dialog has closed (a status change has none). */
  closed: boolean;
  control: keyof typeof CONTROLS;
}

/**
 * A lead's row leaves the table (deleted, or its new status is outside the filter) and the control
 * that had focus with it: focus moves to the same control of the row that takes its place (the next
 * row, else the new last one), or to what the empty list shows (issue 25 and 39, WCAG 2.4.3). A
 * deleted row may leave before or after the dialog has closed: the dialog's close places focus if
 * the row has gone, else the list's next update.
 */
export function useFocusAfterDelete(listVersion: unknown) {
  /** The view the rows live in. */
  const root = useRef<HTMLDivElement>(null);
  const gone = useRef<Gone | null>(null);
  const focusAfterLeaving = useCallback(() => {
    const row = gone.current;
    const view = root.current;
    if (!row?.closed || !view) return;
    const control = CONTROLS[row.control];
    const controls = [...view.querySelectorAll<HTMLElement>(control.selector)];
    if (controls.some((element) => control.id(element) === row.id)) return;
    gone.current = null;
    // A status saved on leaving the field (Tab) left focus elsewhere on purpose: only a focus the row took with it moves.
    if (row.control === 'status' && document.activeElement && document.activeElement !== document.body) return;
    focusByScript(controls[row.index] ?? controls.at(-1) ?? view.querySelector<HTMLElement>(control.empty));
  }, []);
  useEffect(focusAfterLeaving, [listVersion, focusAfterLeaving]);
  /** The lead at `index` got a status outside the filter: place focus once its row has gone. */
  const markFilteredOut = useCallback(
    (id: string, index: number) => {
      gone.current = { id, index, closed: true, control: 'status' };
      focusAfterLeaving();
    },
    [focusAfterLeaving],
  );

  return {
    root,
    /** The lead at `index` was deleted: place focus once its row and the dialog have both gone. */
    markDeleted: (id: string, index: number) => {
      gone.current = { id, index, closed: false, control: 'delete' };
    },
    markFilteredOut,
    /** For the delete dialog's onCloseAutoFocus. */
    onDialogClosed: (event: Event) => {
      if (gone.current?.control !== 'delete') return;
      event.preventDefault();
      gone.current.closed = true;
      focusAfterLeaving();
    },
  };
}
