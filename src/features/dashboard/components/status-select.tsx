import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/api/app-database';
import { announce } from '@/lib/announce';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { LEAD_STATUS_LABELS } from '../lib/status-filters';

/**
 * Keys on a closed select that open its list instead of stepping through the options. Any other
 * key (the arrows, Home, End, a letter) steps the value where the browser lets it: Chromium on Linux
 * and Windows, Firefox.
 */
const opensList = (event: KeyboardEvent) => event.key === ' ' || event.key === 'F4' || event.altKey;

interface StatusSelectProps {
  /** The stored status. */
  status: LeadStatus;
  /** Saves a status the staff member chose; called once per choice, never with the stored one. */
  onCommit: (status: LeadStatus) => void;
  id?: string;
  'aria-label'?: string;
  className?: string;
  /** Marks the control so focus can find it again (the table's row, by lead id). */
  dataLeadStatus?: string;
  /**
   * The id of a keys hint shared by many selects (the table's one for all its rows). Without it the
   * select carries a hint of its own.
   */
  hintId?: string;
}

/** What Enter and Escape do on a stepped select, said to screen readers. */
export const STATUS_KEYS_HINT = 'Enter saves the status, Escape keeps it.';

/**
 * A lead's status as a native select that saves once, on an explicit choice
 * (docs/decisions/0033-status-commits-on-a-choice.md): a value picked from the open list (click, or
 * Enter in the list) saves at once; a value stepped to on the closed select with the arrow keys is
 * a draft that Enter or leaving the field saves and Escape takes back. Before, every ArrowDown on a
 * closed select saved a status of its own.
 */
export function StatusSelect({ status, onCommit, id, className, dataLeadStatus, hintId: sharedHintId, ...aria }: StatusSelectProps) {
  const [draft, setDraft] = useState<LeadStatus | null>(null);
  const stepped = useRef(false);
  const ownHintId = useId();
  const hintId = sharedHintId ?? ownHintId;

  const commit = (next: LeadStatus | null) => {
    setDraft(null);
    if (next && next !== status) onCommit(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      if (draft) event.preventDefault();
      commit(draft);
    } else if (event.key === 'Escape') {
      if (!draft) return;
      // The lead view's dialog leaves itself open for this Escape (data-status-draft).
      event.preventDefault();
      setDraft(null);
      announce(`Status kept as ${LEAD_STATUS_LABELS[status]}`);
    } else {
      stepped.current = !opensList(event) && event.key !== 'Tab';
    }
  };

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as LeadStatus;
    if (!stepped.current) return commit(next);
    stepped.current = false;
    setDraft(next === status ? null : next);
  };

  return (
    <>
      <select
        id={id}
        {...aria}
        aria-describedby={hintId}
        value={draft ?? status}
        onKeyDown={onKeyDown}
        onChange={onChange}
        onBlur={() => {
          stepped.current = false;
          commit(draft);
        }}
        data-lead-status={dataLeadStatus}
        data-status-draft={draft ? '' : undefined}
        className={className}
      >
        {LEAD_STATUSES.map((option) => (
          <option key={option} value={option}>
            {LEAD_STATUS_LABELS[option]}
          </option>
        ))}
      </select>
      {sharedHintId ? null : <VisuallyHidden id={ownHintId}>{STATUS_KEYS_HINT}</VisuallyHidden>}
    </>
  );
}
