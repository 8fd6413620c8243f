import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import type { LeadNote } from '@/lib/api/app-database';
import { focusByScript } from '@/lib/focus-by-script';
import { showAndFocus } from '@/lib/show-and-focus';
import { useAddLeadNote } from '../../api/add-lead-note';
import { useDeleteLeadNote } from '../../api/delete-lead-note';
import { useEditLeadNote } from '../../api/edit-lead-note';
import { formatWhen } from './lead-fields';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

/** A note's longest text, as private.clean_note refuses beyond it (the add and the edit field both hold to it). */
const NOTE_MAX_LENGTH = 5000;

interface LeadNotesProps {
  leadId: string;
  notes: LeadNote[];
}

/**
 * Notes on a lead: add; edit or delete the ones this session wrote (the database decides, and
 * says which are the caller's: docs/decisions/0026-staff-sign-in-and-authorship.md). A delete asks
 * first; after it, focus goes to the note that took its place, or to "Add a note".
 */
export function LeadNotes({ leadId, notes }: LeadNotesProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const add = useAddLeadNote(leadId);
  const list = useRef<HTMLOListElement>(null);
  const addField = useRef<HTMLTextAreaElement>(null);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    // Add note stays a working button (busy, never disabled): an empty note is explained on its field.
    if (!draft.trim()) {
      setDraftError('Write the note first.');
      addField.current?.focus();
      return;
    }
    setDraftError(null);
    add.mutate(draft, { onSuccess: () => setDraft('') });
  };

  // A deleted note leaves when the lead is loaded again, and its buttons with it: focus moves to
  // the note that took its place, else to "Add a note" (WCAG 2.4.3). The delete runs here, not in
  // the note, so focus moves once the note has gone.
  const remove = useDeleteLeadNote(leadId);
  const deleted = useRef<{ id: string; index: number } | null>(null);
  const focusAfterDelete = useCallback(() => {
    const gone = deleted.current;
    if (!gone || notes.some((note) => note.id === gone.id)) return;
    deleted.current = null;
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[data-note]') ?? [])];
    focusByScript(items[gone.index] ?? addField.current);
  }, [notes]);
  useEffect(focusAfterDelete, [focusAfterDelete]);
  const deleteNote = (id: string, onFailed: () => void) => {
    deleted.current = {
      id,
      index: Math.max(
        0,
        notes.findIndex((note) => note.id === id),
      ),
    };
    remove.mutate(id, {
      onSuccess: focusAfterDelete,
      onError: () => {
        deleted.current = null;
        onFailed();
      },
    });
  };

  return (
    <div className="space-y-4">
      <form onSubmit={onAdd} className="space-y-2">
        <TextAreaField
          ref={addField}
          label="Add a note"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={draft}
          error={draftError ?? undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" size="sm" busy={add.isPending}>
          {add.isPending ? 'Saving...' : 'Add note'}
        </Button>
      </form>
      <p className="text-sm text-ink-600">
        Each note shows the name typed at login. Everyone logs in with the same password, so that name cannot prove who wrote a note. You can edit or delete
        only the notes you wrote since you last logged in.
      </p>
      {notes.length === 0 ? <p className="text-sm text-ink-600">No notes yet.</p> : null}
      <ol ref={list} className="space-y-3">
        {notes.map((note) => (
          <NoteItem key={note.id} leadId={leadId} note={note} deleting={remove.isPending && remove.variables === note.id} onDelete={deleteNote} />
        ))}
      </ol>
    </div>
  );
}

interface NoteItemProps {
  leadId: string;
  note: LeadNote;
  deleting: boolean;
  /** Deletes the note; `onFailed` when the database refused. */
  onDelete: (id: string, onFailed: () => void) => void;
}

function NoteItem({ leadId, note, deleting, onDelete }: NoteItemProps) {
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditLeadNote(leadId);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editField = useRef<HTMLTextAreaElement>(null);

  // Edit hands focus to its field; Save and Cancel hand it back to this note's Edit (WCAG 2.4.3).
  const startEditing = () =>
    showAndFocus(
      () => setEditing(note.body),
      () => editField.current?.focus(),
    );
  const stopEditing = () =>
    showAndFocus(
      () => setEditing(null),
      () => editButton.current?.focus(),
    );
  const save = () => {
    if (editing === null || !editing.trim()) return editField.current?.focus();
    edit.mutate(
      { noteId: note.id, body: editing },
      {
        onSuccess: stopEditing,
      },
    );
  };

  const askToDelete = () =>
    showAndFocus(
      () => setConfirming(true),
      () => cancelButton.current?.focus(),
    );
  const keep = () =>
    showAndFocus(
      () => setConfirming(false),
      () => deleteButton.current?.focus(),
    );
  const confirmDelete = () => onDelete(note.id, keep);

  return (
    <li data-note className="rounded-lg border border-ink-100 bg-ink-50 p-3" aria-labelledby={`${id}-by`}>
      <p id={`${id}-by`} className="text-xs text-ink-600">
        {note.author}, {formatWhen(note.created_at)}
        {note.updated_at ? ` (edited ${formatWhen(note.updated_at)})` : ''}
      </p>
      {editing === null ? (
        <p className="mt-1 whitespace-pre-line text-ink-900">{note.body}</p>
      ) : (
        <TextAreaField
          ref={editField}
          label="Edit the note"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={editing}
          error={editing.trim() ? undefined : 'A note cannot be empty.'}
          onChange={(event) => setEditing(event.target.value)}
        />
      )}
      {!note.mine ? null : confirming ? (
        <div role="group" aria-labelledby={`${id}-confirm`} className="mt-2 flex flex-wrap items-center gap-2">
          <p id={`${id}-confirm`} className="text-sm font-medium text-ink-900">
            Delete this note? This cannot be undone.
          </p>
          <Button ref={cancelButton} variant="secondary" size="sm" disabled={deleting} onClick={keep}>
            Cancel
          </Button>
          <Button variant="danger" size="sm" busy={deleting} onClick={confirmDelete}>
            {deleting ? 'Deleting...' : 'Delete note'}
          </Button>
        </div>
      ) : (
        <div className="mt-2 flex gap-2">
          {editing === null ? (
            <Button ref={editButton} variant="secondary" size="sm" onClick={startEditing}>
              Edit
            </Button>
          ) : (
            <>
              <Button size="sm" onClick={save} busy={edit.isPending}>
                Save
              </Button>
              <Button variant="secondary" size="sm" onClick={stopEditing}>
                Cancel
              </Button>
            </>
          )}
          <Button ref={deleteButton} variant="ghost" size="sm" onClick={askToDelete}>
            Delete<VisuallyHidden> the note by {note.author}</VisuallyHidden>
          </Button>
        </div>
      )}
    </li>
  );
}
