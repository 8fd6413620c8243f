/**
 * Text in any script the given fonts cover: a PdfText (pdf-text.ts) for pdf-writer.ts that sets
 * TrueType fonts embedded as subsets (jsPDF's Identity-H, with a ToUnicode map, so the text can be
 * searched and copied; pdf-embedded-font.ts). Each line is cut into runs, each set in the first font
 * that has its characters: the main font of the weight (Latin with Vietnamese, Greek, Cyrillic,
 * Armenian), then the fallbacks (Hangul; Chinese and Japanese). A fallback is read into a document
 * only when its text needs it, so a report in English embeds no CJK font. A character no font has
 * is printed as one U+FFFD, never dropped without a trace; invisible format characters, and marks
 * no font draws, are left out. Lines break at spaces, and between CJK characters too, since Chinese
 * and Japanese put no spaces between words. docs/decisions/0053-a-pdf-in-every-script.md
 */
import type { jsPDF } from 'jspdf';
import { embedFont, type EmbeddedFont } from './pdf-embedded-font.ts';
import type { PdfText, PdfTextSetter } from './pdf-text.ts';

/** One TrueType font file (glyf outlines; jsPDF cannot embed CFF). */
export interface PdfFontFile {
  /** Its name in the PDF. */
  name: string;
  bytes: Uint8Array;
  /** The code points a fallback is meant for: it is read in only for those. */
  ranges?: readonly (readonly [number, number])[];
}

export interface PdfFontSet {
  regular: PdfFontFile;
  bold: PdfFontFile;
  /** Fonts for the scripts the main ones lack, tried in order; regular weight, thickened for bold. */
  fallbacks: readonly PdfFontFile[];
}

interface Run {
  text: string;
  font: PdfFontFile;
}

const REPLACEMENT = 0xfffd;
/** A bold run in a fallback font is drawn filled and stroked this wide, per point of size. */
const THICKEN = 0.035;
/** Controls and format characters (soft hyphen, zero-width joiners, direction marks): never drawn. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const MARK = /\p{M}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Characters a line may not start with (closing punctuation), or end with (opening). */
const NO_BREAK_BEFORE = /^[\p{Pe}\p{Pf}\p{Po}]/u;
const NO_BREAK_AFTER = /[\p{Ps}\p{Pi}]$/u;
const TOKENS = /\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][\p{M}]*|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** Text as it is set: composed (NFC), on one line, tabs as spaces, without invisible format characters. */
function clean(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return text
    .normalize('NFC')
    .replace(/[\t\r\n\u2028\u2029]/g, ' ')
    .replace(INVISIBLE, '');
}

/** Where a line may break: the text in pieces that stay together, each with the spaces after it. */
function breakUnits(text: string): string[] {
  const units: string[] = [];
  let previous = '';
  for (const token of text.match(TOKENS) ?? []) {
    const canBreak =
      units.length > 0 &&
      (/^\s/.test(token) ? false : /\s$/.test(previous) || ((CJK.test(previous) || CJK.test(token)) && !NO_BREAK_BEFORE.test(token) && !NO_BREAK_AFTER.test(previous)));
    if (canBreak) units.push(token);
    else if (units.length) units[units.length - 1] += token;
    else units.push(token);
    previous = token;
  }
  return units;
}

