/**
 * The weekly report's embedded fonts are the bytes jsPDF itself would make (pdf-font-subset.ts
 * replaces jsPDF's slow subsetter for the report's fonts, nothing else): the same file for glyphs
 * of every script the report prints, composite Hangul and Han glyphs with their components
 * included. A jsPDF whose subsets changed fails here before any report does.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { subsetTrueType } from '@shared/pdf-font-subset';

const FONTS = resolve(import.meta.dirname, '../../supabase/functions/_shared/weekly-report/fonts');

interface ParsedFont {
  characterToGlyph(code: number): number;
  subset: { encode(glyphIds: number[], indexToLocFormat: number): number[] };
}
const open = (bytes: Uint8Array) => (jsPDF as unknown as { API: { TTFFont: { open(bytes: Uint8Array): ParsedFont } } }).API.TTFFont.open(bytes);

const SAMPLES: [file: string, text: string][] = [
  ['DejaVuSans.ttf', 'Phở Sài Gòn – Nhà hàng Việt · Գլենդելի ատամնաբուժարան · Panadería “El Sol” ✓ ★ → €'],
  ['DejaVuSans-Bold.ttf', 'Weekly SEO report: 79/100 Ünïcödé Ελληνικά Кириллица'],
  ['DroidSansFallback-Hangul.ttf', '서울 치과 | 한인타운 무료 상담 예약 뷁'],
  ['DroidSansFallback-Han.ttf', '洛杉矶中医诊所「すし匠」、ロサンゼルス店。（全角）'],
];

describe('the embedded subset of a report font', () => {
  it.each(SAMPLES)('is the file jsPDF makes: %s', (file, text) => {
    const bytes = new Uint8Array(readFileSync(resolve(FONTS, file)));
    const font = open(bytes);
    // As jsPDF collects them: glyph 0 first, then each character's glyph, repeats and all.
    const glyphIds = [0, ...[...text].map((char) => font.characterToGlyph(char.codePointAt(0)!)), font.characterToGlyph(32)];
    const ours = subsetTrueType(bytes, glyphIds);
    expect(ours.byteLength).toBeLessThan(bytes.byteLength);
    expect(Buffer.from(ours).equals(Buffer.from(Uint8Array.from(font.subset.encode(glyphIds, 1))))).toBe(true);
  });

  it('keeps only glyph 0 when nothing was drawn, as jsPDF does', () => {
    const bytes = new Uint8Array(readFileSync(resolve(FONTS, 'DejaVuSans.ttf')));
    expect(Buffer.from(subsetTrueType(bytes, [0])).equals(Buffer.from(Uint8Array.from(open(bytes).subset.encode([0], 1))))).toBe(true);
  });
});
