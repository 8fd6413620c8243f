import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { LeadSourceRow } from '@/lib/api/app-database';
import type { SourceSort, SourceSortKey } from '../../lib/sort-sources';
import { ScrollingTable } from '../scrolling-table';

interface SourcesTableProps {
  rows: LeadSourceRow[];
  caption: string;
  dimensionLabel: string;
  label: (row: LeadSourceRow) => string;
  rate: (row: LeadSourceRow) => string;
  sort: SourceSort;
  /** A header pressed, with the words it shows. */
  onSort: (key: SourceSortKey, column: string) => void;
}

const NUMBER_COLUMNS: { key: Exclude<SourceSortKey, 'value'>; label: string }[] = [
  { key: 'leads', label: 'Leads' },
  { key: 'contacted', label: 'Contacted' },
  { key: 'qualified', label: 'Qualified' },
  { key: 'won', label: 'Won' },
  { key: 'lost', label: 'Lost' },
  { key: 'won_rate', label: 'Won rate' },
];

/** One row per source with its counts; every header is a sort button, its state in aria-sort. */
export function SourcesTable({ rows, caption, dimensionLabel, label, rate, sort, onSort }: SourcesTableProps) {
  const header = (key: SourceSortKey, text: string, className = '') => {
    const active = sort.key === key;
    const Icon = active ? (sort.direction === 'desc' ? ArrowDown : ArrowUp) : ArrowUpDown;
    return (
      <th
        key={key}
        scope="col"
        aria-sort={active ? (sort.direction === 'desc' ? 'descending' : 'ascending') : undefined}
        className={`bg-ink-50 px-3 py-2 font-semibold text-ink-800 ${className}`}
      >
        <button type="button" onClick={() => onSort(key, text)} className="inline-flex items-center gap-1 whitespace-nowrap rounded hover:text-brand-700">
          {text}
          <Icon aria-hidden="true" className={`size-3.5 ${active ? 'text-brand-700' : 'text-ink-400'}`} />
        </button>
      </th>
    );
  };
  return (
    <ScrollingTable caption={caption} tableData={{ 'data-sources-table': true }}>
      <thead>
        <tr>
          {header('value', dimensionLabel)}
          {NUMBER_COLUMNS.map((column) => header(column.key, column.label, 'text-right'))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {rows.map((row) => (
          <tr key={`${row.section ? 'section' : 'value'}:${row.value}`} className={row.section ? 'bg-brand-50/40 font-semibold' : undefined}>
            <th scope="row" className="px-3 py-2 text-left font-medium text-ink-900">
              {label(row)}
            </th>
            {NUMBER_COLUMNS.map((column) => (
              <td key={column.key} className="px-3 py-2 text-right tabular-nums text-ink-800">
                {column.key === 'won_rate' ? rate(row) : Number(row[column.key]).toLocaleString('en-US')}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
