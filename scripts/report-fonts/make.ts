/**
 * Makes the weekly report's fonts, supabase/functions/_shared/weekly-report/fonts/*.ttf, from
 * Debian's packages, each cut to the ranges report-fonts.ts gives it (the code reads the same list
 * to decide which font a character goes to). Hinting, kerning and the OpenType layout tables go: a
 * PDF viewer does not hint, and jsPDF neither kerns embedded fonts nor shapes text.
 *
 *   apt-get install fonts-dejavu-core fonts-droid-fallback python3-fonttools
 *   PYTHON=/usr/bin/python3 npx tsx scripts/report-fonts/make.ts
 *
 * Then check the sizes and the fonts' README.md (docs/decisions/0053-a-pdf-in-every-script.md).
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPORT_FONTS } from '../../supabase/functions/_shared/weekly-report/report-fonts';

const FONTS_DIR = resolve(import.meta.dirname, '../../supabase/functions/_shared/weekly-report/fonts');
const DROID = '/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf';
/** fonts-dejavu-core 2.37 and fonts-droid-fallback 6.0.1r16 (its DroidSansFallback.ttf has the Hangul syllables; the "Full" one does not). */
const SOURCES: Record<keyof typeof REPORT_FONTS, string> = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  hangul: DROID,
  han: DROID,
};
const OPTIONS = [
  '--layout-features=',
  '--no-hinting',
  '--drop-tables+=GSUB,GPOS,GDEF,MATH,kern,FFTM,vhea,vmtx',
  '--name-IDs=*',
  '--name-legacy',
  '--name-languages=*',
  '--notdef-outline',
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

for (const [key, { file, ranges }] of Object.entries(REPORT_FONTS) as [keyof typeof REPORT_FONTS, (typeof REPORT_FONTS)[keyof typeof REPORT_FONTS]][]) {
  const unicodes = ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
  const output = resolve(FONTS_DIR, file);
  execFileSync(process.env.PYTHON ?? 'python3', ['-m', 'fontTools.subset', SOURCES[key], `--unicodes=${unicodes}`, `--output-file=${output}`, ...OPTIONS], {
    stdio: 'inherit',
  });
  console.log(`${file}: ${(statSync(output).size / 1024).toFixed(0)} KB`);
}
