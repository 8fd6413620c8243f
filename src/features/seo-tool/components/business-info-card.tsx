import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';

export interface BusinessInfo {
  name: string;
  industry: string;
  targetKeywords: string;
  goals: string;
}

/** Shown once 3 or more competitors are listed; saving or closing it puts it away. */
export function BusinessInfoCard({ onSave, onClose }: { onSave: (info: BusinessInfo) => void; onClose: () => void }) {
  const [info, setInfo] = useState<BusinessInfo>({ name: '', industry: '', targetKeywords: '', goals: '' });
  const update = (field: keyof BusinessInfo) => (event: { target: { value: string } }) => setInfo((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(info);
  };
  return (
    <section aria-labelledby="business-info-heading" className="rounded-card border border-brand-200 bg-brand-50 p-5">
      <h4 id="business-info-heading" className="font-semibold text-ink-950">
        Tell us about your business
      </h4>
      <p className="mt-1 text-sm text-ink-700">With three competitors listed, a little context sharpens the comparison.</p>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Business name" value={info.name} onChange={update('name')} autoComplete="organization" />
        <TextField label="Industry" value={info.industry} onChange={update('industry')} placeholder="e.g. Dental practice" />
        <TextField label="Target keywords" value={info.targetKeywords} onChange={update('targetKeywords')} placeholder="e.g. dentist santa monica" />
        <TextAreaField label="Goals" rows={2} value={info.goals} onChange={update('goals')} placeholder="e.g. More new-patient calls" />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" size="sm">
            Save business info
          </Button>
          <Button variant="secondary" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
    </section>
  );
}
