import type { LeadSourceDimension, LeadSourceRow } from '@/lib/api/app-database';
import { csvCell } from './csv';
import { DIMENSION_LABELS, formatWonRate, sourceLabel } from './source-labels';

/** The Sources table as CSV, in the order it is shown, the same way as the leads export (BOM, CRLF, safe cells). */
export function sourcesToCsv(dimension: LeadSourceDimension, rows: LeadSourceRow[]): string {
  const header = [DIMENSION_LABELS[dimension], 'Leads', 'Contacted', 'Qualified', 'Won', 'Lost', 'Won rate'];
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) {
    const cells = [sourceLabel(dimension, row.value), row.leads, row.contacted, row.qualified, row.won, row.lost].map(String);
    lines.push([...cells, formatWonRate(row)].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** lead_sources_{dimension}_{from}_{to}.csv */
export const sourcesFileName = (dimension: LeadSourceDimension, fromDay: string, toDay: string) =>
  `lead_sources_${dimension}_${fromDay}_${toDay}.csv`;
