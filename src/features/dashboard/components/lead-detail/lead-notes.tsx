import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import type { LeadNote } from '@/lib/api/app-database';
import { readStorage } from '@/lib/storage';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';
import { notify } from '@/lib/toast';
import { useAddLeadNote } from '../../api/add-lead-note';
import { useDeleteLeadNote } from '../../api/delete-lead-note';
import { useEditLeadNote } from '../../api/edit-lead-note';
import { STAFF_NAME_KEY } from '../../lib/session-store';
import { formatWhen } from './lead-fields';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

interface LeadNotesProps {
  token: string;
  leadId: string;
  notes: LeadNote[];
}

/** Notes on a lead: add, edit your own (the database checks the author too), delete. */
export function LeadNotes({ token, leadId, notes }: LeadNotesProps) {
  const [draft, setDraft] = useState('');
  const add = useAddLeadNote(token, leadId);
  // The name this device logged in with, read once; the database decides, this only hides buttons that would be refused.
  const [me] = useState(() => readStorage('local', STAFF_NAME_KEY));

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    if (!isStorableText(draft)) return void notify.error('Note not saved', { description: UNSTORABLE_TEXT_MESSAGE });
    add.mutate(draft, {
      onSuccess: () => setDraft(''),
      onError: (error) => void notify.error('Note not saved', { description: error.message }),
    });
  };

  return (
    <div className="space-y-4">
      <form onSubmit={onAdd} className="space-y-2">
        <TextAreaField label="Add a note" rows={3} maxLength={5000} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" size="sm" disabled={add.isPending || !draft.trim()}>
          {add.isPending ? 'Saving...' : 'Add note'}
        </Button>
      </form>
      {notes.length === 0 ? <p className="text-sm text-ink-600">No notes yet.</p> : null}
      <ol className="space-y-3">
        {notes.map((note) => (
          <NoteItem key={note.id} token={token} leadId={leadId} note={note} mine={note.author === me} />
        ))}
      </ol>
    </div>
  );
}

function NoteItem({ token, leadId, note, mine }: { token: string; leadId: string; note: LeadNote; mine: boolean }) {
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const edit = useEditLeadNote(token, leadId);
  const remove = useDeleteLeadNote(token, leadId);

  const save = () => {
    if (editing === null || !editing.trim()) return;
    if (!isStorableText(editing)) return void notify.error('Note not changed', { description: UNSTORABLE_TEXT_MESSAGE });
    edit.mutate(
      { noteId: note.id, body: editing },
      { onSuccess: () => setEditing(null), onError: (error) => void notify.error('Note not changed', { description: error.message }) },
    );
  };

  return (
    <li className="rounded-lg border border-ink-100 bg-ink-50 p-3" aria-labelledby={`${id}-by`}>
      <p id={`${id}-by`} className="text-xs text-ink-600">
        {note.author}, {formatWhen(note.created_at)}
        {note.updated_at ? ` (edited ${formatWhen(note.updated_at)})` : ''}
      </p>
      {editing === null ? (
        <p className="mt-1 whitespace-pre-line text-ink-900">{note.body}</p>
      ) : (
        <TextAreaField label="Edit the note" rows={3} maxLength={5000} value={editing} onChange={(event) => setEditing(event.target.value)} />
      )}
      <div className="mt-2 flex gap-2">
        {editing === null ? (
          mine ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(note.body)}>
              Edit
            </Button>
          ) : null
        ) : (
          <>
            <Button size="sm" onClick={save} disabled={edit.isPending}>
              Save
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate(note.id, { onError: (error) => void notify.error('Note not deleted', { description: error.message }) })}
        >
          Delete<VisuallyHidden> the note by {note.author}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}
