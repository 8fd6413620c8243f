/**
 * How pdf-writer.ts sets text: a PdfText measures, wraps and draws it in one document. The default
 * is the standard fonts (Helvetica, Windows-1252 only, through pdfSafe): nothing embedded, so the
 * guides built with the site and the checklist the browser makes stay small, and their words are
 * ours. The weekly report passes embedded Unicode fonts instead (pdf-unicode-text.ts), because it
 * prints what other sites say in their own scripts (docs/decisions/0053-a-pdf-in-every-script.md).
 */
import type { jsPDF } from 'jspdf';

/** The standard PDF fonts cover Windows-1252 only; map the few other characters content may use. */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2010-\u2013]/g, '-')
    .replace(/\u2014/g, ' - ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\u2192/g, '->')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\n]/g, '');
}

/** How one document's text is measured, wrapped and drawn, in the size and weight last set. */
export interface PdfText {
  style(size: number, bold: boolean): void;
  /** The text broken into lines no wider than `width`. */
  lines(text: string, width: number): string[];
  width(text: string): number;
  draw(text: string, x: number, y: number, options?: { align?: 'center' | 'right'; url?: string }): void;
}

/** Makes the PdfText of a new document. */
export type PdfTextSetter = (doc: jsPDF) => PdfText;

/** The standard fonts: nothing embedded, the text made safe for Windows-1252 first. */
export const standardText: PdfTextSetter = (doc) => ({
  style(size, bold) {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
  },
  lines: (text, width) => doc.splitTextToSize(pdfSafe(text), width) as string[],
  width: (text) => doc.getTextWidth(pdfSafe(text)),
  draw(text, x, y, options = {}) {
    if (options.url) doc.textWithLink(pdfSafe(text), x, y, { url: options.url });
    else doc.text(pdfSafe(text), x, y, options.align ? { align: options.align } : {});
  },
});
