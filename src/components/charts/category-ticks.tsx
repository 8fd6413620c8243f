import { chartTheme } from './chart-theme';
import { MAX_COLUMN_LABEL_LINES, wrapLabel } from './chart-labels';

/** What Recharts passes to a custom tick. */
interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

const LINE_HEIGHT_EM = 1.25;

/** A category name under a column, wrapped onto up to two centred lines. */
export function ColumnTick({ x, y, payload, maxChars }: TickProps & { maxChars: number }) {
  const lines = wrapLabel(String(payload?.value ?? ''), maxChars, MAX_COLUMN_LABEL_LINES);
  return (
    <text x={x} y={y} textAnchor="middle" {...chartTheme.axisText}>
      {lines.map((line, index) => (
        <tspan key={index} x={x} dy={index === 0 ? '0.9em' : `${LINE_HEIGHT_EM}em`}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A category name beside a row, right-aligned and centred on the bar over as many lines as the row allows. */
export function RowTick({ x, y, payload, maxChars, maxLines }: TickProps & { maxChars: number; maxLines: number }) {
  const lines = wrapLabel(String(payload?.value ?? ''), maxChars, maxLines);
  const firstLine = 0.35 - ((lines.length - 1) * LINE_HEIGHT_EM) / 2;
  return (
    <text x={x} y={y} textAnchor="end" {...chartTheme.axisText}>
      {lines.map((line, index) => (
        <tspan key={index} x={x} dy={index === 0 ? `${firstLine}em` : `${LINE_HEIGHT_EM}em`}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
