import type { TooltipContentProps, TooltipProps } from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import { formatValue } from './chart-labels';

/** What a datum's tooltip says: its own name and value ("Calls: 64"), never the chart's title. */
function DatumTooltip({ active, payload, unit }: Partial<TooltipContentProps<ValueType, NameType>> & { unit?: string }) {
  const item = payload?.[0];
  if (!active || !item) return null;
  const name = (item.payload as { name?: string } | undefined)?.name ?? String(item.name ?? '');
  return (
    <div className="rounded-lg border border-ink-200 bg-white px-2.5 py-1.5 text-[0.8125rem] leading-snug text-ink-950 shadow-card">
      {name}: <strong className="whitespace-nowrap">{formatValue(Number(item.value), unit)}</strong>
    </div>
  );
}

interface TooltipPlacement {
  /** Rows (bars across, names on the left), columns or line points (along x), or a pie. */
  along: 'rows' | 'columns' | 'pie';
  /** The drawing's width; with `bands`, how many rows or columns share it (or its height, for rows). */
  width: number;
  height?: number;
  bands?: number;
  unit?: string;
}

/**
 * Tooltip props that keep it inside the chart (and so its card, on a phone too) and off the bar it
 * describes (issue 40: on a phone it ran past the card, was cut off and covered the bar below).
 * Recharts places a tooltip `offset` from the active band's centre and flips it to the other side
 * when it would leave the drawing: an offset of half a band plus a gap puts it beside its bar.
 * Rows: under (or over) the bar, from the left edge; columns and lines: beside, at the top.
 */
export function chartTooltip({ along, width, height = 0, bands = 1, unit }: TooltipPlacement): TooltipProps<ValueType, NameType> {
  const base = {
    content: <DatumTooltip unit={unit} />,
    isAnimationActive: false,
    wrapperStyle: { maxWidth: `${Math.max(0, width - 8)}px`, zIndex: 10 },
  } as const;
  if (along === 'rows') return { ...base, position: { x: 0 }, offset: height / bands / 2 + 4 };
  if (along === 'columns') return { ...base, position: { y: 0 }, offset: width / bands / 2 + 4 };
  return base;
}
