/**
 * A TrueType font read into a jsPDF document for Identity-H text, at a cost a report can pay every
 * time (docs/decisions/0053-a-pdf-in-every-script.md). jsPDF's own way (addFileToVFS, addFont)
 * takes the file as a string of bytes, turns it back into bytes and parses the whole font again for
 * each document, then builds the embedded subset in arrays of numbers: a third of a report's CPU
 * for an English one and two thirds for a Chinese one, on an edge function that has 2 s per request.
 * Here each font file is parsed once per worker, and each document gets a view of it that holds
 * what jsPDF records per document (the glyphs used, their Unicode for the ToUnicode map, their
 * widths), with pdf-font-subset.ts making the same subset bytes as jsPDF in a fraction of the time.
 *
 * jsPDF's addFont hands the file it finds to TTFFont.open; for that one synchronous call, open
 * answers the view. If a jsPDF release loads fonts another way, embedFont throws rather than set
 * text in a font it did not read (tests/unit/weekly-report-pdf.test.ts would fail first).
 */
import { jsPDF } from 'jspdf';
import { subsetTrueType } from './pdf-font-subset.ts';

/** What jsPDF parsed of a font (its TTFFont), as far as the writer measures with it. */
export interface EmbeddedFont {
  characterToGlyph(code: number): number;
  widthOfString(text: string, size: number, charSpace: number): number;
}

interface ParsedFont extends EmbeddedFont {
  toUnicode: Record<number, number>;
  subset: { encode(glyphIds: number[], indexToLocFormat: number): ArrayLike<number> };
}

const TTFFont = (jsPDF as unknown as { API: { TTFFont: { open(bytes: Uint8Array): ParsedFont } } }).API.TTFFont;
const parsed = new WeakMap<Uint8Array, ParsedFont>();
/** The four bytes that open a TrueType file: what jsPDF checks before it hands a file to TTFFont.open. */
const TRUETYPE_SIGNATURE = '\x00\x01\x00\x00';

/** Adds the font to the document as `name` (style normal) and answers its metrics. */
export function embedFont(doc: jsPDF, name: string, bytes: Uint8Array): EmbeddedFont {
  let font = parsed.get(bytes);
  if (!font) {
    font = TTFFont.open(bytes);
    parsed.set(bytes, font);
  }
  // A shallow copy shares the parsed tables, which nothing writes to; what a document writes to gets
  // its own: the Unicode of each glyph used here, and (added by jsPDF on registering) the glyphs used
  // and their widths. jsPDF tests some of the font's fields with hasOwnProperty, so they are copied.
  const view = Object.assign(Object.create(Object.getPrototypeOf(font) as object), font) as ParsedFont;
  view.toUnicode = {};
  view.subset = { encode: (glyphIds) => subsetTrueType(bytes, glyphIds) };
  const open = TTFFont.open;
  TTFFont.open = () => view;
  try {
    doc.addFileToVFS(`${name}.ttf`, TRUETYPE_SIGNATURE);
    doc.addFont(`${name}.ttf`, name, 'normal', 'Identity-H');
  } finally {
    TTFFont.open = open;
  }
  doc.setFont(name, 'normal');
  if (doc.getFont().metadata !== view) throw new Error(`jsPDF did not take the font ${name} as parsed: its way of loading fonts changed (pdf-embedded-font.ts).`);
  return view;
}
