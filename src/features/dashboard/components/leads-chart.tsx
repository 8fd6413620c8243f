import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from '@/components/charts/chart-frame';
import { formatValue } from '@/components/charts/chart-labels';
import { chartTheme, quiet } from '@/components/charts/chart-theme';
import { ChartWithLegend } from '@/components/charts/chart-legend';
import { LEAD_TYPE_LABELS, type LeadType } from '@/lib/api/app-database';

/** Each type's colour; a type added since (one row of private.lead_types) is drawn in the last one until it gets its own. */
const colors: Partial<Record<LeadType, string>> = {
  contact: '#1642c8',
  contact_partial: '#fb9a24',
  contact_complete: '#15803d',
  newsletter: '#7c3aed',
  url_test: '#0891b2',
  report_scheduler_partial: '#d97706',
  report_scheduler_complete: '#be123c',
  plan_application: '#394052',
  privacy_request: '#9d174d',
};

const colorOf = (type: LeadType) => colors[type] ?? '#64748b';

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
  const perType = types.map(
    (type) => `${LEAD_TYPE_LABELS[type]} ${counts.filter((row) => row.lead_type === type).reduce((sum, row) => sum + Number(row.lead_count), 0)}`,
  );
  return (
    <ChartFrame
      title="Leads per day, last 30 days"
      heightClassName="h-72"
      alternative={<p>{`${total} leads in the last 30 days${perType.length > 0 ? `: ${perType.join(', ')}` : ''}.`}</p>}
    >
      <ChartWithLegend legend={types.map((type) => ({ name: LEAD_TYPE_LABELS[type], color: colorOf(type) }))}>
        {({ width, height }) => (
          <BarChart {...quiet} width={width} height={height} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid {...chartTheme.grid} vertical={false} />
            <XAxis dataKey="day" tick={chartTheme.axisText} axisLine={chartTheme.axisLine} tickLine={false} minTickGap={16} />
            <YAxis width="auto" allowDecimals={false} tick={chartTheme.axisText} axisLine={false} tickLine={false} />
            <Tooltip {...chartTheme.tooltip} formatter={(value: unknown) => formatValue(Number(value), Number(value) === 1 ? 'lead' : 'leads')} />
            {types.map((type) => (
              <Bar key={type} dataKey={type} name={LEAD_TYPE_LABELS[type]} stackId="leads" fill={colorOf(type)} />
            ))}
          </BarChart>
        )}
      </ChartWithLegend>
    </ChartFrame>
  );
}
