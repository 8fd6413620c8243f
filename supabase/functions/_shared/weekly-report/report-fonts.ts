/**
 * The fonts of the weekly report's PDF (docs/decisions/0053-a-pdf-in-every-script.md), TrueType
 * files in ./fonts/ beside their licences: DejaVu Sans and DejaVu Sans Bold for Latin (Spanish,
 * Tagalog, Vietnamese), Greek, Cyrillic and Armenian; Droid Sans Fallback cut in two, Hangul and
 * Han (Chinese, with Japanese kana), so that a Korean report reads half a megabyte, not three.
 * scripts/report-fonts/make.ts makes the files from Debian's packages with these very ranges.
 *
 * Both functions that build reports read them, send-weekly-reports and send-notifications (the
 * minute sweeper sends what the job left), so both list them as static_files in supabase/config.toml:
 * Supabase deploys the code a function imports, and other files only when listed there.
 */
import type { PdfFontFile, PdfFontSet } from '../pdf-unicode-text.ts';

type Ranges = readonly (readonly [number, number])[];

/** Each font's file and the code points it is cut to (and, for a fallback, the ones it is read in for). */
export const REPORT_FONTS: Record<'regular' | 'bold' | 'hangul' | 'han', { file: string; ranges: Ranges }> = {
  regular: { file: 'DejaVuSans.ttf', ranges: mainRanges() },
  bold: { file: 'DejaVuSans-Bold.ttf', ranges: mainRanges() },
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

async function readFont(file: string): Promise<Uint8Array> {
  const url = new URL(`./fonts/${file}`, import.meta.url);
  if (typeof Deno !== 'undefined') return Deno.readFile(url);
  const { readFile } = await import('node:fs/promises');
  return new Uint8Array(await readFile(url));
}

let loading: Promise<PdfFontSet> | undefined;

/** The report's fonts, read once per worker; a failed read is tried again by the next report. */
export function reportFonts(): Promise<PdfFontSet> {
  loading ??= (async () => {
    const font = async (key: keyof typeof REPORT_FONTS, fallback: boolean): Promise<PdfFontFile> => {
      const { file, ranges } = REPORT_FONTS[key];
      const bytes = await readFont(file).catch((error: unknown) => {
        throw new Error(`The report's font ${file} could not be read (is it in the function's static_files?): ${error instanceof Error ? error.message : String(error)}`);
      });
      return { name: file.replace(/\.ttf$/, ''), bytes, ...(fallback ? { ranges } : {}) };
    };
    const [regular, bold, hangul, han] = await Promise.all([font('regular', false), font('bold', false), font('hangul', true), font('han', true)]);
    return { regular, bold, fallbacks: [hangul, han] };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
