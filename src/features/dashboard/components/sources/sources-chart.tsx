import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from '@/components/charts/chart-frame';
import { chartTheme, quiet } from '@/components/charts/chart-theme';
import { ChartWithLegend } from '@/components/charts/chart-legend';
import type { LeadSources } from '@/lib/api/app-database';

const COLORS = ['#1642c8', '#15803d', '#be123c', '#7c3aed', '#b45309'];

interface SourcesChartProps {
  sources: LeadSources;
  label: (value: string) => string;
}

/** Per week, one series of leads (solid) and one of won (dashed) for each of the top five sources. */
export function toWeeklySeries({ top, weeks }: Pick<LeadSources, 'top' | 'weeks'>) {
  const byWeek = new Map<string, Record<string, number | string>>();
  for (const week of weeks) {
    const entry = byWeek.get(week.week) ?? { week: week.week.slice(5) };
    const index = top.indexOf(week.value);
    entry[`leads${index}`] = Number(week.leads);
    entry[`won${index}`] = Number(week.won);
    byWeek.set(week.week, entry);
  }
  // Weeks without leads from a top source count zero rather than breaking the line.
  return [...byWeek.keys()].sort().map((week) => {
    const entry = byWeek.get(week)!;
    top.forEach((_, index) => {
      entry[`leads${index}`] ??= 0;
      entry[`won${index}`] ??= 0;
    });
    return entry;
  });
}

/** The chart; its text alternative lists each top source's leads and won over the period. */
export default function SourcesChart({ sources, label }: SourcesChartProps) {
  const data = toWeeklySeries(sources);
  const totals = sources.top.map((value) => {
    const weeks = sources.weeks.filter((week) => week.value === value);
    return `${label(value)}: ${weeks.reduce((sum, week) => sum + Number(week.leads), 0)} leads, ${weeks.reduce((sum, week) => sum + Number(week.won), 0)} won`;
  });
  const legend = sources.top.map((value, index) => ({ name: label(value), color: COLORS[index]! }));
  return (
    <ChartFrame
      title="Leads and won per week, top five sources"
      note="Solid lines are leads, dashed lines are won."
      heightClassName="h-72"
      alternative={<p>{totals.length > 0 ? `${totals.join('; ')}.` : 'No leads in this period.'}</p>}
    >
      <ChartWithLegend legend={legend}>
        {({ width, height }) => (
          <LineChart {...quiet} width={width} height={height} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid {...chartTheme.grid} vertical={false} />
            <XAxis dataKey="week" tick={chartTheme.axisText} axisLine={chartTheme.axisLine} tickLine={false} minTickGap={16} />
            <YAxis width="auto" allowDecimals={false} tick={chartTheme.axisText} axisLine={false} tickLine={false} />
            <Tooltip {...chartTheme.tooltip} />
            {sources.top.flatMap((value, index) => [
              <Line
                key={`leads${index}`}
                dataKey={`leads${index}`}
                name={`${label(value)}, leads`}
                stroke={COLORS[index]}
                dot={false}
                isAnimationActive={false}
              />,
              <Line
                key={`won${index}`}
                dataKey={`won${index}`}
                name={`${label(value)}, won`}
                stroke={COLORS[index]}
                strokeDasharray="4 3"
                dot={false}
                isAnimationActive={false}
              />,
            ])}
          </LineChart>
        )}
      </ChartWithLegend>
    </ChartFrame>
  );
}
