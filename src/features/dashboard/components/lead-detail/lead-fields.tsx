import { LEAD_TYPE_LABELS, type LeadDetail, type LeadRow } from '@/lib/api/app-database';
import { leadDetailLines } from '../../lib/lead-details';
import { websiteHref } from '../../lib/lead-filters';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

/** Every field of the lead, and where it came from. Empty fields are left out. */
const FIELDS: { label: string; value: (lead: LeadRow, detail: LeadDetail) => React.ReactNode }[] = [
  { label: 'Type', value: (lead) => LEAD_TYPE_LABELS[lead.lead_type] },
  { label: 'Arrived', value: (lead) => formatWhen(lead.created_at) },
  { label: 'Name', value: (lead) => lead.name },
  { label: 'Email', value: (lead) => lead.email },
  { label: 'Phone', value: (lead) => lead.phone },
  { label: 'Company', value: (lead) => lead.company_name },
  {
    label: 'Website',
    value: (lead) =>
      lead.website ? (
        <a href={websiteHref(lead.website)} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
          {lead.website}
        </a>
      ) : null,
  },
  { label: 'Service', value: (lead) => lead.service },
  { label: 'Message', value: (lead) => (lead.message ? <span className="whitespace-pre-line">{lead.message}</span> : null) },
  {
    label: 'Form answers',
    value: (_lead, detail) => {
      const lines = leadDetailLines(detail);
      return lines.length > 0 ? <DetailList lines={lines} /> : null;
    },
  },
  { label: 'Sent from page', value: (lead) => lead.source_path },
  { label: 'Referrer', value: (lead) => lead.referrer },
  {
    label: 'Campaign (UTM)',
    value: (lead) =>
      [lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content]
        .map((value, index) => (value ? `${['source', 'medium', 'campaign', 'term', 'content'][index]}: ${value}` : null))
        .filter(Boolean)
        .join(', ') || null,
  },
];

/** The form's own answers (a schedule, a privacy request, a plan application), one labelled line each. */
function DetailList({ lines }: { lines: ReturnType<typeof leadDetailLines> }) {
  return (
    <dl className="space-y-1">
      {lines.map(({ label, value }) => (
        <div key={label}>
          <dt className="inline font-semibold text-ink-700">{label}: </dt>
          <dd className="inline whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LeadFields({ detail }: { detail: LeadDetail }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
      {FIELDS.map(({ label, value }) => {
        const shown = value(detail.lead, detail);
        return shown ? (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-ink-700">{label}</dt>
            <dd className="min-w-0 break-words text-ink-900">{shown}</dd>
          </div>
        ) : null;
      })}
    </dl>
  );
}

/** What the visitor changed between step 1 and the final submit. */
export function PartialVersion({ before, after }: { before: Partial<LeadRow>; after: LeadRow }) {
  const changed = (['name', 'email', 'phone', 'company_name', 'website'] as const).filter((key) => (before[key] ?? null) !== (after[key] ?? null));
  if (changed.length === 0) return <p className="text-sm text-ink-700">Completed with the same contact details as step 1.</p>;
  return (
    <ul className="space-y-1 text-sm text-ink-800">
      {changed.map((key) => (
        <li key={key}>
          {key.replace('_', ' ')}: <del className="text-ink-600">{before[key] ?? 'empty'}</del> → <ins className="no-underline">{after[key] ?? 'empty'}</ins>
        </li>
      ))}
    </ul>
  );
}
