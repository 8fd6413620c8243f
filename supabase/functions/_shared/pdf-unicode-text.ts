/**
 * Text in any script the given fonts cover: a PdfText (pdf-text.ts) for pdf-writer.ts that shapes
 * with HarfBuzz (harfbuzz.ts) and sets the glyphs in fonts embedded as subsets
 * (pdf-embedded-font.ts), so the text can also be searched and copied. Each line is cut into runs
 * of one direction (the Unicode bidirectional algorithm, bidi-js) and one font: the main font of
 * the weight (Latin with Vietnamese, Greek, Cyrillic, Armenian), else the first fallback that has
 * the character (Thai, Hebrew, Arabic and Persian, Devanagari, Khmer, Hangul, Chinese and Japanese,
 * emoji); a mark or joiner stays with the character before it. Each run is shaped on its own and
 * the runs are laid out left to right in visual order, so Hebrew and Persian read right to left
 * on the page. A fallback is embedded only when its text is drawn, so a report in English embeds
 * DejaVu Sans alone. A character no font has is printed as one U+FFFD, never dropped without a
 * trace; invisible format characters are left out. Lines break at spaces, between CJK characters,
 * and between Thai or Khmer words. docs/decisions/0053-a-pdf-in-every-script.md
 */
import bidiModule, { type Bidi } from 'bidi-js';
import type { jsPDF } from 'jspdf';
import type { HarfBuzz, ShapedGlyph, ShapingFont } from './harfbuzz.ts';
import { embedFont, type EmbeddedFont } from './pdf-embedded-font.ts';
import type { PdfText, PdfTextSetter } from './pdf-text.ts';

/** One TrueType font file (glyf outlines). */
export interface PdfFontFile {
  /** Its name in the PDF. */
  name: string;
  bytes: Uint8Array;
  /** The code points a fallback is meant for: it is tried only for those. */
  ranges?: readonly (readonly [number, number])[];
}

export interface PdfFontSet {
  harfbuzz: HarfBuzz;
  regular: PdfFontFile;
  bold: PdfFontFile;
  /** Fonts for the scripts the main ones lack, tried in order; regular weight, thickened for bold. */
  fallbacks: readonly PdfFontFile[];
}

/** A piece of a line in one font and one direction, as HarfBuzz shaped it (glyphs left to right). */
interface Run {
  text: string;
  font: PdfFontFile;
  level: number;
  /** Each with the text it stands for when the PDF's text is copied. */
  glyphs: readonly PlacedGlyph[];
  /** Its width in font units. */
  advance: number;
}

const REPLACEMENT = '\ufffd';
/** What a glyph with no text of its own reads as. */
const BLANK_TEXT = '\u200b';
/** A bold run in a fallback font is drawn filled and stroked this wide, per point of size. */
const THICKEN = 0.035;
/** Controls and format characters (soft hyphen, direction marks), but not the joiners shaping needs. */
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}]/gu;
/** What belongs to the character before it: marks, joiners, variation selectors, emoji modifiers. */
const ATTACHED = /^(?:\p{M}|\u200c|\u200d|\p{Emoji_Modifier})$/u;
/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and the rest to U+08FF, their presentation forms) and explicit direction controls. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u200f\u202b\u202e\u2067]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
const SHAPED_KEPT = 5000;
/** How near the line's width (per point of size) a summed estimate is checked by shaping the whole line. */
const CLOSE_CALL = 0.25;
const NONSPACING = /^\p{Mn}$/u;
const COMMON = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Scripts written without spaces between words, broken between the words Intl.Segmenter finds. */
const UNSPACED = /[\p{Script=Thai}\p{Script=Khmer}\p{Script=Lao}\p{Script=Myanmar}]/u;
/** Characters a line may not start with (closing punctuation), or end with (opening). */
const NO_BREAK_BEFORE = /^[\p{Pe}\p{Pf}\p{Po}]/u;
const NO_BREAK_AFTER = /[\p{Ps}\p{Pi}]$/u;
const TOKENS = /\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][\p{M}]*|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/**
 * bidi-js's one export, its factory: the default import under Node; under Deno, which types the
 * package as CommonJS, the same function is typed as the module with the factory as its default.
 */
function loadBidi(module: unknown): Bidi {
  const factory = typeof module === 'function' ? module : typeof module === 'object' && module !== null ? Reflect.get(module, 'default') : undefined;
  const made: unknown = typeof factory === 'function' ? Reflect.apply(factory, undefined, []) : undefined;
  if (!isBidi(made)) throw new Error('bidi-js did not load: its export changed (pdf-unicode-text.ts).');
  return made;
}
const isBidi = (value: unknown): value is Bidi => typeof value === 'object' && value !== null && typeof Reflect.get(value, 'getEmbeddingLevels') === 'function';

