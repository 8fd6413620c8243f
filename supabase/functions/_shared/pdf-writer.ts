/**
 * Writes the site's PDFs with jsPDF: a branded title block, headings, wrapped paragraphs, bullets,
 * check boxes, a big figure, two-column tables, a small bar chart and links, page breaks, and a
 * footer with the page number. The same code runs at build time (Node: the guides), in the browser
 * (the checklist with the visitor's ticks) and in the edge functions under Deno (the weekly SEO
 * report, docs/decisions/0021-weekly-reports.md), which is why it lives with the functions' shared
 * code; the site imports it as @shared/pdf-writer. What a document says is pdf-spec.ts.
 *
 * How text is set is a PdfText (pdf-text.ts): the standard fonts unless told otherwise.
 */
import { jsPDF } from 'jspdf';
import type { PdfBar, PdfChecklistEntry, PdfDocumentSpec, PdfSection } from './pdf-spec.ts';
import { standardText, type PdfText, type PdfTextSetter } from './pdf-text.ts';

const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter, in points
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const BOTTOM = PAGE.height - PAGE.margin - 24;
const BRAND: [number, number, number] = [22, 66, 200];
const INK: [number, number, number] = [30, 34, 48];
const MUTED: [number, number, number] = [81, 92, 120];
const FOOTER = 'Los Angeles SEO Group  |  losangelesseogroup.com  |  (213) 555-0142';

class Writer {
  readonly doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  private readonly text: PdfText;
  private y: number = PAGE.margin;

  constructor(setter: PdfTextSetter) {
    this.text = setter(this.doc);
  }

  private ensure(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  private lines(text: string, size: number, bold: boolean, width = CONTENT_WIDTH): string[] {
    this.text.style(size, bold);
    return this.text.lines(text, width);
  }

  private block(text: string, options: { size: number; bold?: boolean; color?: [number, number, number]; indent?: number; after?: number }) {
    const indent = options.indent ?? 0;
    const lines = this.lines(text, options.size, options.bold ?? false, CONTENT_WIDTH - indent);
    const lineHeight = options.size * 1.4;
    this.doc.setTextColor(...(options.color ?? INK));
    for (const line of lines) {
      this.ensure(lineHeight);
      this.text.draw(line, PAGE.margin + indent, this.y + options.size);
      this.y += lineHeight;
    }
    this.y += options.after ?? 0;
  }

  titleBlock(spec: PdfDocumentSpec) {
    this.doc.setFillColor(...BRAND);
    this.doc.rect(0, 0, PAGE.width, 8, 'F');
    this.block('LOS ANGELES SEO GROUP', { size: 9, bold: true, color: BRAND, after: 6 });
    this.block(spec.title, { size: 22, bold: true, after: 4 });
    if (spec.subtitle) this.block(spec.subtitle, { size: 13, color: MUTED, after: 10 });
    if (spec.intro) this.block(spec.intro, { size: 11, after: 8 });
  }

  section(section: PdfSection) {
    // A heading never ends a page alone: with a chart under it, the chart comes along.
    this.ensure(section.chart ? 200 : 60);
    this.y += 8;
    this.block(section.heading, { size: 14, bold: true, color: BRAND, after: 4 });
    if (section.figure) this.figure(section.figure);
    for (const paragraph of section.paragraphs ?? []) this.block(paragraph, { size: 11, after: 6 });
    for (const bullet of section.bullets ?? []) this.bullet(bullet);
    for (const entry of section.checklist ?? []) this.checkItem(entry);
    if (section.table) this.table(section.table);
    if (section.chart) this.chart(section.chart);
    for (const link of section.links ?? []) this.link(link);
    this.y += 4;
  }

  private figure({ value, label }: { value: string; label: string }) {
    this.ensure(44);
    this.text.style(30, true);
    this.doc.setTextColor(...BRAND);
    this.text.draw(value, PAGE.margin, this.y + 30);
    const width = this.text.width(value);
    const line = this.lines(label, 11, false, CONTENT_WIDTH - width - 12)[0] ?? '';
    this.doc.setTextColor(...MUTED);
    this.text.draw(line, PAGE.margin + width + 12, this.y + 29);
    this.y += 42;
  }

  private table(rows: readonly (readonly [string, string])[]) {
    const labelWidth = 190;
    for (const [index, [label, value]] of rows.entries()) {
      const valueLines = this.lines(value, 10, false, CONTENT_WIDTH - labelWidth - 12);
      const height = Math.max(1, valueLines.length) * 14 + 6;
      this.ensure(height);
      if (index % 2 === 0) {
        this.doc.setFillColor(243, 245, 250);
        this.doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, height, 'F');
      }
      this.doc.setTextColor(...MUTED);
      this.text.draw(this.lines(label, 10, false, labelWidth - 8)[0] ?? '', PAGE.margin + 6, this.y + 14);
      this.doc.setTextColor(...INK);
      valueLines.forEach((line, lineIndex) => this.text.draw(line, PAGE.margin + labelWidth, this.y + 14 + lineIndex * 14));
      this.y += height;
    }
    this.y += 6;
  }

