/**
 * Makes the weekly report's fonts, supabase/functions/_shared/weekly-report/fonts/*.ttf, from
 * Debian's packages, each cut to the ranges report-fonts.ts gives it (the code reads the same list
 * to decide which font a character goes to), and copies the HarfBuzz that shapes and subsets them
 * from the harfbuzzjs package into weekly-report/harfbuzz/. Hinting goes (a PDF viewer does not
 * hint); the OpenType layout tables stay, since HarfBuzz shapes with them.
 *
 *   apt-get install fonts-dejavu-core fonts-droid-fallback fonts-noto-core fonts-symbola python3-fonttools
 *   PYTHON=/usr/bin/python3 npx tsx scripts/report-fonts/make.ts
 *
 * Then check the sizes and the fonts' README.md (docs/decisions/0053-a-pdf-in-every-script.md).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORT_FONTS } from '../../supabase/functions/_shared/weekly-report/report-fonts';

const REPORT_DIR = resolve(import.meta.dirname, '../../supabase/functions/_shared/weekly-report');
const DROID = '/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf';
const NOTO = '/usr/share/fonts/truetype/noto';
/**
 * fonts-dejavu-core 2.37, fonts-droid-fallback 6.0.1r16 (its DroidSansFallback.ttf has the Hangul
 * syllables; the "Full" one does not), fonts-noto-core 20201225, fonts-symbola 2.60.
 */
const SOURCES: Record<keyof typeof REPORT_FONTS, string> = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  thai: `${NOTO}/NotoSansThai-Regular.ttf`,
  hebrew: `${NOTO}/NotoSansHebrew-Regular.ttf`,
  arabic: `${NOTO}/NotoSansArabic-Regular.ttf`,
  devanagari: `${NOTO}/NotoSansDevanagari-Regular.ttf`,
  khmer: `${NOTO}/NotoSansKhmer-Regular.ttf`,
  hangul: DROID,
  han: DROID,
  emoji: '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf',
};
const OPTIONS = [
  '--layout-features=*',
  '--no-hinting',
  '--drop-tables+=FFTM,vhea,vmtx,VORG',
  '--name-IDs=*',
  '--name-legacy',
  '--name-languages=*',
  '--notdef-outline',
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
const kilobytes = (file: string) => `${(statSync(file).size / 1024).toFixed(0)} KB`;

for (const [key, { file, ranges }] of Object.entries(REPORT_FONTS) as [keyof typeof REPORT_FONTS, (typeof REPORT_FONTS)[keyof typeof REPORT_FONTS]][]) {
  const unicodes = ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
  const output = resolve(REPORT_DIR, 'fonts', file);
  execFileSync(process.env.PYTHON ?? 'python3', ['-m', 'fontTools.subset', SOURCES[key], `--unicodes=${unicodes}`, `--output-file=${output}`, ...OPTIONS], {
    stdio: 'inherit',
  });
  console.log(`${file}: ${kilobytes(output)}`);
}

// harfbuzzjs exports its .wasm files by path; the package's own entry would read them from node_modules, which a deployed function has not.
const harfbuzzjs = dirname(fileURLToPath(import.meta.resolve('harfbuzzjs/dist/harfbuzz.wasm')));
for (const file of ['harfbuzz.wasm', 'harfbuzz-subset.wasm']) {
  const output = resolve(REPORT_DIR, 'harfbuzz', file);
  copyFileSync(resolve(harfbuzzjs, file), output);
  console.log(`harfbuzz/${file}: ${kilobytes(output)}`);
}
copyFileSync(resolve(harfbuzzjs, '../LICENSE'), resolve(REPORT_DIR, 'harfbuzz', 'LICENSE-harfbuzzjs.txt'));