const bidi = loadBidi(bidiModule);
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const words = new Intl.Segmenter('th', { granularity: 'word' });

/** Text as it is set: composed (NFC), on one line, tabs as spaces, without invisible format characters. */
function clean(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return text
    .normalize('NFC')
    .replace(/[\t\r\n\u2028\u2029]/g, ' ')
    .replace(INVISIBLE, '');
}

/** A token of Thai or Khmer in its words; any other token whole. */
const wordsOf = (token: string): string[] => (UNSPACED.test(token) ? [...words.segment(token)].map(({ segment }) => segment) : [token]);

/** Where a line may break: the text in pieces that stay together, each with the spaces after it. */
function breakUnits(text: string): string[] {
  const units: string[] = [];
  let previous = '';
  for (const token of (text.match(TOKENS) ?? []).flatMap(wordsOf)) {
    const canBreak =
      units.length > 0 &&
      (/^\s/.test(token)
        ? false
        : /\s$/.test(previous) ||
          ((CJK.test(previous) || CJK.test(token) || (UNSPACED.test(previous) && UNSPACED.test(token))) && !NO_BREAK_BEFORE.test(token) && !NO_BREAK_AFTER.test(previous)));
    if (canBreak) units.push(token);
    else if (units.length) units[units.length - 1] += token;
    else units.push(token);
    previous = token;
  }
  return units;
}

