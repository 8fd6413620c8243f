/**
 * The weekly report as the PDF attached to its e-mail (pdf-writer.ts), in fonts that print what the
 * measured page says in its own script: a Korean or Armenian title comes out as it is written
 * (docs/decisions/0053-a-pdf-in-every-script.md).
 */
import { AGENCY } from '../agency.ts';
import type { PdfDocumentSpec } from '../pdf-spec.ts';
import { unicodeText, type PdfFontSet } from '../pdf-unicode-text.ts';
import { renderPdfBytes } from '../pdf-writer.ts';
import type { WeeklyReportContent } from './content.ts';
import type { WeeklyReportLinks } from './payload.ts';

export function weeklyReportPdf(content: WeeklyReportContent, links: WeeklyReportLinks, fonts: PdfFontSet): Uint8Array {
  const spec: PdfDocumentSpec = {
    title: `Weekly SEO report: ${content.host}`,
    subtitle: content.weekLabel,
    sections: [
      content.score === null
        ? { heading: 'This week', paragraphs: [content.summary] }
        : { heading: 'This week', figure: { value: `${content.score}/100`, label: content.band ?? '' }, paragraphs: [content.summary] },
      ...(content.facts.length ? [{ heading: 'What we measured', table: content.facts }] : []),
      { heading: 'What changed since last week', bullets: content.changes },
      {
        heading: 'Score trend',
        chart: {
          bars: content.trend,
          max: 100,
          description: 'Page score out of 100 on each report day; the latest week is the dark bar, a dash marks a week the page could not be checked.',
        },
      },
      { heading: 'Your one action for this week', paragraphs: [content.action.title, content.action.detail] },
      { heading: 'Want help with it?', links: [{ text: 'Book a free call with a strategist', url: links.bookCall }] },
    ],
    fineprint: content.fineprint,
    footer: `${AGENCY.name}  |  ${AGENCY.postalAddress}  |  ${AGENCY.phone}`,
  };
  return renderPdfBytes(spec, unicodeText(fonts));
}
