import { describe, expect, it } from 'vitest';
import { csvCell, exportFileName, leadsToCsv } from '@/features/dashboard/lib/csv';

const lead = (fields: Partial<Parameters<typeof leadsToCsv>[0][number]> = {}) => ({
  created_at: '2026-11-22T18:05:00Z',
  lead_type: 'contact' as const,
  name: 'Ana',
  email: 'ana@example.com',
  phone: null,
  website: null,
  message: null,
  service: null,
  status: 'new' as const,
  latest_note: null,
  site_check_score: null,
  ...fields,
});

describe('CSV writer', () => {
  it('quotes every cell and doubles quotes inside values', () => {
    expect(csvCell('Say "hello"')).toBe('"Say ""hello"""');
    expect(csvCell(null)).toBe('""');
  });

  it('keeps commas and newlines inside one cell', () => {
    expect(csvCell('one, two')).toBe('"one, two"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('neutralises values a spreadsheet would run as formulas', () => {
    for (const value of ['=1+1', '+1', '-2', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('keeps unicode as it is, behind a UTF-8 byte-order mark', () => {
    const csv = leadsToCsv([lead({ name: 'مطعم 🌮 Zoë' })]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('"مطعم 🌮 Zoë"');
  });

  it("writes the spec's eight columns first, in its order, then ours; one CRLF line per lead", () => {
    const csv = leadsToCsv([lead(), lead({ email: 'b@example.com', message: 'Hi, "team"' })]);
    const lines = csv.slice(1).split('\r\n');
    // Part 1 of the specification: Date, Type, Name, Email, Phone, Website, Message, Service.
    expect(lines[0]!.split(',').slice(0, 8)).toEqual(['"Date"', '"Type"', '"Name"', '"Email"', '"Phone"', '"Website"', '"Message"', '"Service"']);
    expect(lines[0]).toBe('"Date","Type","Name","Email","Phone","Website","Message","Service","Type code","Status","Latest note","Site check score"');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('"Hi, ""team"""');
    expect(lines[3]).toBe('');
  });

  it('carries the status and the latest note of each lead', () => {
    const csv = leadsToCsv([lead({ status: 'qualified', latest_note: 'Called; wants a quote by Friday.' })]);
    expect(csv.slice(1).split('\r\n')[1]).toMatch(/,"Qualified","Called; wants a quote by Friday\.",""$/);
  });

  it('writes each type as the table labels it, with its raw code after the spec columns', () => {
    const csv = leadsToCsv([lead(), lead({ lead_type: 'contact_complete' }), lead({ lead_type: 'report_scheduler_complete' })]);
    const [, popup, contact, reports] = csv.slice(1).split('\r\n');
    expect(popup).toMatch(/^"[\d-]+ [\d:]+","Pop-up","Ana","ana@example\.com","","","","","contact","New","",""$/);
    expect(contact).toMatch(/^"[\d-]+ [\d:]+","Contact",.*,"contact_complete","New","",""$/);
    expect(reports).toMatch(/^"[\d-]+ [\d:]+","Weekly Reports",.*,"report_scheduler_complete","New","",""$/);
  });

  it("ends each line with the score of the lead's site check, empty when it has none (decision 0080)", () => {
    const [, checked, unchecked] = leadsToCsv([lead({ site_check_score: 62 }), lead()])
      .slice(1)
      .split('\r\n');
    expect(checked).toMatch(/,"62"$/);
    expect(unchecked).toMatch(/,""$/);
  });

  it('names the file leads_export_{date}.csv', () => {
    expect(exportFileName(new Date(2026, 10, 5, 9))).toBe('leads_export_2026-11-05.csv');
  });
});
