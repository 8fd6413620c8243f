/**
 * Writes the site's PDF guides with jsPDF: a branded title block, headings, wrapped paragraphs,
 * bullets and check boxes, page breaks, and a footer with the page number. The same code runs at
 * build time (Node) and in the browser (the checklist with the visitor's ticks).
 */
import { jsPDF } from 'jspdf';

export interface PdfChecklistEntry {
  text: string;
  detail?: string;
  checked: boolean;
}

export interface PdfSection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  checklist?: readonly PdfChecklistEntry[];
}

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  intro?: string;
  sections: readonly PdfSection[];
  closing?: string;
}

const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter, in points
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const BOTTOM = PAGE.height - PAGE.margin - 24;
const BRAND: [number, number, number] = [22, 66, 200];
const INK: [number, number, number] = [30, 34, 48];
const MUTED: [number, number, number] = [81, 92, 120];
const FOOTER = 'Los Angeles SEO Group  |  losangelesseogroup.com  |  (213) 555-0142';

/** The standard PDF fonts cover Windows-1252 only; map the few other characters content may use. */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2010-\u2013]/g, '-')
    .replace(/\u2014/g, ' - ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\n]/g, '');
}

class Writer {
  readonly doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  private y = PAGE.margin;

  private ensure(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  private lines(text: string, size: number, width = CONTENT_WIDTH): string[] {
    this.doc.setFontSize(size);
    return this.doc.splitTextToSize(pdfSafe(text), width) as string[];
  }

  private block(text: string, options: { size: number; bold?: boolean; color?: [number, number, number]; indent?: number; after?: number }) {
    const indent = options.indent ?? 0;
    this.doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    const lines = this.lines(text, options.size, CONTENT_WIDTH - indent);
    const lineHeight = options.size * 1.4;
    this.doc.setTextColor(...(options.color ?? INK));
    for (const line of lines) {
      this.ensure(lineHeight);
      this.doc.text(line, PAGE.margin + indent, this.y + options.size);
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
    this.ensure(60);
    this.y += 8;
    this.block(section.heading, { size: 14, bold: true, color: BRAND, after: 4 });
    for (const paragraph of section.paragraphs ?? []) this.block(paragraph, { size: 11, after: 6 });
    for (const bullet of section.bullets ?? []) this.bullet(bullet);
    for (const entry of section.checklist ?? []) this.checkItem(entry);
    this.y += 4;
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

  footers() {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      this.doc.setPage(page);
      this.doc.setFont('helvetica', 'normal');
      this.doc.setFontSize(9);
      this.doc.setTextColor(...MUTED);
      this.doc.text(FOOTER, PAGE.margin, PAGE.height - 32);
      this.doc.text(`Page ${page} of ${pages}`, PAGE.width - PAGE.margin, PAGE.height - 32, { align: 'right' });
    }
  }
}

export function renderPdf(spec: PdfDocumentSpec): jsPDF {
  const writer = new Writer();
  writer.doc.setProperties({ title: spec.title, subject: spec.subtitle ?? spec.title, author: 'Los Angeles SEO Group', creator: 'losangelesseogroup.com' });
  writer.titleBlock(spec);
  for (const section of spec.sections) writer.section(section);
  if (spec.closing) writer.closing(spec.closing);
  writer.footers();
  return writer.doc;
}

export function renderPdfBytes(spec: PdfDocumentSpec): Uint8Array {
  return new Uint8Array(renderPdf(spec).output('arraybuffer'));
}
