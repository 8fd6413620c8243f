import { useCallback, useEffect, useRef } from 'react';
import { focusByScript } from '@/lib/focus-by-script';
import { showAndFocus } from '@/lib/show-and-focus';

/** The control of each row that takes focus when a row leaves, by what made it leave. */
const CONTROLS = {
  /** Deleted: the Delete button that takes its place, else the heading when the table is empty. */
  delete: { selector: '[data-delete-lead]', id: (element: HTMLElement) => element.dataset.deleteLead, empty: 'h1' },
  /** Moved out of the filter by a status change: the next row's status, else the caption ("No results found."). */
  status: { selector: '[data-lead-status]', id: (element: HTMLElement) => element.dataset.leadStatus, empty: '[data-leads-caption]' },
} as const;

type ControlKind = keyof typeof CONTROLS;

interface Gone {
  id: string;
  index: number;
  control: ControlKind;
}

/** The same control of the row that takes the place of `gone` (the next row, else the new last one), or what the empty list shows. */
function takingPlace(view: HTMLElement, gone: Gone): HTMLElement | null {
  const control = CONTROLS[gone.control];
  const controls = [...view.querySelectorAll<HTMLElement>(control.selector)];
  const own = controls.findIndex((element) => control.id(element) === gone.id);
  const others = controls.filter((element) => control.id(element) !== gone.id);
  return others[own >= 0 ? own : gone.index] ?? others.at(-1) ?? view.querySelector<HTMLElement>(control.empty);
}

/**
 * A lead's row leaves the table (deleted, or its new status is outside the filter) and the control
 * that had focus with it: focus moves to the same control of the row that takes its place (the next
 * row, else the new last one), or to what the empty list shows (issue 25 and 39, WCAG 2.4.3).
 *
 * A delete closes its dialog and places focus in the same task (issue 52): the row that takes the
 * deleted one's place is already on screen, whether or not the deleted row has been drawn away yet
 * (the list fetched again is drawn in a deferred render). Waiting for that render left focus on
 * <body> for 185-618 ms at 4x CPU slowdown. A status change waits for its row to leave, and moves
 * only the focus the row took with it.
 */
export function useFocusAfterDelete(listVersion: unknown) {
  /** The view the rows live in. */
  const root = useRef<HTMLDivElement>(null);
  const gone = useRef<Gone | null>(null);
  /** A delete has placed focus itself: the dialog's own return of focus (to the gone row's button) is skipped. */
  const placed = useRef(false);
  const focusAfterLeaving = useCallback(() => {
    const row = gone.current;
    const view = root.current;
    if (!row || !view) return;
    const control = CONTROLS[row.control];
    if ([...view.querySelectorAll<HTMLElement>(control.selector)].some((element) => control.id(element) === row.id)) return;
    gone.current = null;
    // Only a focus the row took with it moves: a status saved on leaving the field (Tab) left it
    // elsewhere on purpose, and a delete has placed it already.
    if (document.activeElement && document.activeElement !== document.body) return;
    focusByScript(takingPlace(view, row));
  }, []);
  useEffect(focusAfterLeaving, [listVersion, focusAfterLeaving]);
  /** The lead at `index` got a status outside the filter: place focus once its row has gone. */
  const markFilteredOut = useCallback(
    (id: string, index: number) => {
      gone.current = { id, index, control: 'status' };
      focusAfterLeaving();
    },
    [focusAfterLeaving],
  );

  return {
    root,
    /**
     * The lead at `index` was deleted: `closeDialog` closes the confirmation and focus goes at once
     * to the Delete button that takes the row's place (kept if the row is drawn away later).
     */
    markDeleted: (id: string, index: number, closeDialog: () => void) => {
      const row: Gone = { id, index, control: 'delete' };
      gone.current = row;
      placed.current = true;
      showAndFocus(closeDialog, () => {
        if (root.current) focusByScript(takingPlace(root.current, row));
      });
    },
    markFilteredOut,
    /** For the delete dialog's onCloseAutoFocus. */
    onDialogClosed: (event: Event) => {
      if (!placed.current) return;
      placed.current = false;
      event.preventDefault();
    },
  };
}
