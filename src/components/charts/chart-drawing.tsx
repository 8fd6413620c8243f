import { Bar, BarChart, CartesianGrid, Cell, LabelList, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ArticleChart as ChartSpec } from '@/content/knowledge-base/types';
import { ColumnTick, RowTick } from './category-ticks';
import { ChartWithLegend } from './chart-legend';
import {
  MAX_COLUMN_LABEL_LINES,
  ROW_LABEL_GAP_PX,
  charsThatFit,
  chooseBarLayout,
  columnAxisHeight,
  formatValue,
  longestWord,
  rowLabelLines,
  rowLabelWidth,
  textWidth,
  wrapLabel,
} from './chart-labels';
import { chartAnimation, chartTheme, quiet, quietPie } from './chart-theme';
import { chartTooltip } from './chart-tooltip';
import { SizedChart } from './sized-chart';

interface DrawingProps {
  chart: ChartSpec;
  width: number;
  height: number;
}

/** The drawing itself (Recharts), loaded only on pages that have a chart. */
export default function ChartDrawing({ chart }: { chart: ChartSpec }) {
  if (chart.type === 'pie') return <PieDrawing chart={chart} />;
  return <SizedChart>{(size) => (chart.type === 'line' ? <LineDrawing chart={chart} {...size} /> : <BarDrawing chart={chart} {...size} />)}</SizedChart>;
}

/** Writes a value with its unit, wherever Recharts shows one (axis ticks, tooltips, bar-end labels). */
const withUnit = (unit?: string) => (value: unknown) => formatValue(Number(value), unit);

/** The value axis of columns and lines: as wide as its longest tick, each tick with its unit. */
const valueAxis = (unit?: string) => ({ width: 'auto', tick: chartTheme.axisText, tickFormatter: withUnit(unit), axisLine: false, tickLine: false }) as const;

function BarDrawing({ chart, width, height }: DrawingProps) {
  const labels = chart.data.map((datum) => datum.name);
  const unit = chart.unit;
  const bars = chart.data.map((datum) => <Cell key={datum.name} fill={datum.color} />);

  // Columns need a y axis of about five characters; the rest of the width is shared by the names.
  if (chooseBarLayout(labels, width - 56) === 'columns') {
    const maxChars = charsThatFit(width / labels.length - 8);
    const lines = Math.max(...labels.map((label) => wrapLabel(label, maxChars, MAX_COLUMN_LABEL_LINES).length));
    return (
      <BarChart {...quiet} width={width} height={height} data={chart.data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid {...chartTheme.grid} vertical={false} />
        <XAxis
          dataKey="name"
          interval={0}
          height={columnAxisHeight(lines)}
          tick={(tick) => <ColumnTick {...tick} maxChars={maxChars} />}
          axisLine={chartTheme.axisLine}
          tickLine={false}
        />
        <YAxis {...valueAxis(unit)} />
        <Tooltip {...chartTooltip({ along: 'columns', width, bands: labels.length, unit })} />
        <Bar dataKey="value" name={chart.title} radius={[6, 6, 0, 0]} {...chartAnimation}>
          {bars}
        </Bar>
      </BarChart>
    );
  }

  // Rows: names beside the bars, each bar's value at its end (no value axis to crowd).
  const labelWidth = rowLabelWidth(labels, width);
  const labelLines = rowLabelLines(labels.length, height);
  const valueRoom = Math.max(...chart.data.map((datum) => textWidth(formatValue(datum.value, unit)))) + 12;
  return (
    <BarChart {...quiet} layout="vertical" width={width} height={height} data={chart.data} margin={{ top: 0, right: valueRoom, left: 0, bottom: 0 }}>
      <CartesianGrid {...chartTheme.grid} horizontal={false} />
      <XAxis type="number" hide />
      <YAxis
        type="category"
        dataKey="name"
        width={labelWidth}
        interval={0}
        tick={(tick) => <RowTick {...tick} maxChars={charsThatFit(labelWidth - ROW_LABEL_GAP_PX)} maxLines={labelLines} />}
        axisLine={chartTheme.axisLine}
        tickLine={false}
      />
      <Tooltip {...chartTooltip({ along: 'rows', width, height, bands: labels.length, unit })} />
      <Bar dataKey="value" name={chart.title} radius={[0, 6, 6, 0]} {...chartAnimation}>
        {bars}
        <LabelList dataKey="value" position="right" formatter={withUnit(unit)} {...chartTheme.axisText} />
      </Bar>
    </BarChart>
  );
}

function LineDrawing({ chart, width, height }: DrawingProps) {
  const names = chart.data.map((datum) => datum.name);
  // Points are close together: a name may spread beyond its slot, but a word is never cut.
  const maxChars = Math.max(longestWord(names), charsThatFit(width / names.length - 4));
  // The last name is centred on the right edge: leave half of it as margin so it is not clipped.
  const lastLine = wrapLabel(names.at(-1) ?? '', maxChars, MAX_COLUMN_LABEL_LINES)[0] ?? '';
  return (
    <LineChart
      {...quiet}
      width={width}
      height={height}
      data={chart.data}
      margin={{ top: 8, right: Math.max(16, textWidth(lastLine) / 2 + 4), left: 0, bottom: 0 }}
    >
      <CartesianGrid {...chartTheme.grid} />
      <XAxis
        dataKey="name"
        interval="preserveStartEnd"
        minTickGap={12}
        height={columnAxisHeight(MAX_COLUMN_LABEL_LINES)}
        tick={(tick) => <ColumnTick {...tick} maxChars={maxChars} />}
        axisLine={chartTheme.axisLine}
        tickLine={false}
      />
      <YAxis {...valueAxis(chart.unit)} />
      <Tooltip {...chartTooltip({ along: 'columns', width, bands: names.length, unit: chart.unit })} />
      <Line type="monotone" dataKey="value" name={chart.title} stroke={chart.data[0]?.color ?? chartTheme.series} strokeWidth={3} {...chartAnimation} />
    </LineChart>
  );
}

/** A pie with its key as text below it: names around the edge were cut off on narrow screens. */
function PieDrawing({ chart }: { chart: ChartSpec }) {
  const legend = chart.data.map((datum) => ({ name: datum.name, color: datum.color, value: formatValue(datum.value, chart.unit) }));
  return (
    <ChartWithLegend legend={legend}>
      {({ width, height }) => (
        <PieChart {...quiet} width={width} height={height}>
          <Pie {...quietPie} data={chart.data} dataKey="value" nameKey="name" outerRadius="95%" {...chartAnimation}>
            {chart.data.map((datum) => (
              <Cell key={datum.name} fill={datum.color} />
            ))}
          </Pie>
          <Tooltip {...chartTooltip({ along: 'pie', width, unit: chart.unit })} />
        </PieChart>
      )}
    </ChartWithLegend>
  );
}
