/**
 * The SEO audit template (/resources/seo-audit-template.xlsx) with exceljs: an instructions sheet,
 * the audit with drop-down Status and Priority cells, and a summary whose counts are formulas, so
 * the workbook keeps working as the visitor fills it in.
 */
import ExcelJS from 'exceljs';
import { auditChecks, auditInstructions } from '../../src/content/resources/seo-audit-template';

export const STATUSES = ['Pass', 'Needs work', 'Fail', 'Not applicable'] as const;
export const PRIORITIES = ['High', 'Medium', 'Low'] as const;
const BRAND = 'FF1642C8';

export async function buildAuditWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Los Angeles SEO Group';
  workbook.title = 'SEO Audit Template';
  workbook.created = new Date('2026-11-01T00:00:00Z');

  const guide = workbook.addWorksheet('Instructions');
  guide.getColumn(1).width = 110;
  guide.addRow(['SEO Audit Template - Los Angeles SEO Group']).font = { bold: true, size: 16, color: { argb: BRAND } };
  guide.addRow([]);
  for (const line of auditInstructions) guide.addRow([line]).alignment = { wrapText: true, vertical: 'top' };
  guide.addRow([]);
  guide.addRow(['Questions? Call (213) 555-0142 or write to hello@losangelesseogroup.com.']);

  const audit = workbook.addWorksheet('Audit', { views: [{ state: 'frozen', ySplit: 1 }] });
  audit.columns = [
    { header: 'Area', key: 'area', width: 14 },
    { header: 'Check', key: 'check', width: 42 },
    { header: 'How to check', key: 'howToCheck', width: 56 },
    { header: 'Target', key: 'target', width: 32 },
    { header: 'Status', key: 'status', width: 16 },
    { header: 'Priority', key: 'priority', width: 12 },
    { header: 'Notes', key: 'notes', width: 40 },
    { header: 'Owner', key: 'owner', width: 16 },
  ];
  const header = audit.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } };
  for (const check of auditChecks) {
    const row = audit.addRow({ ...check, status: '', priority: '', notes: '', owner: '' });
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  const lastRow = auditChecks.length + 1;
  for (let row = 2; row <= lastRow; row += 1) {
    audit.getCell(`E${row}`).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${STATUSES.join(',')}"`],
      showErrorMessage: true,
      errorTitle: 'Status',
      error: `Choose one of: ${STATUSES.join(', ')}.`,
    };
    audit.getCell(`F${row}`).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${PRIORITIES.join(',')}"`],
      showErrorMessage: true,
      errorTitle: 'Priority',
      error: `Choose one of: ${PRIORITIES.join(', ')}.`,
    };
  }
  audit.autoFilter = { from: 'A1', to: `H${lastRow}` };

  const summary = workbook.addWorksheet('Summary');
  summary.columns = [
    { header: 'Area', key: 'area', width: 16 },
    ...STATUSES.map((status) => ({ header: status, key: status, width: 14 })),
    { header: 'Not yet checked', key: 'open', width: 16 },
    { header: 'Checks', key: 'total', width: 10 },
  ];
  summary.getRow(1).font = { bold: true };
  const range = (column: string) => `Audit!$${column}$2:$${column}$${lastRow}`;
  const areas = [...new Set(auditChecks.map((check) => check.area))];
  areas.forEach((area, index) => {
    const row = index + 2;
    summary.addRow([
      area,
      ...STATUSES.map((status) => ({ formula: `COUNTIFS(${range('A')},$A${row},${range('E')},"${status}")`, result: 0 })),
      { formula: `COUNTIFS(${range('A')},$A${row},${range('E')},"")`, result: auditChecks.filter((check) => check.area === area).length },
      { formula: `COUNTIF(${range('A')},$A${row})`, result: auditChecks.filter((check) => check.area === area).length },
    ]);
  });
  const totalRow = areas.length + 2;
  const columns = ['B', 'C', 'D', 'E', 'F', 'G'];
  // Every formula carries the value it has in the blank template, so a previewer that does not
  // calculate (a mail client, a file browser) shows the real numbers instead of empty cells.
  const blankTotals = [...STATUSES.map(() => 0), auditChecks.length, auditChecks.length];
  summary.addRow(['All areas', ...columns.map((column, index) => ({ formula: `SUM(${column}2:${column}${totalRow - 1})`, result: blankTotals[index] }))]).font =
    {
      bold: true,
    };
  summary.addRow([]);
  const notStarted = 'No items checked yet';
  summary.addRow([
    'Score (Pass as a share of checked items)',
    { formula: `IF(SUM(B${totalRow}:D${totalRow})=0,"${notStarted}",B${totalRow}/SUM(B${totalRow}:D${totalRow}))`, result: notStarted },
  ]);
  summary.getCell(`B${totalRow + 2}`).numFmt = '0%';

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
