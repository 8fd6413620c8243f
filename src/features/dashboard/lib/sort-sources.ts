import type { LeadSourceRow } from '@/lib/api/app-database';

export type SourceSortKey = 'value' | 'leads' | 'contacted' | 'qualified' | 'won' | 'lost' | 'won_rate';
export interface SourceSort {
  key: SourceSortKey;
  direction: 'asc' | 'desc';
}

/**
 * The table's rows in the chosen order (the call returns at most a few hundred; sorting them here
 * needs no second call). A section's roll-up sits right above its pages when sorted by name.
 */
export function sortSources(rows: LeadSourceRow[], sort: SourceSort, label: (row: LeadSourceRow) => string): LeadSourceRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order = sort.key === 'value' ? label(a).localeCompare(label(b)) : Number(a[sort.key]) - Number(b[sort.key]);
    return order * sign || label(a).localeCompare(label(b));
  });
}

/** A header pressed: the same column flips; a new one starts high to low (names A to Z). */
export const nextSort = (current: SourceSort, key: SourceSortKey): SourceSort =>
  current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: key === 'value' ? 'asc' : 'desc' };

/** What a screen reader hears when a header is pressed: the table's order changed, not only its aria-sort (issue 52). */
export const sortAnnouncement = (column: string, sort: SourceSort): string => `Sorted by ${column}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}`;
