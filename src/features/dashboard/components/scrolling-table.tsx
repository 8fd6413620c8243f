import type { ReactNode } from 'react';
import { revealFocused } from '../lib/reveal-focused';

interface ScrollingTableProps {
  /** What the table shows: its accessible name, and the line above it. */
  caption: string;
  /** Marks the <table> for tests and focus code (`data-speed-table`, …). */
  tableData?: Record<`data-${string}`, true>;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways inside its card on a phone, with its caption above the
 * scrolling box: a <caption> is as wide as its table, so a long one ran off a 390 px screen. The
 * <caption> stays for screen readers (the table's name); the visible line is hidden from them.
 */
export function ScrollingTable({ caption, tableData, children }: ScrollingTableProps) {
  return (
    <div className="rounded-card border border-ink-100 bg-white">
      <p aria-hidden="true" className="border-b border-ink-100 px-3 py-2 text-sm text-ink-700">
        {caption}
      </p>
      <div className="relative overflow-x-auto" onFocus={revealFocused}>
        <table className="min-w-full divide-y divide-ink-100 text-left text-sm" {...tableData}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}
