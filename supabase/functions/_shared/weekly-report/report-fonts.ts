/**
 * The fonts of the weekly report's PDF (docs/decisions/0053-a-pdf-in-every-script.md), TrueType
 * files in ./fonts/ beside their licences, and the HarfBuzz that shapes and subsets them, in
 * ./harfbuzz/. DejaVu Sans and DejaVu Sans Bold set Latin (Spanish, Tagalog, Vietnamese), Greek,
 * Cyrillic and Armenian; then, each read only for its script: Noto Sans Thai, Hebrew, Arabic (Persian,
 * Arabic, Urdu), Devanagari and Khmer; Droid Sans Fallback cut in two, Hangul and Han (Chinese, with
 * Japanese kana); Symbola for emoji and symbols, in black and white. scripts/report-fonts/make.ts
 * makes the files from Debian's packages with these very ranges, and copies HarfBuzz from harfbuzzjs.
 *
 * Both functions that build reports read them, send-weekly-reports and send-notifications (the
 * minute sweeper sends what the job left), so both list them as static_files in supabase/config.toml:
 * Supabase deploys the code a function imports, and other files only when listed there.
 */
import { loadHarfBuzz } from '../harfbuzz.ts';
import type { PdfFontFile, PdfFontSet } from '../pdf-unicode-text.ts';

type Ranges = readonly (readonly [number, number])[];
type FontKey = 'regular' | 'bold' | 'thai' | 'hebrew' | 'arabic' | 'devanagari' | 'khmer' | 'hangul' | 'han' | 'emoji';

/**
 * What every shaped script's font keeps besides its script, as far as it has them: spaces and ASCII
 * punctuation and digits (set in the font of the text around them, so a Hebrew title with a hyphen is
 * one run), joiners, and the dotted circle HarfBuzz sets under a mark without its letter.
 */
const SHAPING: Ranges = [[0x20, 0x40], [0x5b, 0x60], [0x7b, 0x7e], [0xa0, 0xa0], [0x200b, 0x200d], [0x25cc, 0x25cc]];

/** Each font's file and the code points it is cut to (and, for a fallback, the ones it is read in for), fallbacks in the order they are tried. */
export const REPORT_FONTS: Record<FontKey, { file: string; ranges: Ranges }> = {
  regular: { file: 'DejaVuSans.ttf', ranges: mainRanges() },
  bold: { file: 'DejaVuSans-Bold.ttf', ranges: mainRanges() },
  thai: { file: 'NotoSansThai-Regular.ttf', ranges: [...SHAPING, [0x0e00, 0x0e7f]] },
  // Hebrew with its presentation forms.
  hebrew: { file: 'NotoSansHebrew-Regular.ttf', ranges: [...SHAPING, [0x0590, 0x05ff], [0xfb1d, 0xfb4f]] },
  // Arabic, its supplements and presentation forms: Persian, Arabic, Urdu, with their digits.
  arabic: { file: 'NotoSansArabic-Regular.ttf', ranges: [...SHAPING, [0x0600, 0x06ff], [0x0750, 0x077f], [0x08a0, 0x08ff], [0xfb50, 0xfdff], [0xfe70, 0xfeff]] },
  devanagari: { file: 'NotoSansDevanagari-Regular.ttf', ranges: [...SHAPING, [0x0900, 0x097f], [0x1cd0, 0x1cff], [0xa8e0, 0xa8ff]] },
  khmer: { file: 'NotoSansKhmer-Regular.ttf', ranges: [...SHAPING, [0x1780, 0x17ff], [0x19e0, 0x19ff]] },
  hangul: {
    file: 'DroidSansFallback-Hangul.ttf',
    // Jamo, compatibility jamo, syllables and their extensions; the space keeps a line of Korean words one run.
    ranges: [[0x20, 0x20], [0x1100, 0x11ff], [0x3130, 0x318f], [0xa960, 0xa97f], [0xac00, 0xd7ff]],
  },
  han: {
    file: 'DroidSansFallback-Han.ttf',
    // Radicals, CJK punctuation, kana, ideographs (unified, extension A, compatibility), vertical and full-width forms.
    ranges: [[0x20, 0x20], [0x2e80, 0x2fdf], [0x3000, 0x30ff], [0x31f0, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xf900, 0xfaff], [0xfe30, 0xfe4f], [0xff00, 0xffef]],
  },
  emoji: {
    file: 'Symbola.ttf',
    // Technical symbols, dingbats, arrows and shapes DejaVu lacks, and the emoji blocks (Unicode 9), in black and white;
    // not the skin tone modifiers (U+1F3FB to U+1F3FF), which Symbola draws as swatches beside the emoji rather than on it.
    ranges: [[0x20, 0x20], [0x2300, 0x23ff], [0x2600, 0x27bf], [0x2b00, 0x2bff], [0x1f000, 0x1f2ff], [0x1f300, 0x1f3fa], [0x1f400, 0x1f6ff], [0x1f900, 0x1f9ff]],
  },
};

