/**
 * The weekly report's PDF prints every script the businesses of Los Angeles write in (issue 51,
 * item 6; issue 58, item 4; docs/decisions/0053-a-pdf-in-every-script.md): their titles, shaped by
 * HarfBuzz, come back whole from the PDF's text (right-to-left ones in the order they were typed),
 * lines wrap within the page in Korean, Chinese and Thai as in English, and only the fonts a report
 * needs are embedded. The site's own PDFs (the checklist made in the browser, the guides made at
 * build time) keep the standard fonts and stay small.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { jsPDF } from 'jspdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { checklistPdfSpec } from '@/features/resources/lib/pdf-documents';
import { unicodeText } from '@shared/pdf-unicode-text';
import { renderPdf, renderPdfBytes } from '@shared/pdf-writer';
import { weeklyReportEmail } from '@shared/weekly-report/email';
import { reportFonts } from '@shared/weekly-report/report-fonts';
import { measured, payload } from '../support/weekly-report-fixtures';

const TITLES = {
  korean: '서울 치과 | Koreatown Dentist',
  chinese: '洛杉矶中医诊所',
  armenian: 'Գլենդելի ատամնաբուժարան',
  vietnamese: 'Phở Sài Gòn – Nhà hàng Việt',
  spanish: 'Panadería El Sol – Boyle Heights',
} as const;

/** Titles in the scripts HarfBuzz shapes, and the fallback font each needs besides DejaVu Sans. */
const SHAPED: readonly [script: string, title: string, font: string | undefined][] = [
  ['Thai', 'ร้านอาหารไทย Thai Town', 'NotoSansThai'],
  ['Hebrew', 'מסעדה כשרה בפיקו-רוברטסון', 'NotoSansHebrew'],
  ['Persian', 'رستوران ایرانی وست‌وود', 'NotoSansArabic'],
  ['Devanagari', 'भारतीय रेस्टोरेंट आर्टेशिया', 'NotoSansDevanagari'],
  ['Khmer', 'ភោជនីយដ្ឋានខ្មែរ Long Beach', 'NotoSansKhmer'],
  ['Armenian', 'Գլենդելի ատամնաբուժարան', undefined],
  ['Korean', '서울 치과 | Koreatown Dentist', 'DroidSansFallback-Hangul'],
  ['Chinese', '洛杉矶中医诊所', 'DroidSansFallback-Han'],
  ['Japanese', 'リトル東京のすし屋', 'DroidSansFallback-Han'],
  ['Cyrillic', 'Русский магазин Западный Голливуд', undefined],
  ['emoji', 'Pizza 🍕 Tacos 🌮 ☕ Café 👍🏽', 'Symbola'],
];

/** Joiners and the zero-width space: pdf.js leaves the first out of the text, and reads a glyph with no text of its own as the last. */
const withoutJoiners = (text: string) => text.replace(/[\u200b-\u200d]/g, '');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The fonts a PDF embeds, by the names pdf-unicode-text.ts gives them. */
const embedded = (bytes: Uint8Array) => [...new Set(Buffer.from(bytes).toString('latin1').match(/(?<=\/FontName \/)[\w-]+/g) ?? [])].sort();

/** One recipient's report on a page with this title, last week's title before it. */
async function reportPdf(title: string): Promise<Uint8Array> {
  const email = await weeklyReportEmail(
    payload({
      current: { score: 79, report: { ...measured, title, titleLength: [...title].length }, error: null, measured_at: '2027-03-15T14:00:00Z' },
      previous: { week_of: '2027-03-08', score: 70, report: { ...measured, title: `${title} (old)` } },
    }),
    { siteUrl: undefined, apiUrl: 'https://ref.supabase.co' },
  );
  return new Uint8Array(Buffer.from(email.attachment.content, 'base64'));
}