export function unicodeText(fonts: PdfFontSet): PdfTextSetter {
  return (doc: jsPDF): PdfText => {
    const metrics = new Map<PdfFontFile, EmbeddedFont>();
    let size = doc.getFontSize();
    let bold = false;

    /** The font's metrics, reading it into the document the first time. */
    const load = (font: PdfFontFile): EmbeddedFont => {
      let loaded = metrics.get(font);
      if (!loaded) {
        loaded = embedFont(doc, font.name, font.bytes);
        metrics.set(font, loaded);
      }
      return loaded;
    };
    const meantFor = (font: PdfFontFile, code: number) => !font.ranges || font.ranges.some(([from, to]) => code >= from && code <= to);
    // jsPDF writes UTF-16 code units: a character beyond the BMP cannot be set, whatever the font.
    const has = (font: PdfFontFile, code: number) => code <= 0xffff && meantFor(font, code) && load(font).characterToGlyph(code) !== 0;

    /** The font each character is set in, per weight (undefined: none has it), found once per document. */
    const chosen = [new Map<string, PdfFontFile | undefined>(), new Map<string, PdfFontFile | undefined>()];
    const fontFor = (char: string, code: number): PdfFontFile | undefined => {
      const cache = chosen[bold ? 1 : 0]!;
      if (!cache.has(char)) cache.set(char, [bold ? fonts.bold : fonts.regular, ...fonts.fallbacks].find((candidate) => has(candidate, code)));
      return cache.get(char);
    };

    const runs = (text: string): Run[] => {
      const main = bold ? fonts.bold : fonts.regular;
      const found: Run[] = [];
      let missing = false;
      for (const char of clean(text)) {
        const code = char.codePointAt(0) ?? REPLACEMENT;
        const last = found[found.length - 1];
        // A space stays in the run it is in, so a line of Korean words is one run.
        let font = char === ' ' && last && has(last.font, code) ? last.font : fontFor(char, code);
        let piece = char;
        if (!font) {
          // A mark no font has leaves its letter bare; a row of missing characters is one U+FFFD.
          if (MARK.test(char) || missing) continue;
          if (!has(main, REPLACEMENT)) continue;
          [font, piece, missing] = [main, String.fromCharCode(REPLACEMENT), true];
        } else missing = false;
        if (last && last.font === font) last.text += piece;
        else found.push({ text: piece, font });
      }
      return found;
    };
    const runWidth = (run: Run) => load(run.font).widthOfString(run.text, size, 0);
    const width = (text: string) => runs(text).reduce((total, run) => total + runWidth(run), 0);

    /** A piece too wide for a line alone, cut between characters. */
    const cut = (piece: string, limit: number): string[] => {
      const parts: string[] = [];
      let part = '';
      for (const char of piece) {
        if (part && width(part + char) > limit) {
          parts.push(part);
          part = '';
        }
        part += char;
      }
      return part ? [...parts, part] : parts;
    };

    const lines = (text: string, limit: number): string[] =>
      text.split(/\r?\n/).flatMap((paragraph) => {
        const found: string[] = [];
        let line = '';
        for (const unit of breakUnits(clean(paragraph))) {
          if (line && width((line + unit).trimEnd()) > limit) {
            found.push(line.trimEnd());
            line = '';
          }
          if (!line && width(unit.trimEnd()) > limit) {
            const parts = cut(unit, limit);
            found.push(...parts.slice(0, -1).map((part) => part.trimEnd()));
            line = parts[parts.length - 1] ?? '';
          } else line += unit;
        }
        return [...found, line.trimEnd()];
      });

    const draw = (text: string, x: number, y: number, options: { align?: 'center' | 'right'; url?: string } = {}) => {
      const parts = runs(text);
      const total = parts.reduce((sum, run) => sum + runWidth(run), 0);
      const start = options.align === 'center' ? x - total / 2 : options.align === 'right' ? x - total : x;
      const [drawColor, lineWidth] = [doc.getDrawColor(), doc.getLineWidth()];
      let at = start;
      for (const run of parts) {
        const thicken = bold && run.font !== fonts.bold;
        doc.setFont(run.font.name, 'normal');
        if (thicken) doc.setDrawColor(doc.getTextColor()).setLineWidth(size * THICKEN);
        doc.text(run.text, at, y, thicken ? { renderingMode: 'fillThenStroke' } : {});
        if (thicken) doc.setDrawColor(drawColor).setLineWidth(lineWidth);
        at += runWidth(run);
      }
      if (options.url && total > 0) {
        const lineHeight = size * doc.getLineHeightFactor();
        doc.link(start, y + lineHeight * 0.2 - lineHeight, total, lineHeight, { url: options.url });
      }
    };

    return {
      style(nextSize, nextBold) {
        size = nextSize;
        bold = nextBold;
        doc.setFontSize(nextSize);
      },
      lines,
      width,
      draw,
    };
  };
}
