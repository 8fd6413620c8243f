import type { ExportedLead } from '@/lib/api/app-database';
import { LEAD_STATUS_LABELS } from './status-filters';

/** The export's columns (docs/requirements/dashboard.md#export-csv): the spec's eight, then the follow-up. */
export const CSV_COLUMNS = ['Date', 'Type', 'Name', 'Email', 'Phone', 'Website', 'Message', 'Service', 'Status', 'Latest note'] as const;

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

/** The CSV text: UTF-8 byte-order mark (so Excel reads accents and emoji right), header, CRLF rows. */
export function leadsToCsv(rows: Omit<ExportedLead, 'id'>[]): string {
  const lines = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const row of rows) {
    const cells = [formatCsvDate(row.created_at), row.lead_type, row.name, row.email, row.phone, row.website, row.message, row.service];
    lines.push([...cells, LEAD_STATUS_LABELS[row.status], row.latest_note].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** leads_export_{date}.csv, with the local date. */
export function exportFileName(now: Date): string {
  return `leads_export_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
