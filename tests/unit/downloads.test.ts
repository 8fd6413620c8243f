import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { downloadFiles } from '../../scripts/downloads/files';
import { auditChecks } from '@/content/resources/seo-audit-template';

describe('the downloadable files the build writes', () => {
  it('covers every download the site links to', () => {
    expect(downloadFiles.map((file) => file.path).sort()).toEqual([
      '/resources/backlink-101.pdf',
      '/resources/los-angeles-local-seo-playbook.pdf',
      '/resources/on-page-seo-essentials.pdf',
      '/resources/seo-audit-template.xlsx',
      '/resources/seo-checklist.pdf',
      '/resources/website-seo-sop.pdf',
    ]);
  });

  it.each(downloadFiles.filter((file) => file.path.endsWith('.pdf')).map((file) => [file.path, file] as const))(
    '%s is a PDF that opens, with its title and text',
    async (_path, file) => {
      const pdf = await getDocumentProxy(await file.build());
      const { text, totalPages } = await extractText(pdf, { mergePages: true });
      const { info } = await getMeta(pdf);
      expect(totalPages).toBeGreaterThan(0);
      expect(info.Title).toBeTruthy();
      expect(text.replace(/\s+/g, ' ')).toContain(info.Title as string);
      expect(text).toContain('Los Angeles SEO Group');
      expect(text.split(/\s+/).length).toBeGreaterThan(300);
    },
  );

  it('the audit workbook has instructions, every check with drop-downs, and a summary of formulas', async () => {
    const file = downloadFiles.find((candidate) => candidate.path.endsWith('.xlsx'))!;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.build()).buffer as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Instructions', 'Audit', 'Summary']);
    const audit = workbook.getWorksheet('Audit')!;
    expect(audit.getRow(1).values).toEqual([undefined, 'Area', 'Check', 'How to check', 'Target', 'Status', 'Priority', 'Notes', 'Owner']);
    expect(audit.rowCount).toBe(auditChecks.length + 1);
    expect(audit.getCell('E2').dataValidation).toMatchObject({ type: 'list', formulae: ['"Pass,Needs work,Fail,Not applicable"'] });
    expect(audit.getCell('F2').dataValidation).toMatchObject({ type: 'list', formulae: ['"High,Medium,Low"'] });
    const summary = workbook.getWorksheet('Summary')!;
    expect((summary.getCell('B2').value as { formula: string }).formula).toMatch(/^COUNTIFS\(Audit!\$A\$2:\$A\$\d+,\$A2,Audit!\$E\$2:\$E\$\d+,"Pass"\)$/);
    // Each formula's cached value is what it computes on the blank template, so viewers that do not calculate show numbers.
    let totalsRow = 0;
    summary.eachRow((row, number) => {
      if (row.getCell(1).value === 'All areas') totalsRow = number;
    });
    expect(totalsRow).toBeGreaterThan(2);
    const cached = (cell: string) => (summary.getCell(cell).value as { result: unknown }).result;
    // (ExcelJS reads a cached 0 back as no result, so the status columns are checked by the counts that are not 0.)
    expect(['F', 'G'].map((column) => cached(`${column}${totalsRow}`))).toEqual([auditChecks.length, auditChecks.length]);
    expect(cached(`B${totalsRow + 2}`)).toBe('No items checked yet');
  });
});
