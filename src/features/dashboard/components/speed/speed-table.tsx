import { useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { announce } from '@/lib/announce';
import type { SpeedWeek } from '@/lib/api/app-database';
import { speedCellText } from '../../lib/waiting-words';
import { ScrollingTable } from '../scrolling-table';

type Column = { key: keyof SpeedWeek; label: string };
const COLUMNS: Column[] = [
  { key: 'week_of', label: 'Week of' },
  { key: 'arrived', label: 'Leads' },
  { key: 'touched', label: 'Touched' },
  { key: 'office_median', label: 'Median, office hours' },
  { key: 'office_p90', label: '90th percentile, office hours' },
  { key: 'elapsed_median', label: 'Median, in all' },
  { key: 'elapsed_p90', label: '90th percentile, in all' },
];

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const cell = (week: SpeedWeek, key: keyof SpeedWeek) => {
  const value = week[key];
  if (key === 'week_of') return weekFormat.format(new Date(`${week.week_of}T00:00:00Z`));
  if (key === 'arrived' || key === 'touched') return Number(value).toLocaleString('en-US');
  return speedCellText(value);
};

/** Week by week, the time to first touch; headers sort (a lead without touches sorts last). */
export function SpeedTable({ weeks }: { weeks: SpeedWeek[] }) {
  const [sort, setSort] = useState<{ key: keyof SpeedWeek; direction: 'asc' | 'desc' }>({ key: 'week_of', direction: 'desc' });
  const sorted = [...weeks].sort((a, b) => {
    const [x, y] = [a[sort.key], b[sort.key]];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * (sort.direction === 'asc' ? 1 : -1);
  });
  const sortBy = (column: Column) => {
    const direction = sort.key === column.key && sort.direction === 'desc' ? 'asc' : 'desc';
    setSort({ key: column.key, direction });
    announce(`Sorted by ${column.label}, ${direction === 'asc' ? 'ascending' : 'descending'}.`);
  };
  return (
    <ScrollingTable
      caption={`Speed to lead, the last ${weeks.length} weeks by week of arrival: time to the first status change away from New`}
      tableData={{ 'data-speed-table': true }}
    >
      <thead className="bg-ink-50">
        <tr>
          {COLUMNS.map((column) => {
            const active = sort.key === column.key;
            const Icon = active ? (sort.direction === 'desc' ? ArrowDown : ArrowUp) : ArrowUpDown;
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={active ? (sort.direction === 'desc' ? 'descending' : 'ascending') : undefined}
                className="px-3 py-2 font-semibold text-ink-800"
              >
                <button type="button" onClick={() => sortBy(column)} className="inline-flex items-center gap-1 whitespace-nowrap rounded hover:text-brand-700">
                  {column.label}
                  <Icon aria-hidden="true" className={`size-3.5 ${active ? 'text-brand-700' : 'text-ink-400'}`} />
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {sorted.map((week) => (
          <tr key={week.week_of}>
            {COLUMNS.map((column) =>
              column.key === 'week_of' ? (
                <th key={column.key} scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-ink-900">
                  {cell(week, column.key)}
                </th>
              ) : (
                <td key={column.key} className="whitespace-nowrap px-3 py-2 text-ink-800">
                  {cell(week, column.key)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