function mainRanges(): Ranges {
  return [
    [0x20, 0x7e], [0xa0, 0x36f], // Latin-1, Latin Extended-A and B, IPA, spacing and combining marks
    [0x370, 0x58f], // Greek, Cyrillic, Armenian
    [0x1e00, 0x1eff], // Latin Extended Additional: Vietnamese
    [0x2000, 0x21ff], // punctuation, super- and subscripts, currency, letterlike symbols, number forms, arrows
    [0x2212, 0x2212], [0x2215, 0x2215], [0x221e, 0x221e], [0x2248, 0x2248], [0x2260, 0x2260], [0x2264, 0x2265],
    [0x25a0, 0x27bf], // geometric shapes, miscellaneous symbols, dingbats
    [0x2c60, 0x2c7f], [0xa720, 0xa7ff], // Latin Extended-C and D
    [0xfb00, 0xfb06], [0xfb13, 0xfb17], // Latin and Armenian ligatures
    [0xfffd, 0xfffd], // what stands in for a character no font has
  ];
}

const FALLBACKS: readonly FontKey[] = ['thai', 'hebrew', 'arabic', 'devanagari', 'khmer', 'hangul', 'han', 'emoji'];

async function readFile(path: string): Promise<Uint8Array> {
  const url = new URL(path, import.meta.url);
  if (typeof Deno !== 'undefined') return Deno.readFile(url);
  const { readFile } = await import('node:fs/promises');
  return new Uint8Array(await readFile(url));
}

const read = (path: string) =>
  readFile(path).catch((error: unknown) => {
    throw new Error(`The report's ${path} could not be read (is it in the function's static_files?): ${error instanceof Error ? error.message : String(error)}`);
  });

let loading: Promise<PdfFontSet> | undefined;

/** The report's fonts and HarfBuzz, read once per worker; a failed read is tried again by the next report. */
export function reportFonts(): Promise<PdfFontSet> {
  loading ??= (async () => {
    const font = async (key: FontKey, fallback: boolean): Promise<PdfFontFile> => {
      const { file, ranges } = REPORT_FONTS[key];
      return { name: file.replace(/(-Regular)?\.ttf$/, ''), bytes: await read(`./fonts/${file}`), ...(fallback ? { ranges } : {}) };
    };
    const [harfbuzz, regular, bold, ...fallbacks] = await Promise.all([
      Promise.all([read('./harfbuzz/harfbuzz.wasm'), read('./harfbuzz/harfbuzz-subset.wasm')]).then(([shaper, subsetter]) => loadHarfBuzz(shaper, subsetter)),
      font('regular', false),
      font('bold', false),
      ...FALLBACKS.map((key) => font(key, true)),
    ]);
    return { harfbuzz, regular, bold, fallbacks };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
