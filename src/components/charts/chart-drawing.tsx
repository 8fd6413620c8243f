import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ArticleChart as ChartSpec } from '@/content/knowledge-base/types';

/** Charts animate after 500 ms (docs/requirements/knowledge-base.md#charts). */
export const CHART_ANIMATION_DELAY_MS = 500;

/** The drawing itself (recharts), loaded only on pages that have a chart. */
export default function ChartDrawing({ chart }: { chart: ChartSpec }) {
  const animation = { animationBegin: CHART_ANIMATION_DELAY_MS, animationDuration: 800 };
  return (
    <ResponsiveContainer width="100%" height="100%">
      {chart.type === 'pie' ? (
        <PieChart>
          <Pie data={chart.data} dataKey="value" nameKey="name" outerRadius="80%" label={({ name }) => String(name)} {...animation}>
            {chart.data.map((datum) => (
              <Cell key={datum.name} fill={datum.color} />
            ))}
          </Pie>
          <Tooltip />
        </PieChart>
      ) : chart.type === 'line' ? (
        <LineChart data={chart.data}>
          <CartesianGrid strokeDasharray="3 3" stroke="#eceef2" />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} unit={chart.unit} />
          <Tooltip />
          <Line type="monotone" dataKey="value" stroke={chart.data[0]?.color ?? '#1642c8'} strokeWidth={3} {...animation} />
        </LineChart>
      ) : (
        <BarChart data={chart.data}>
          <CartesianGrid strokeDasharray="3 3" stroke="#eceef2" />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
          <YAxis tick={{ fontSize: 12 }} unit={chart.unit} />
          <Tooltip />
          <Bar dataKey="value" radius={[6, 6, 0, 0]} {...animation}>
            {chart.data.map((datum) => (
              <Cell key={datum.name} fill={datum.color} />
            ))}
          </Bar>
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