  private chart({ bars, max, description }: { bars: readonly PdfBar[]; max: number; description: string }) {
    const height = 110;
    this.ensure(height + 40);
    const top = this.y + 14;
    const slot = Math.min(60, CONTENT_WIDTH / Math.max(1, bars.length));
    this.doc.setDrawColor(...MUTED);
    this.doc.setLineWidth(0.5);
    this.doc.line(PAGE.margin, top + height, PAGE.margin + slot * bars.length, top + height);
    for (const [index, bar] of bars.entries()) {
      const x = PAGE.margin + index * slot + slot * 0.2;
      const width = slot * 0.6;
      this.doc.setTextColor(...MUTED);
      this.text.style(9, false);
      this.text.draw(bar.label, x + width / 2, top + height + 12, { align: 'center' });
      if (bar.value === null) {
        this.text.draw('-', x + width / 2, top + height - 4, { align: 'center' });
        continue;
      }
      const barHeight = Math.max(1, (Math.min(bar.value, max) / max) * (height - 14));
      this.doc.setFillColor(...(index === bars.length - 1 ? BRAND : ([148, 170, 230] as [number, number, number])));
      this.doc.rect(x, top + height - barHeight, width, barHeight, 'F');
      this.doc.setTextColor(...INK);
      this.text.style(9, true);
      this.text.draw(String(bar.value), x + width / 2, top + height - barHeight - 3, { align: 'center' });
    }
    this.y = top + height + 20;
    this.block(description, { size: 9, color: MUTED, after: 4 });
  }

  private link({ text, url }: { text: string; url: string }) {
    const lines = this.lines(text, 11, true);
    this.ensure(lines.length * 15 + 16);
    this.doc.setTextColor(...BRAND);
    for (const line of lines) {
      this.text.draw(line, PAGE.margin, this.y + 11, { url });
      this.y += 15;
    }
    this.block(url, { size: 8, color: MUTED, after: 4 });
  }

  fineprint(lines: readonly string[]) {
    this.y += 10;
    for (const line of lines) this.block(line, { size: 8, color: MUTED, after: 3 });
  }

  private bullet(text: string) {
    this.ensure(16);
    this.doc.setFillColor(...BRAND);
    this.doc.circle(PAGE.margin + 5, this.y + 7, 2, 'F');
    this.block(text, { size: 11, indent: 16, after: 3 });
  }

  private checkItem(entry: PdfChecklistEntry) {
    this.ensure(34);
    const x = PAGE.margin;
    const top = this.y + 2;
    this.doc.setDrawColor(...MUTED);
    this.doc.setLineWidth(1);
    this.doc.rect(x, top, 10, 10);
    if (entry.checked) {
      this.doc.setDrawColor(21, 128, 61);
      this.doc.setLineWidth(1.6);
      this.doc.lines([[3, 3.5], [5.5, -7.5]], x + 1.8, top + 5.2);
    }
    this.block(`${entry.checked ? '[Done] ' : ''}${entry.text}`, { size: 11, bold: true, indent: 18, after: 1 });
    if (entry.detail) this.block(entry.detail, { size: 10, color: MUTED, indent: 18, after: 5 });
  }

  closing(text: string) {
    this.y += 6;
    this.block(text, { size: 11, after: 0 });
  }

  footers(footer: string) {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      this.doc.setPage(page);
      const label = `Page ${page} of ${pages}`;
      this.text.style(9, false);
      // The footer keeps to its line: in a wider font (the report's) it is set smaller, never over the page number.
      const room = CONTENT_WIDTH - this.text.width(label) - 12;
      const width = this.text.width(footer);
      if (width > room) this.text.style(Math.max(6, (9 * room) / width), false);
      this.doc.setTextColor(...MUTED);
      this.text.draw(footer, PAGE.margin, PAGE.height - 32);
      this.text.style(9, false);
      this.text.draw(label, PAGE.width - PAGE.margin, PAGE.height - 32, { align: 'right' });
    }
  }
}

/** The document, its text set by `text` (the standard fonts unless told otherwise). */
export function renderPdf(spec: PdfDocumentSpec, text: PdfTextSetter = standardText): jsPDF {
  const writer = new Writer(text);
  writer.doc.setProperties({ title: spec.title, subject: spec.subtitle ?? spec.title, author: 'Los Angeles SEO Group', creator: 'losangelesseogroup.com' });
  writer.titleBlock(spec);
  for (const section of spec.sections) writer.section(section);
  if (spec.closing) writer.closing(spec.closing);
  if (spec.fineprint) writer.fineprint(spec.fineprint);
  writer.footers(spec.footer ?? FOOTER);
  return writer.doc;
}

export function renderPdfBytes(spec: PdfDocumentSpec, text: PdfTextSetter = standardText): Uint8Array {
  return new Uint8Array(renderPdf(spec, text).output('arraybuffer'));
}
