import type { LeadSourceDimension, LeadSourceRow } from '@/lib/api/app-database';
import { csvText } from './csv';
import { DIMENSION_LABELS, formatWonRate, sourceLabel } from './source-labels';

/** The Sources table as CSV, in the order it is shown, written as the leads export is (csvText). */
export function sourcesToCsv(dimension: LeadSourceDimension, rows: LeadSourceRow[]): string {
  const header = [DIMENSION_LABELS[dimension], 'Leads', 'Contacted', 'Qualified', 'Won', 'Lost', 'Won rate'];
  const counts = (row: LeadSourceRow) => [row.leads, row.contacted, row.qualified, row.won, row.lost].map(String);
  return csvText([header, ...rows.map((row) => [sourceLabel(dimension, row.value), ...counts(row), formatWonRate(row)])]);
}

/** lead_sources_{dimension}_{from}_{to}.csv */
export const sourcesFileName = (dimension: LeadSourceDimension, fromDay: string, toDay: string) => `lead_sources_${dimension}_${fromDay}_${toDay}.csv`;