/** Runs in visual order: from the highest level down, each sequence at that level or above reversed (UAX #9, L2). */
function visualOrder<T extends { level: number }>(runs: readonly T[]): T[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < ordered.length; ) {
      if (ordered[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < ordered.length && ordered[end]!.level >= level) end += 1;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}

type PlacedGlyph = ShapedGlyph & { text: string };

/**
 * What each glyph stands for when the text is copied. Each cluster's characters, in the order they
 * were typed, are shared out among its glyphs in the order they are drawn, so that a reader putting
 * the glyphs' text together left to right gets the words back even where a vowel sign is drawn
 * before its consonant: a glyph that advances takes a character that is not a nonspacing mark (the
 * last such glyph all of those that follow), a glyph that does not advance takes marks (the last
 * glyph everything left). Readers such as pdf.js count a glyph whose text holds a nonspacing mark as
 * not advancing, and would see a gap after it, so the marks a glyph that advances cannot take are
 * carried by a blank glyph of no width drawn after it. A right-to-left run's text is reversed, as a
 * reader reverses it back. A glyph left without text reads as a zero-width space; joiners are left
 * out of the text (readers drop them); a glyph the font lacks (0) is not drawn, its text goes with
 * a neighbour.
 */
function withText(shaped: readonly ShapedGlyph[], text: string, rightToLeft: boolean, blank: number): PlacedGlyph[] {
  const starts = [...new Set(shaped.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const ends = new Map(starts.map((start, index) => [start, starts[index + 1] ?? text.length]));
  const placed: PlacedGlyph[] = [];
  let pending = '';
  for (let from = 0; from < shaped.length; ) {
    const cluster = shaped[from]!.cluster;
    let to = from;
    while (to < shaped.length && shaped[to]!.cluster === cluster) to += 1;
    const chars = [...text.slice(cluster, ends.get(cluster)).replace(/[\u200b-\u200d]/g, '')];
    if (rightToLeft) chars.reverse();
    const glyphs = shaped.slice(from, to).filter((glyph) => glyph.glyph !== 0);
    const lastAdvancing = glyphs.reduce((last, glyph, index) => (glyph.xAdvance !== 0 ? index : last), -1);
    let next = 0;
    const take = (marks: boolean, all: boolean) => {
      let taken = '';
      while (next < chars.length && NONSPACING.test(chars[next]!) === marks) {
        taken += chars[next++];
        if (!all) break;
      }
      return taken;
    };
    glyphs.forEach((glyph, index) => {
      const own = glyph.xAdvance !== 0 ? take(false, index === lastAdvancing) : index === glyphs.length - 1 ? chars.splice(next).join('') : take(true, true);
      placed.push({ ...glyph, text: pending + own || BLANK_TEXT });
      pending = '';
    });
    const left = chars.slice(next).join('');
    if (left && glyphs.length) placed.push({ glyph: blank, cluster, xAdvance: 0, xOffset: 0, yOffset: 0, text: left });
    else pending += left;
    from = to;
  }
  const last = placed[placed.length - 1];
  if (pending && last) last.text = last.text === BLANK_TEXT ? pending : last.text + pending;
  return placed;
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);

/** The shaping view of each font file, made once per worker (HarfBuzz reads the file then). */
const shapingFonts = new WeakMap<Uint8Array, ShapingFont>();

export function unicodeText(fonts: PdfFontSet): PdfTextSetter {
  const shaping = (font: PdfFontFile): ShapingFont => {
    let found = shapingFonts.get(font.bytes);
    if (!found) {
      found = fonts.harfbuzz.font(font.bytes);
      shapingFonts.set(font.bytes, found);
    }
    return found;
  };
  const meantFor = (font: PdfFontFile, code: number) => !font.ranges || font.ranges.some(([from, to]) => code >= from && code <= to);
  const has = (font: PdfFontFile, code: number) => meantFor(font, code) && shaping(font).glyphOf(code) !== 0;
  /** The font each character is set in, per weight (undefined: none has it), found once per worker. */
  const chosen = [new Map<number, PdfFontFile | undefined>(), new Map<number, PdfFontFile | undefined>()];
  const fontFor = (code: number, bold: boolean): PdfFontFile | undefined => {
    const cache = chosen[bold ? 1 : 0]!;
    if (!cache.has(code)) cache.set(code, [bold ? fonts.bold : fonts.regular, ...fonts.fallbacks].find((candidate) => has(candidate, code)));
    return cache.get(code);
  };

  /**
   * Each line's runs as shaped, per weight, kept for the worker: the reports of a run share most of
   * their words (headings, small print), and wrapping measures a paragraph's lines many times over.
   * The oldest go first past SHAPED_KEPT lines.
   */
  const shaped = new Map<string, Run[]>();

  return (doc: jsPDF): PdfText => {
    const embedded = new Map<PdfFontFile, EmbeddedFont>();
    let size = doc.getFontSize();
    let bold = false;

    const embed = (font: PdfFontFile): EmbeddedFont => {
      let found = embedded.get(font);
      if (!found) {
        found = embedFont(doc, fonts.harfbuzz, font.name, font.bytes, shaping(font));
        embedded.set(font, found);
      }
      return found;
    };

    /** The line's runs in logical order, each shaped. */
    const runs = (line: string): Run[] => {
      const text = clean(line);
      const cacheKey = `${bold ? 'b' : 'r'}${text}`;
      const cached = shaped.get(cacheKey);
      if (cached) return cached;
      if (shaped.size >= SHAPED_KEPT) shaped.delete(shaped.keys().next().value ?? '');
      const main = bold ? fonts.bold : fonts.regular;
      // Text without a right-to-left character is all left to right: the bidirectional algorithm is skipped.
      const levels = RIGHT_TO_LEFT.test(text) ? bidi.getEmbeddingLevels(text, 'ltr').levels : undefined;
      const pieces: { text: string; font: PdfFontFile; level: number }[] = [];
      let missing = false;
      let index = 0;
      for (const char of text) {
        const code = char.codePointAt(0) ?? 0xfffd;
        const level = levels?.[index] ?? 0;
        index += char.length;
        const last = pieces[pieces.length - 1];
        let font: PdfFontFile | undefined;
        let piece = char;
        if (last && ATTACHED.test(char)) font = last.font;
        // Spaces, punctuation and digits stay in the run they are in if its font has them: a line of
        // Korean words is one run, and so is a Hebrew title with a hyphen (readers order a run's text as one).
        else if (last && COMMON.test(char) && has(last.font, code)) font = last.font;
        else font = fontFor(code, bold);
        if (!font) {
          // A row of characters no font has is one U+FFFD.
          if (missing) continue;
          [font, piece, missing] = [main, REPLACEMENT, true];
        } else missing = false;
        if (last && last.font === font && (last.level === level || ATTACHED.test(char))) last.text += piece;
        else pieces.push({ text: piece, font, level });
      }
      const found = pieces.map((piece) => {
        const rightToLeft = piece.level % 2 === 1;
        const font = shaping(piece.font);
        const glyphs = withText(font.shape(piece.text, rightToLeft), piece.text, rightToLeft, font.glyphOf(0x20));
        return { ...piece, glyphs, advance: glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0) };
      });
      shaped.set(cacheKey, found);
      return found;
    };
    const runWidth = (run: Run) => (run.advance * size) / shaping(run.font).unitsPerEm;
    const width = (text: string) => runs(text).reduce((total, run) => total + runWidth(run), 0);

    /**
     * Whether pieces set one after the other fit in `limit`: their widths summed, each shaped alone
     * (and kept), and the whole shaped again only when the sum is too close to call, since shaping
     * across a space or between two characters of Chinese moves a line by a kerning pair at most.
     */
    const fits = (before: number, piece: string, whole: () => string, limit: number) => {
      const estimate = before + width(piece);
      if (Math.abs(estimate - limit) > size * CLOSE_CALL) return estimate <= limit;
      return width(whole()) <= limit;
    };

    /** A piece too wide for a line alone, cut between characters as the reader sees them (graphemes). */
    const cut = (piece: string, limit: number): string[] => {
      const parts: string[] = [];
      let part = '';
      let partWidth = 0;
      for (const { segment } of graphemes.segment(piece)) {
        if (part && !fits(partWidth, segment, () => part + segment, limit)) {
          parts.push(part);
          [part, partWidth] = ['', 0];
        }
        part += segment;
        partWidth += width(segment);
      }
      return part ? [...parts, part] : parts;
    };

    const lines = (text: string, limit: number): string[] =>
      text.split(/\r?\n/).flatMap((paragraph) => {
        const found: string[] = [];
        let line = '';
        let lineWidth = 0;
        for (const unit of breakUnits(clean(paragraph))) {
          if (line && !fits(lineWidth, unit.trimEnd(), () => (line + unit).trimEnd(), limit)) {
            found.push(line.trimEnd());
            [line, lineWidth] = ['', 0];
          }
          if (!line && width(unit.trimEnd()) > limit) {
            const parts = cut(unit, limit);
            found.push(...parts.slice(0, -1).map((part) => part.trimEnd()));
            line = parts[parts.length - 1] ?? '';
            lineWidth = width(line);
          } else {
            line += unit;
            lineWidth += width(unit);
          }
        }
        return [...found, line.trimEnd()];
      });

    /** The content-stream operators that show one run's glyphs from its left edge at (x, y), PDF coordinates. */
    const show = (run: Run, x: number, y: number): string[] => {
      const font = embed(run.font);
      const unitsPerEm = shaping(run.font).unitsPerEm;
      const thousandths = (units: number) => Math.round((units * 1000) / unitsPerEm);
      const ops = [`/${font.key} ${number(size)} Tf`, `1 0 0 1 ${number(x)} ${number(y)} Tm`];
      let items: string[] = [];
      const flush = () => {
        if (items.length) ops.push(`[${items.join(' ')}] TJ`);
        items = [];
      };
      let pen = 0;
      let at = 0;
      let rise = 0;
      for (const glyph of run.glyphs) {
        if (glyph.yOffset !== rise) {
          flush();
          rise = glyph.yOffset;
          ops.push(`${number((rise * size) / unitsPerEm)} Ts`);
        }
        // The CID's width is the glyph's advance as shaped, less its offset, so that kerned and
        // positioned glyphs follow one another without gaps a reader of the text takes for spaces;
        // a glyph whose text holds a nonspacing mark is given none, as readers count it, and the
        // pen is moved to the next glyph instead.
        const target = thousandths(pen + glyph.xOffset);
        const width = /\p{Mn}/u.test(glyph.text) ? 0 : thousandths(glyph.xAdvance - glyph.xOffset);
        if (target !== at) items.push(String(at - target));
        items.push(`<${font.cid(glyph.glyph, glyph.text, width).toString(16).padStart(4, '0')}>`);
        at = target + width;
        pen += glyph.xAdvance;
      }
      flush();
      if (rise !== 0) ops.push('0 Ts');
      return ops;
    };

    const draw = (text: string, x: number, y: number, options: { align?: 'center' | 'right'; url?: string } = {}) => {
      const parts = visualOrder(runs(text));
      const total = parts.reduce((sum, run) => sum + runWidth(run), 0);
      const start = options.align === 'center' ? x - total / 2 : options.align === 'right' ? x - total : x;
      const scale = doc.internal.scaleFactor;
      const baseline = (doc.internal.pageSize.getHeight() - y) * scale;
      const [red, green, blue] = rgb(doc.getTextColor());
      const color = `${number(red)} ${number(green)} ${number(blue)}`;
      const ops = ['q', `${color} rg`, 'BT'];
      let at = start;
      for (const run of parts) {
        if (!run.glyphs.length) continue;
        const thicken = bold && run.font !== fonts.bold;
        ops.push(thicken ? `2 Tr ${number(size * THICKEN * scale)} w ${color} RG` : '0 Tr');
        ops.push(...show(run, at * scale, baseline));
        at += runWidth(run);
      }
      ops.push('ET', 'Q');
      if (parts.some((run) => run.glyphs.length)) write(doc, ops.join('\n'));
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

/** jsPDF's text colour ("#rrggbb") as the fractions a PDF's rg operator takes. */
function rgb(color: string): [number, number, number] {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return [0, 0, 0];
  return [parseInt(match[1]!, 16) / 255, parseInt(match[2]!, 16) / 255, parseInt(match[3]!, 16) / 255];
}

/** Appends operators to the current page's content, as jsPDF's own drawing does. */
function write(doc: jsPDF, content: string): void {
  const writeTo: unknown = Reflect.get(doc.internal, 'write');
  if (typeof writeTo !== 'function') throw new Error('jsPDF has no internal.write: its API changed (pdf-unicode-text.ts).');
  Reflect.apply(writeTo, doc.internal, [content]);
}
