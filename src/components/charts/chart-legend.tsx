import type { ReactNode } from 'react';
import { SizedChart } from './sized-chart';

export interface LegendItem {
  name: string;
  color: string;
  /** The value as it should read, unit included. */
  value?: string;
}

/**
 * The key to a chart's colours, as ordinary text under the drawing: it wraps like any paragraph
 * instead of being clipped or crowded inside the svg.
 */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs leading-snug text-ink-700">
      {items.map((item) => (
        <li key={item.name} className="flex items-baseline gap-1.5">
          <span className="inline-block size-2.5 shrink-0 rounded-full" style={{ backgroundColor: item.color }} />
          <span>
            {item.name}
            {item.value ? `: ${item.value}` : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A chart drawn in the room its legend leaves: the drawing takes what the wrapped key does not. */
export function ChartWithLegend({ legend, children }: { legend: readonly LegendItem[]; children: (size: { width: number; height: number }) => ReactNode }) {
  return (
    <div className="flex h-full flex-col gap-3">
      <div className="min-h-0 flex-1">
        <SizedChart>{children}</SizedChart>
      </div>
      <ChartLegend items={legend} />
    </div>
  );
}
