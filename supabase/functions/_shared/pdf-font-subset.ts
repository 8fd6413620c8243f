/**
 * The font file jsPDF embeds for an Identity-H font, made the way jsPDF 4 makes it (its
 * `Subset.prototype.encode`), byte for byte, but on typed arrays: jsPDF builds it in arrays of
 * numbers, concatenated table by table, which cost the weekly report's PDF 15 ms per DejaVu font and
 * some 180 ms for the Han font on a busy machine, for every report; an edge function has 2 s of CPU
 * per request (docs/decisions/0053-a-pdf-in-every-script.md). tests/unit/pdf-font-subset.test.ts
 * holds the two to the same bytes, so a jsPDF that changed its subsets would fail there first.
 *
 * What jsPDF keeps: every glyph's place (glyph ids stay the PDF's CIDs, CIDToGIDMap /Identity), the
 * outlines of the glyphs used and of the components of composite ones, an empty slot for the rest,
 * the original cmap, hmtx, hhea, maxp, post, name and OS/2 tables, and a head table that says the
 * loca offsets are long.
 */

interface TableRecord {
  offset: number;
  length: number;
}

const TABLE_ORDER = ['cmap', 'glyf', 'loca', 'hmtx', 'hhea', 'maxp', 'post', 'name', 'head', 'OS/2'] as const;
const MORE_COMPONENTS = 0x20;
const ARG_1_AND_2_ARE_WORDS = 0x01;
const WE_HAVE_A_SCALE = 0x08;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x40;
const WE_HAVE_A_TWO_BY_TWO = 0x80;

/** The sum of a table's big-endian 32-bit words, zero-padded to a multiple of four bytes. */
function checksum(bytes: Uint8Array, from: number, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 4) {
    sum += ((bytes[from + index] ?? 0) * 0x1000000 + ((index + 1 < length ? bytes[from + index + 1]! : 0) << 16)) + ((index + 2 < length ? bytes[from + index + 2]! : 0) << 8) + (index + 3 < length ? bytes[from + index + 3]! : 0);
  }
  return sum % 0x100000000;
}

export function subsetTrueType(font: Uint8Array, glyphIds: readonly number[]): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, TableRecord>();
  for (let index = 0, count = view.getUint16(4); index < count; index += 1) {
    const at = 12 + index * 16;
    const tag = String.fromCharCode(font[at]!, font[at + 1]!, font[at + 2]!, font[at + 3]!);
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  const table = (tag: string): TableRecord => {
    const found = tables.get(tag);
    if (!found) throw new Error(`The font has no ${tag} table.`);
    return found;
  };
  const head = table('head');
  const loca = table('loca');
  const glyf = table('glyf');
  const glyphCount = view.getUint16(table('maxp').offset + 4);
  const longOffsets = view.getInt16(head.offset + 50) === 1;
  const offsets = new Uint32Array(glyphCount + 1);
  for (let id = 0; id <= glyphCount; id += 1) offsets[id] = longOffsets ? view.getUint32(loca.offset + id * 4) : view.getUint16(loca.offset + id * 2) * 2;

  // The glyphs used and, through composite glyphs, the glyphs they are made of.
  const used = new Set<number>();
  const pending = [...glyphIds];
  while (pending.length) {
    const id = pending.pop()!;
    if (used.has(id) || id > glyphCount) continue;
    used.add(id);
    const start = glyf.offset + offsets[id]!;
    if (offsets[id + 1]! - offsets[id]! === 0 || view.getInt16(start) !== -1) continue;
    for (let at = start + 10; ; ) {
      const flags = view.getUint16(at);
      pending.push(view.getUint16(at + 2));
      if (!(flags & MORE_COMPONENTS)) break;
      at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      at += flags & WE_HAVE_A_TWO_BY_TWO ? 8 : flags & WE_HAVE_AN_X_AND_Y_SCALE ? 4 : flags & WE_HAVE_A_SCALE ? 2 : 0;
    }
  }
  const ids = [...used].sort((a, b) => a - b);

  // glyf: the used glyphs' outlines in id order; loca: where each glyph starts in it (long offsets).
  let glyfLength = 0;
  for (const id of ids) glyfLength += offsets[id + 1]! - offsets[id]!;
  const newGlyf = new Uint8Array(glyfLength);
  const newLoca = new Uint8Array((glyphCount + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  let written = 0;
  let next = 0;
  for (let id = 0; id <= glyphCount; id += 1) {
    locaView.setUint32(id * 4, written);
    if (id < glyphCount && ids[next] === id) {
      next += 1;
      const length = offsets[id + 1]! - offsets[id]!;
      newGlyf.set(font.subarray(glyf.offset + offsets[id]!, glyf.offset + offsets[id]! + length), written);
      written += length;
    }
  }
  const newHead = font.slice(head.offset, head.offset + 54);
  new DataView(newHead.buffer).setInt16(50, 1);

  const contents = new Map<string, Uint8Array>();
  for (const tag of TABLE_ORDER) {
    if (tag === 'glyf') contents.set(tag, newGlyf);
    else if (tag === 'loca') contents.set(tag, newLoca);
    else if (tag === 'head') contents.set(tag, newHead);
    else if (tag !== 'OS/2' || tables.has(tag)) contents.set(tag, font.subarray(table(tag).offset, table(tag).offset + table(tag).length));
  }

  // The directory as jsPDF writes it, its search fields included.
  const count = contents.size;
  const searchRange = Math.floor(Math.log(count) / Math.log(2)) * 16;
  const entrySelector = Math.floor(searchRange / Math.log(2));
  let size = 12 + count * 16;
  for (const bytes of contents.values()) size += Math.ceil(bytes.length / 4) * 4;
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  outView.setUint32(0, view.getUint32(0));
  outView.setUint16(4, count);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, count * 16 - searchRange);
  let offset = 12 + count * 16;
  let headOffset = 0;
  [...contents].forEach(([tag, bytes], index) => {
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char += 1) out[record + char] = tag.charCodeAt(char);
    outView.setUint32(record + 4, checksum(bytes, 0, bytes.length));
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, bytes.length);
    out.set(bytes, offset);
    if (tag === 'head') headOffset = offset;
    offset += Math.ceil(bytes.length / 4) * 4;
  });
  outView.setUint32(headOffset + 8, (0xb1b0afba - checksum(out, 0, out.length) + 0x100000000) % 0x100000000);
  return out;
}
