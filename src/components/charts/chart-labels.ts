/**
 * Label arithmetic for the site's charts, kept apart from the drawing so it can be tested: how a
 * value reads with its unit, how a category name wraps, and whether bars stand up as columns or
 * lie down as rows so that every name can be read.
 */

/** Font size of axis and value labels, in CSS pixels. */
export const LABEL_FONT_PX = 12;

/**
 * Average width of a character of English text at 12 px in the site's font: Inter averages 0.49 em
 * (measured over a 220-character sample); its metric-matched fallback takes the same room. Rounded
 * up so an estimate errs towards wrapping.
 */
export const AVERAGE_CHAR_PX = 6.4;

/** Most lines a category name may take under a column before the bars turn into rows. */
export const MAX_COLUMN_LABEL_LINES = 2;

/** Most lines a category name may take beside a row, however tall the row. */
export const MAX_ROW_LABEL_LINES = 5;

/** Height of a line of label text. */
export const LABEL_LINE_PX = LABEL_FONT_PX * 1.25;

/** Units written straight after the number; every other unit is a word or symbol after a space. */
const UNSPACED_UNITS = new Set(['%']);

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A value as a reader expects it: grouped digits, and the unit after a space ("24 pages", "1.2 s", but "45%"). */
export function formatValue(value: number, unit = ''): string {
  const number = numberFormat.format(value);
  if (!unit) return number;
  return UNSPACED_UNITS.has(unit) ? `${number}${unit}` : `${number} ${unit}`;
}

/** How many characters fit in a line of the given width. */
export function charsThatFit(widthPx: number): number {
  return Math.max(1, Math.floor(widthPx / AVERAGE_CHAR_PX));
}

/** Length of the longest word among the labels (a line narrower than it would cut the word). */
export function longestWord(labels: readonly string[]): number {
  return Math.max(0, ...labels.flatMap((label) => label.split(/\s+/).map((word) => word.length)));
}

/** Estimated width of a line of label text. */
export function textWidth(text: string): number {
  return Math.ceil(text.length * AVERAGE_CHAR_PX);
}

/**
 * Splits a label into lines of at most `maxChars`, breaking between words (a word longer than a
 * line is cut with a hyphen). Past `maxLines` the last line ends in an ellipsis; the full name is
 * still in the chart's table and tooltip.
 */
export function wrapLabel(label: string, maxChars: number, maxLines = Number.POSITIVE_INFINITY): string[] {
  const width = Math.max(2, Math.floor(maxChars));
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (line) lines.push(line);
      lines.push(`${rest.slice(0, width - 1)}-`);
      line = '';
      rest = rest.slice(width - 1);
    }
    const candidate = line ? `${line} ${rest}` : rest;
    if (candidate.length <= width) line = candidate;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1).trimEnd() : last}…`;
  return kept;
}

export type BarLayout = 'columns' | 'rows';

/**
 * Columns while every category name fits under its own column in two lines; rows (horizontal bars,
 * names beside them) as soon as one would not, which on a phone is most charts with long names.
 */
export function chooseBarLayout(labels: readonly string[], plotWidthPx: number): BarLayout {
  if (labels.length === 0) return 'columns';
  // Each column's slot, less a little air between neighbouring names.
  const slot = plotWidthPx / labels.length - 8;
  const maxChars = charsThatFit(slot);
  const fits = labels.every((label) => {
    const lines = wrapLabel(label, maxChars);
    return lines.length <= MAX_COLUMN_LABEL_LINES && !lines.some((line) => line.endsWith('-'));
  });
  return fits ? 'columns' : 'rows';
}

/** Height an x axis needs for names of up to `lines` lines. */
export function columnAxisHeight(lines: number): number {
  return 12 + lines * LABEL_LINE_PX;
}

/**
 * The room the names get beside rows: the longest name on one line, but never more than two fifths
 * of the chart, so the bars keep most of the width (a longer name wraps).
 */
export function rowLabelWidth(labels: readonly string[], chartWidthPx: number): number {
  const longest = Math.max(0, ...labels.map(textWidth));
  return Math.min(Math.floor(chartWidthPx * 0.4), longest) + ROW_LABEL_GAP_PX;
}

/** How many lines of name fit beside each of `rows` rows sharing `plotHeightPx` (at least one). */
export function rowLabelLines(rows: number, plotHeightPx: number): number {
  const perRow = plotHeightPx / Math.max(1, rows) - 6;
  return Math.min(MAX_ROW_LABEL_LINES, Math.max(1, Math.floor(perRow / LABEL_LINE_PX)));
}

/** Space between a row's name and its bar. */
export const ROW_LABEL_GAP_PX = 8;
