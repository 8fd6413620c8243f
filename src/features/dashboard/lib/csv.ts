import { LEAD_TYPE_LABELS, type ExportedLead } from '@/lib/api/app-database';
import { LEAD_STATUS_LABELS } from './status-filters';

/**
 * The export's columns (docs/requirements/dashboard.md#export-csv): the spec's eight first, in the
 * spec's order (a file imported by column position reads the same as the spec's), the type as the
 * table labels it; then what we add: the type's raw code (for sorting and matching), the follow-up,
 * and the score of the lead's site check (decision 0080; empty when none).
 */
const SPEC_CSV_COLUMNS = ['Date', 'Type', 'Name', 'Email', 'Phone', 'Website', 'Message', 'Service'] as const;
export const CSV_COLUMNS = [...SPEC_CSV_COLUMNS, 'Type code', 'Status', 'Latest note', 'Site check score'] as const;

/**
 * One CSV cell: always quoted, inner quotes doubled, and a value that a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) prefixed with an apostrophe.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Local date and time, sortable and read the same way by every spreadsheet: 2026-11-22 14:05. */
export function formatCsvDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The dashboard's one CSV writer (the leads export and the Sources download): a UTF-8 byte-order
 * mark (so Excel reads accents and emoji right), then one CRLF-ended line per row of safe cells.
 */
export function csvText(lines: readonly (readonly (string | null | undefined)[])[]): string {
  return `\uFEFF${lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')}`;
}

/** The leads export: the header, then one line per lead. */
export function leadsToCsv(rows: Omit<ExportedLead, 'id'>[]): string {
  return csvText([
    CSV_COLUMNS,
    ...rows.map((row) => [
      formatCsvDate(row.created_at),
      LEAD_TYPE_LABELS[row.lead_type] ?? row.lead_type,
      row.name,
      row.email,
      row.phone,
      row.website,
      row.message,
      row.service,
      row.lead_type,
      LEAD_STATUS_LABELS[row.status],
      row.latest_note,
      row.site_check_score === null ? '' : String(row.site_check_score),
    ]),
  ]);
}

/** leads_export_{date}.csv, with the local date. */
export function exportFileName(now: Date): string {
  return `leads_export_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
