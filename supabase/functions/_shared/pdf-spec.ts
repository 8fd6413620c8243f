/**
 * What a PDF of the site says, as data: a title block, sections of paragraphs, bullets, check boxes,
 * a figure, a table, a bar chart and links, then small print and a footer. pdf-writer.ts lays it out;
 * the guides, the checklist and the weekly report each describe theirs with it.
 */
export interface PdfChecklistEntry {
  text: string;
  detail?: string;
  checked: boolean;
}

/** One bar of a chart; a null value is drawn as a gap with its label (a week without a figure). */
export interface PdfBar {
  label: string;
  value: number | null;
}

export interface PdfSection {
  heading: string;
  /** A big figure under the heading, such as a score, with a short label beside it. */
  figure?: { value: string; label: string };
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  checklist?: readonly PdfChecklistEntry[];
  /** Label and value rows. */
  table?: readonly (readonly [string, string])[];
  /** Vertical bars from 0 to `max`, each labelled under it and its value on top. */
  chart?: { bars: readonly PdfBar[]; max: number; description: string };
  /** Clickable lines (text, then the address). */
  links?: readonly { text: string; url: string }[];
}

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  intro?: string;
  sections: readonly PdfSection[];
  closing?: string;
  /** Small print after everything else (who sent it, why, how to stop it). */
  fineprint?: readonly string[];
  /** The line at the foot of every page; the agency's name, site and phone by default. */
  footer?: string;
}
