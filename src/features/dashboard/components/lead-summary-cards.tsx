import type { LeadSummary } from '@/lib/api/app-database';

const CARDS: { label: string; value: (summary: LeadSummary) => number; tone: string; labelTone: string }[] = [
  { label: 'All leads', value: (summary) => summary.total, tone: 'border-ink-100 bg-white', labelTone: 'text-ink-600' },
  {
    label: 'Contact forms never finished (call these first)',
    value: (summary) => summary.open_contact_partials,
    tone: 'border-accent-200 bg-accent-50',
    labelTone: 'text-ink-700',
  },
  {
    label: 'Report requests never finished',
    value: (summary) => summary.open_report_partials,
    tone: 'border-accent-200 bg-accent-50',
    labelTone: 'text-ink-700',
  },
];

/** The totals over every lead, whatever the search and filters (docs/requirements/dashboard.md#totals). */
export function LeadSummaryCards({ summary }: { summary: LeadSummary }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {CARDS.map((card) => (
        <div key={card.label} className={`rounded-card border p-4 ${card.tone}`}>
          <dt className={`text-sm ${card.labelTone}`}>{card.label}</dt>
          <dd className="font-display text-3xl font-bold text-ink-950">{card.value(summary).toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
