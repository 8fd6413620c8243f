import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { CompetitorDraft } from '../lib/competitors';

const NUMBER_FIELDS = [
  ['score', 'SEO score (0-100)'],
  ['traffic', 'Monthly traffic'],
  ['keywords', 'Ranking keywords'],
  ['backlinks', 'Backlinks'],
] as const;

/** Add or edit one competitor. When editing, the domain is locked: it identifies the row. */
export function CompetitorForm({
  initial,
  editing,
  onSubmit,
  onCancel,
}: {
  initial: CompetitorDraft;
  editing: boolean;
  /** Returns false when the draft was refused (the form keeps its values). */
  onSubmit: (draft: CompetitorDraft) => boolean;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const update = (field: keyof CompetitorDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit(draft) && !editing) setDraft(initial);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-card border border-ink-100 bg-ink-50 p-5"
      aria-label={editing ? `Edit ${initial.domain}` : 'Add a competitor'}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label="Competitor domain"
          value={draft.domain}
          onChange={update('domain')}
          readOnly={editing}
          disabled={editing}
          placeholder="rival-business.com"
          hint={editing ? 'The domain cannot be changed.' : undefined}
          autoComplete="off"
        />
        {NUMBER_FIELDS.map(([field, label]) => (
          <TextField key={field} label={label} inputMode="numeric" value={draft[field]} onChange={update(field)} placeholder="0" />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" size="sm">
          {editing ? 'Save changes' : 'Add competitor'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
