import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LeadType } from '@/lib/api/app-database';
import { LEAD_TYPE_LABELS } from '../lib/lead-filters';

const colors: Record<LeadType, string> = {
  contact: '#1642c8',
  contact_partial: '#fb9a24',
  contact_complete: '#15803d',
  newsletter: '#7c3aed',
  url_test: '#0891b2',
  report_scheduler_partial: '#d97706',
  report_scheduler_complete: '#be123c',
  plan_application: '#394052',
};

export interface DayCount {
  day: string;
  lead_type: LeadType;
  lead_count: number;
}

/** The last 30 days, one row per day and a count per type (days without leads included). */
export function toDailySeries(counts: DayCount[], today: Date, days = 30) {
  const byDay = new Map<string, Record<string, number>>();
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - offset);
    const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    byDay.set(key, {});
  }
  for (const row of counts) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.lead_type] = (entry[row.lead_type] ?? 0) + Number(row.lead_count);
  }
  return [...byDay.entries()].map(([day, values]) => ({ day: day.slice(5), ...values }));
}

/** Leads per day for the last 30 days, stacked by type. Loaded only after login. */
export default function LeadsChart({ counts }: { counts: DayCount[] }) {
  const data = toDailySeries(counts, new Date());
  const types = [...new Set(counts.map((row) => row.lead_type))];
  const total = counts.reduce((sum, row) => sum + Number(row.lead_count), 0);
  return (
    <figure className="rounded-card border border-ink-100 bg-white p-4">
      <figcaption className="font-semibold text-ink-950">Leads per day, last 30 days</figcaption>
      <p className="sr-only">
        {total} leads in the last 30 days:{' '}
        {types
          .map((type) => `${LEAD_TYPE_LABELS[type]} ${counts.filter((row) => row.lead_type === type).reduce((sum, row) => sum + Number(row.lead_count), 0)}`)
          .join(', ')}
        .
      </p>
      <div className="mt-4 h-64" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#eceef2" />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} interval={4} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Legend />
            {types.map((type) => (
              <Bar key={type} dataKey={type} name={LEAD_TYPE_LABELS[type]} stackId="leads" fill={colors[type]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
