/**
 * A font embedded in one jsPDF document for shaped text (docs/decisions/0053-a-pdf-in-every-script.md):
 * a Type 0 font with Identity-H encoding whose CIDs are this module's own, one per glyph and the text
 * it stands for and its width as shaped, mapped to the font's glyphs by a CIDToGIDMap and to their text by a ToUnicode map.
 * So a glyph HarfBuzz made of several characters (a ligature, a Devanagari syllable) is copied and
 * searched as those characters, in the order they were typed, and the same glyph can stand for
 * different text in two places. The font file is a HarfBuzz subset of the glyphs the document drew,
 * made when jsPDF writes the document out, its glyphs renumbered (the CIDToGIDMap says where each went).
 *
 * jsPDF writes each font of its list at output ('putFont'): a font is put in that list with addFont,
 * which hands the file it finds to TTFFont.open; for that one synchronous call, open answers an
 * empty record, and the font's objects are written here. If a jsPDF release loads or writes fonts
 * another way, registering throws, or the reading-back tests (tests/unit/weekly-report-pdf.test.ts) fail.
 */
import { jsPDF } from 'jspdf';
import type { HarfBuzz, ShapingFont } from './harfbuzz.ts';

export interface EmbeddedFont {
  /** The font's name in the page's resources, for the Tf operator. */
  readonly key: string;
  /** The CID that draws `glyph`, reads as `text` and advances `width` thousandths of the font size. */
  cid(glyph: number, text: string, width: number): number;
}

interface PutFontArguments {
  font: { id: string; objectNumber?: number; isAlreadyPutted?: boolean };
  out(line: string): void;
  newObject(): number;
  putStream(options: { data: string; objectId: number; addLength1?: boolean }): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isPutFontArguments(value: unknown): value is PutFontArguments {
  return (
    isRecord(value) &&
    isRecord(value['font']) &&
    typeof value['font']['id'] === 'string' &&
    typeof value['out'] === 'function' &&
    typeof value['newObject'] === 'function' &&
    typeof value['putStream'] === 'function'
  );
}

/** A TrueType file's signature: what jsPDF checks before it hands a file to TTFFont.open. */
const TRUETYPE_SIGNATURE = '\x00\x01\x00\x00';

/** Puts a font named `name` in the document's font list without jsPDF parsing any file, and answers its key. */
function register(doc: jsPDF, name: string): string {
  const ttfFont: unknown = Reflect.get(jsPDF.API, 'TTFFont');
  const open: unknown = isRecord(ttfFont) || typeof ttfFont === 'function' ? Reflect.get(ttfFont, 'open') : undefined;
  if (!(isRecord(ttfFont) || typeof ttfFont === 'function') || typeof open !== 'function') {
    throw new Error('jsPDF has no TTFFont.open: its way of loading fonts changed (pdf-embedded-font.ts).');
  }
  Reflect.set(ttfFont, 'open', () => ({}));
  try {
    doc.addFileToVFS(`${name}.ttf`, TRUETYPE_SIGNATURE);
    return doc.addFont(`${name}.ttf`, name, 'normal', 'Identity-H');
  } finally {
    Reflect.set(ttfFont, 'open', open);
  }
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

/** Text as the UTF-16 hex a ToUnicode map gives. */
function utf16Hex(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) out += hex4(text.charCodeAt(index));
  return out;
}

function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let from = 0; from < bytes.length; from += 8192) out += String.fromCharCode(...bytes.subarray(from, from + 8192));
  return out;
}

function toUnicodeCMap(texts: readonly string[]): string {
  const entries = texts.map((text, index) => `<${hex4(index + 1)}> <${utf16Hex(text)}>`);
  const blocks: string[] = [];
  for (let from = 0; from < entries.length; from += 100) {
    const block = entries.slice(from, from + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** Adds the font to the document as `name`; its objects are written when the document is. */
export function embedFont(doc: jsPDF, harfbuzz: HarfBuzz, name: string, bytes: Uint8Array, shaping: ShapingFont): EmbeddedFont {
  const key = register(doc, name);
  const cids = new Map<string, number>();
  const glyphs: number[] = [];
  const texts: string[] = [];
  const widths: number[] = [];
  const scale = 1000 / shaping.unitsPerEm;

  doc.internal.events.subscribe('putFont', (args: unknown) => {
    if (!isPutFontArguments(args) || args.font.id !== key) return;
    const { out, newObject, putStream } = args;
    const subset = harfbuzz.subset(bytes, glyphs);
    const fontFile = newObject();
    putStream({ data: binaryString(subset.file), addLength1: true, objectId: fontFile });
    out('endobj');
    const toUnicode = newObject();
    putStream({ data: toUnicodeCMap(texts), objectId: toUnicode });
    out('endobj');
    const cidToGid = new Uint8Array((glyphs.length + 1) * 2);
    glyphs.forEach((glyph, index) => {
      const id = subset.idOf(glyph);
      cidToGid[(index + 1) * 2] = id >> 8;
      cidToGid[(index + 1) * 2 + 1] = id & 0xff;
    });
    const cidToGidMap = newObject();
    putStream({ data: binaryString(cidToGid), objectId: cidToGidMap });
    out('endobj');
    const metrics = shaping.metrics();
    const descriptor = newObject();
    out(
      `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${metrics.bbox.map((value) => Math.round(value * scale)).join(' ')}] ` +
        `/ItalicAngle 0 /Ascent ${Math.round(metrics.ascender * scale)} /Descent ${Math.round(metrics.descender * scale)} ` +
        `/CapHeight ${Math.round(metrics.capHeight * scale)} /StemV 80 /FontFile2 ${fontFile} 0 R >>`,
    );
    out('endobj');
    const descendant = newObject();
    out(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
        `/FontDescriptor ${descriptor} 0 R /DW 0 /W [1 [${widths.join(' ')}]] /CIDToGIDMap ${cidToGidMap} 0 R >>`,
    );
    out('endobj');
    args.font.objectNumber = newObject();
    out(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${descendant} 0 R] /ToUnicode ${toUnicode} 0 R >>`);
    out('endobj');
    args.font.isAlreadyPutted = true;
  });

  return {
    key,
    cid(glyph, text, width) {
      const id = `${glyph} ${width} ${text}`;
      let cid = cids.get(id);
      if (cid === undefined) {
        glyphs.push(glyph);
        texts.push(text);
        widths.push(width);
        cid = glyphs.length;
        cids.set(id, cid);
      }
      return cid;
    },
  };
}