describe("the weekly report's PDF", () => {
  it('gives back Korean, Chinese, Armenian, Vietnamese and Spanish titles whole, each in a font that has it', async () => {
    for (const [script, title] of Object.entries(TITLES)) {
      const pdf = await reportPdf(title);
      const text = await pdfText(pdf);
      // The measured title, and both sides of its change since last week.
      expect(text, script).toContain(`Title "${title}" (${[...title].length} characters)`);
      expect(text, script).toContain(`Title changed from "${title} (old)" to "${title}".`);
      expect(text).not.toContain('\ufffd');
      // Only what the report needs: a report without Hangul or Han reads neither fallback.
      const fallback = script === 'korean' ? ['DroidSansFallback-Hangul'] : script === 'chinese' ? ['DroidSansFallback-Han'] : [];
      expect(embedded(pdf), script).toEqual(['DejaVuSans', 'DejaVuSans-Bold', ...fallback].sort());
    }
  });

  it.each(SHAPED)('gives back a %s title whole, shaped in the font that has it, never U+FFFD', async (_script, title, font) => {
    const pdf = await reportPdf(title);
    const text = withoutJoiners(await pdfText(pdf));
    const expected = withoutJoiners(title);
    expect(text).toContain(`Title "${expected}" (${[...title].length} characters)`);
    expect(text).toContain(`Title changed from "${expected} (old)" to "${expected}".`);
    expect(text).not.toContain('\ufffd');
    for (const char of expected) expect(text).toContain(char);
    expect(embedded(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold', ...(font ? [font] : [])].sort());
  });

  it('sets every shaped script in one document, in headings (bold), tables and links, and reads each back', async () => {
    const titles = SHAPED.map(([, title]) => title);
    const pdf = renderPdfBytes(
      {
        title: titles.join(' · '),
        sections: titles.map((title, index) => ({ heading: title, table: [[title, titles[(index + 1) % titles.length]!] as const], links: [{ text: title, url: 'https://www.losangelesseogroup.com/contact' }] })),
      },
      unicodeText(await reportFonts()),
    );
    const text = withoutJoiners(await pdfText(pdf));
    for (const title of titles) expect(text.split(withoutJoiners(title)).length - 1, title).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('\ufffd');
  });

  it('sets every title in the title block, a heading, a table and a chart label, in one document', async () => {
    const titles = Object.values(TITLES);
    const pdf = renderPdfBytes(
      {
        title: titles[0]!,
        subtitle: titles[1]!,
        sections: titles.map((title, index) => ({
          heading: title,
          table: [[title, titles[(index + 1) % titles.length]!] as const],
          chart: index === 0 ? { bars: [{ label: '3월 8일', value: 70 }], max: 100, description: titles[2]! } : undefined,
          links: [{ text: title, url: 'https://www.losangelesseogroup.com/contact' }],
        })),
      },
      unicodeText(await reportFonts()),
    );
    const text = await pdfText(pdf);
    for (const title of titles) expect(text.split(title).length - 1, title).toBeGreaterThanOrEqual(3);
    expect(text).toContain('3월 8일');
    expect(embedded(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'DroidSansFallback-Han', 'DroidSansFallback-Hangul']);
  });
});

describe('HarfBuzz in the functions', () => {
  it('is the harfbuzzjs build package.json pins, byte for byte (scripts/report-fonts/make.ts copies it)', () => {
    const root = resolve(import.meta.dirname, '../..');
    const pinned = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['harfbuzzjs'];
    const installed = (JSON.parse(readFileSync(resolve(root, 'node_modules/harfbuzzjs/package.json'), 'utf8')) as { version: string }).version;
    expect(installed).toBe(pinned);
    for (const file of ['harfbuzz.wasm', 'harfbuzz-subset.wasm']) {
      const bundled = readFileSync(resolve(root, 'supabase/functions/_shared/weekly-report/harfbuzz', file));
      expect(bundled.equals(readFileSync(resolve(root, 'node_modules/harfbuzzjs/dist', file))), file).toBe(true);
    }
  });
});

describe('fonts parsed once, used per document', () => {
  it('makes the same file for a report whatever was written before it: nothing of one document reaches the next', async () => {
    const fonts = await reportFonts();
    const bytes = (title: string) => {
      const doc = renderPdf({ title, sections: [{ heading: title, paragraphs: [`${title} ${TITLES.vietnamese}`] }] }, unicodeText(fonts));
      doc.setCreationDate(new Date(Date.UTC(2027, 2, 15)));
      doc.setFileId('0'.repeat(32));
      return Buffer.from(doc.output('arraybuffer'));
    };
    const alone = bytes('한인타운 치과');
    bytes(`${TITLES.korean} ${TITLES.chinese} ${TITLES.armenian}`);
    expect(bytes('한인타운 치과').equals(alone)).toBe(true);
  });
});

describe('Unicode text in the PDF writer', () => {
  const setter = async (size = 11, bold = false) => {
    const text = unicodeText(await reportFonts())(new jsPDF({ unit: 'pt', format: 'letter' }));
    text.style(size, bold);
    return text;
  };

  it('wraps Chinese between characters, Korean and Latin at spaces, each line within its width, no character lost', async () => {
    const text = await setter();
    const chinese = '洛杉矶中医诊所提供针灸、推拿和中药，欢迎预约。'.repeat(4);
    const lines = text.lines(chinese, 200);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(chinese);
    for (const line of lines) {
      expect(text.width(line)).toBeLessThanOrEqual(200);
      // Closing punctuation never starts a line.
      expect(line).not.toMatch(/^[、，。]/);
    }
    const korean = '서울 치과는 한인타운에서 가족 모두를 위한 치과 진료를 제공합니다 Koreatown Dentist';
    const koreanLines = text.lines(korean, 150);
    expect(koreanLines.join(' ')).toBe(korean);
    for (const line of koreanLines) expect(text.width(line)).toBeLessThanOrEqual(150);
    // A word longer than the line (an address) is cut between characters, as jsPDF's own wrapping does.
    const url = 'https://www.losangelesseogroup.com/contact?utm_source=weekly-report&utm_medium=email';
    const urlLines = text.lines(url, 120);
    expect(urlLines.join('')).toBe(url);
    for (const line of urlLines) expect(text.width(line)).toBeLessThanOrEqual(120);
    expect(text.lines('', 100)).toEqual(['']);
    expect(text.lines('one\ntwo', 300)).toEqual(['one', 'two']);
  });

  it('wraps Thai between words, not inside a syllable, each line within its width, no character lost', async () => {
    const text = await setter();
    const thai = 'ร้านอาหารไทยแท้ในไทยทาวน์ลอสแอนเจลิสเปิดทุกวันยินดีต้อนรับ';
    const lines = text.lines(thai, 120);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(thai);
    for (const line of lines) {
      expect(text.width(line)).toBeLessThanOrEqual(120);
      // A vowel or tone mark never starts a line.
      expect(line).not.toMatch(/^\p{M}/u);
    }
  });

  it('measures each run in its own font, so mixed lines are as wide as their parts', async () => {
    const text = await setter(22, true);
    const [hangul, latin] = ['서울 치과 ', '| Koreatown Dentist'];
    expect(text.width(hangul + latin)).toBeCloseTo(text.width(hangul) + text.width(latin), 6);
    // Droid Sans Fallback sets a syllable a full em wide; DejaVu's capitals are narrower.
    expect(text.width('서')).toBeCloseTo(22, 1);
    expect(text.width('K')).toBeLessThan(20);
  });

  it('prints one U+FFFD for a row of what no font has, emoji in black and white, and leaves invisible characters out', async () => {
    const text = await setter();
    const doc = new jsPDF({ unit: 'pt', format: 'letter' });
    const own = unicodeText(await reportFonts())(doc);
    own.style(11, false);
    // Ethiopic and Georgian: scripts no font of the report has (yet).
    own.draw('Pizza 🍕🍕 and ሰላም ქართული, soft\u00adhyphen, ש', 56, 100);
    const pdfText = await extractText(await getDocumentProxy(new Uint8Array(doc.output('arraybuffer'))), { mergePages: true });
    expect(pdfText.text.trim()).toBe('Pizza 🍕🍕 and \ufffd \ufffd, softhyphen, ש');
    // The zero-width space goes; the joiners stay, since shaping needs them (Persian, emoji sequences).
    expect(text.lines('a\u200bb\u200dc', 300)).toEqual(['ab\u200dc']);
  });
});

describe("the site's own PDFs", () => {
  it('keep the standard fonts in the browser checklist: nothing embedded, a small file', () => {
    const pdf = renderPdfBytes(checklistPdfSpec(new Set(['tech-1', 'local-2'])));
    const source = Buffer.from(pdf).toString('latin1');
    expect(source).not.toContain('/FontFile2');
    expect(source).toContain('/BaseFont /Helvetica');
    expect(embedded(pdf)).toEqual([]);
    expect(pdf.byteLength).toBeLessThan(20_000);
  });

  it('never load the Unicode fonts into the browser: the checklist download reaches only the standard writer', () => {
    const root = resolve(import.meta.dirname, '../..');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      // Type-only imports leave nothing in the bundle.
      for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)) {
        const target = specifier!.startsWith('@shared/')
          ? resolve(root, 'supabase/functions/_shared', specifier!.slice('@shared/'.length))
          : specifier!.startsWith('@/')
            ? resolve(root, 'src', specifier!.slice(2))
            : specifier!.startsWith('.')
              ? resolve(dirname(file), specifier!)
              : undefined;
        if (!target) continue;
        const found = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
        if (found) visit(found);
      }
    };
    visit(resolve(root, 'src/features/resources/lib/download-checklist.ts'));
    const shared = [...seen].filter((file) => file.includes('supabase/functions/_shared/')).map((file) => file.replace(/.*_shared\//, ''));
    expect(shared).toContain('pdf-writer.ts');
    expect(shared.filter((file) => /unicode|font/i.test(file))).toEqual([]);
  });
});
