/**
 * HarfBuzz, the shaper and subsetter of Chrome, Firefox and Android, as the WebAssembly builds the
 * harfbuzzjs package ships (its dist/harfbuzz.wasm and dist/harfbuzz-subset.wasm), called through
 * the C functions they export. The weekly report's PDF shapes its text and subsets its fonts with it
 * (docs/decisions/0053-a-pdf-in-every-script.md).
 *
 * The caller hands over the two files' bytes: harfbuzzjs's own entry reads its .wasm from beside its
 * module, which an edge function cannot (Supabase deploys only the files a function imports and its
 * static_files), so the report's functions bundle copies of both (weekly-report/harfbuzz/, made by
 * scripts/report-fonts/make.ts) and read them as they read the fonts, under Deno and Node alike.
 */

/** A glyph as HarfBuzz set it: its id, the UTF-16 offset of the text it came from, and its place in font units. */
export interface ShapedGlyph {
  glyph: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapingFont {
  /** Font units per em: the scale of every figure below. */
  readonly unitsPerEm: number;
  /** The glyph the font's cmap gives a code point, 0 if none. */
  glyphOf(codePoint: number): number;
  advanceOf(glyph: number): number;
  /** Ascender, descender (negative), cap height, and the bounding box (xMin, yMin, xMax, yMax). */
  metrics(): { ascender: number; descender: number; capHeight: number; bbox: [number, number, number, number] };
  /** The text in visual order, left to right, shaped in one direction. */
  shape(text: string, rightToLeft: boolean): ShapedGlyph[];
}

export interface HarfBuzz {
  font(bytes: Uint8Array): ShapingFont;
  /** A TrueType file with these glyphs (and the ones they are built of), without layout tables, and each glyph's id in it. */
  subset(bytes: Uint8Array, glyphs: Iterable<number>): { file: Uint8Array; idOf(glyph: number): number };
}

type Call = (...args: number[]) => number;

/** The exported functions of an instance, checked by name so a build without one fails on load. */
function exportsOf(instance: WebAssembly.Instance, names: readonly string[]): { memory: WebAssembly.Memory; call: Record<string, Call> } {
  const memory = instance.exports['memory'];
  if (!(memory instanceof WebAssembly.Memory)) throw new Error('HarfBuzz: the WebAssembly module exports no memory.');
  const call: Record<string, Call> = {};
  for (const name of names) {
    const found = instance.exports[name];
    if (typeof found !== 'function') throw new Error(`HarfBuzz: the WebAssembly module does not export ${name}.`);
    call[name] = (...args: number[]) => Number(Reflect.apply(found, undefined, args));
  }
  return { memory, call };
}

const SHAPE_EXPORTS = [
  '__wasm_call_ctors', 'malloc', 'free', 'hb_blob_create', 'hb_blob_destroy', 'hb_blob_get_data', 'hb_face_create', 'hb_face_get_upem',
  'hb_face_reference_table', 'hb_font_create', 'hb_font_get_nominal_glyph', 'hb_font_get_glyph_h_advance', 'hb_font_get_h_extents',
  'hb_ot_metrics_get_position', 'hb_buffer_create', 'hb_buffer_destroy', 'hb_buffer_add_utf16', 'hb_buffer_set_direction',
  'hb_buffer_guess_segment_properties', 'hb_shape', 'hb_buffer_get_length', 'hb_buffer_get_glyph_infos', 'hb_buffer_get_glyph_positions',
] as const;
const SUBSET_EXPORTS = [
  '_initialize', 'malloc', 'free', 'hb_blob_create', 'hb_blob_destroy', 'hb_blob_get_data', 'hb_face_create', 'hb_face_destroy',
  'hb_face_reference_blob', 'hb_set_add', 'hb_subset_input_create_or_fail', 'hb_subset_input_destroy', 'hb_subset_input_glyph_set',
  'hb_subset_input_set', 'hb_subset_input_set_flags', 'hb_subset_or_fail',
] as const;

const MEMORY_MODE_READONLY = 1;
const DIRECTION_LTR = 4;
const DIRECTION_RTL = 5;
const SUBSET_FLAGS_NO_HINTING = 0x1;
const SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const SUBSET_FLAGS_NOTDEF_OUTLINE = 0x40;
const SUBSET_SETS_DROP_TABLE_TAG = 3;
/** Tables a PDF viewer never reads: the text is shaped already, and a PDF font needs no cmap. */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'kern', 'morx', 'vhea', 'vmtx', 'VORG', 'cmap', 'DSIG', 'FFTM'];

const tag = (name: string) => ((name.charCodeAt(0) << 24) | (name.charCodeAt(1) << 16) | (name.charCodeAt(2) << 8) | name.charCodeAt(3)) >>> 0;

/** Loads both modules: the shaper (harfbuzz.wasm) and the subsetter (harfbuzz-subset.wasm). */
export async function loadHarfBuzz(shaperWasm: Uint8Array, subsetterWasm: Uint8Array): Promise<HarfBuzz> {
  /** The shaper's memory, once instantiated: what emscripten_resize_heap grows. */
  const grown: { memory?: WebAssembly.Memory } = {};
  // The few functions emscripten's runtime would give it: growing its memory, and aborting.
  const imports = {
    env: {
      emscripten_resize_heap: (requested: number) => {
        if (!grown.memory) return 0;
        const needed = Math.ceil((requested - grown.memory.buffer.byteLength) / 65536);
        try {
          if (needed > 0) grown.memory.grow(needed);
          return 1;
        } catch {
          return 0;
        }
      },
      _abort_js: () => {
        throw new Error('HarfBuzz aborted.');
      },
      _setitimer_js: () => 0,
      _emscripten_runtime_keepalive_clear: () => undefined,
    },
    wasi_snapshot_preview1: {
      proc_exit: (code: number) => {
        throw new Error(`HarfBuzz exited with ${code}.`);
      },
    },
  };
  const [shaperInstance, subsetterInstance] = await Promise.all([
    WebAssembly.compile(shaperWasm.slice()).then((module) => WebAssembly.instantiate(module, imports)),
    WebAssembly.compile(subsetterWasm.slice()).then((module) => WebAssembly.instantiate(module, {})),
  ]);
  const shaper = exportsOf(shaperInstance, SHAPE_EXPORTS);
  grown.memory = shaper.memory;
  shaper.call['__wasm_call_ctors']!();
  const subsetter = exportsOf(subsetterInstance, SUBSET_EXPORTS);
  subsetter.call['_initialize']!();
  const hb = shaper.call;
  const hbs = subsetter.call;
  // Views are made afresh for each read: a grown memory detaches the old ones.
  const view = (memory: WebAssembly.Memory) => new DataView(memory.buffer);

  /** The bytes copied into a module's memory, as a read-only blob that lives as long as the worker. */
  const blobIn = (module: { memory: WebAssembly.Memory; call: Record<string, Call> }, bytes: Uint8Array) => {
    const pointer = module.call['malloc']!(bytes.byteLength);
    new Uint8Array(module.memory.buffer, pointer, bytes.byteLength).set(bytes);
    return module.call['hb_blob_create']!(pointer, bytes.byteLength, MEMORY_MODE_READONLY, 0, 0);
  };

  const subsetFaces = new WeakMap<Uint8Array, number>();

  /** HarfBuzz's subset of a face to these glyphs, at their own ids or renumbered in order. */
  const subsetOf = (face: number, glyphs: readonly number[], retainIds: boolean): Uint8Array => {
    const input = hbs.hb_subset_input_create_or_fail!();
    if (!input) throw new Error('HarfBuzz could not start a subset.');
    try {
      const glyphSet = hbs.hb_subset_input_glyph_set!(input);
      for (const glyph of glyphs) hbs.hb_set_add!(glyphSet, glyph);
      const dropped = hbs.hb_subset_input_set!(input, SUBSET_SETS_DROP_TABLE_TAG);
      for (const name of DROPPED_TABLES) hbs.hb_set_add!(dropped, tag(name));
      hbs.hb_subset_input_set_flags!(input, (retainIds ? SUBSET_FLAGS_RETAIN_GIDS : 0) | SUBSET_FLAGS_NO_HINTING | SUBSET_FLAGS_NOTDEF_OUTLINE);
      const result = hbs.hb_subset_or_fail!(face, input);
      if (!result) throw new Error('HarfBuzz could not subset the font.');
      const blob = hbs.hb_face_reference_blob!(result);
      const lengthPointer = hbs.malloc!(4);
      const data = hbs.hb_blob_get_data!(blob, lengthPointer);
      const length = view(subsetter.memory).getUint32(lengthPointer, true);
      const out = new Uint8Array(subsetter.memory.buffer, data, length).slice();
      hbs.free!(lengthPointer);
      hbs.hb_blob_destroy!(blob);
      hbs.hb_face_destroy!(result);
      return out;
    } finally {
      hbs.hb_subset_input_destroy!(input);
    }
  };

  return {
    font(bytes) {
      const face = hb.hb_face_create!(blobIn(shaper, bytes), 0);
      const font = hb.hb_font_create!(face);
      const unitsPerEm = hb.hb_face_get_upem!(face);
      const scratch = hb.malloc!(64);
      const glyphs = new Map<number, number>();
      return {
        unitsPerEm,
        glyphOf(codePoint) {
          let glyph = glyphs.get(codePoint);
          if (glyph === undefined) {
            glyph = hb.hb_font_get_nominal_glyph!(font, codePoint, scratch) ? view(shaper.memory).getUint32(scratch, true) : 0;
            glyphs.set(codePoint, glyph);
          }
          return glyph;
        },
        advanceOf: (glyph) => hb.hb_font_get_glyph_h_advance!(font, glyph),
        metrics() {
          hb.hb_font_get_h_extents!(font, scratch);
          const [ascender, descender] = [view(shaper.memory).getInt32(scratch, true), view(shaper.memory).getInt32(scratch + 4, true)];
          const capHeight = hb.hb_ot_metrics_get_position!(font, tag('cpht'), scratch) ? view(shaper.memory).getInt32(scratch, true) : Math.round(ascender * 0.7);
          const head = hb.hb_face_reference_table!(face, tag('head'));
          const data = hb.hb_blob_get_data!(head, scratch);
          const length = view(shaper.memory).getUint32(scratch, true);
          const table = view(shaper.memory);
          const bbox: [number, number, number, number] =
            length >= 44 ? [table.getInt16(data + 36), table.getInt16(data + 38), table.getInt16(data + 40), table.getInt16(data + 42)] : [0, descender, unitsPerEm, ascender];
          hb.hb_blob_destroy!(head);
          return { ascender, descender, capHeight, bbox };
        },
        shape(text, rightToLeft) {
          const buffer = hb.hb_buffer_create!();
          const pointer = hb.malloc!(text.length * 2);
          const units = new DataView(shaper.memory.buffer, pointer, text.length * 2);
          for (let index = 0; index < text.length; index += 1) units.setUint16(index * 2, text.charCodeAt(index), true);
          hb.hb_buffer_add_utf16!(buffer, pointer, text.length, 0, text.length);
          hb.free!(pointer);
          hb.hb_buffer_set_direction!(buffer, rightToLeft ? DIRECTION_RTL : DIRECTION_LTR);
          hb.hb_buffer_guess_segment_properties!(buffer);
          hb.hb_shape!(font, buffer, 0, 0);
          const count = hb.hb_buffer_get_length!(buffer);
          const infos = hb.hb_buffer_get_glyph_infos!(buffer, 0);
          const positions = hb.hb_buffer_get_glyph_positions!(buffer, 0);
          const memory = view(shaper.memory);
          const shaped: ShapedGlyph[] = [];
          for (let index = 0; index < count; index += 1) {
            const [info, position] = [infos + index * 20, positions + index * 20];
            shaped.push({
              glyph: memory.getUint32(info, true),
              cluster: memory.getUint32(info + 8, true),
              xAdvance: memory.getInt32(position, true),
              xOffset: memory.getInt32(position + 8, true),
              yOffset: memory.getInt32(position + 12, true),
            });
          }
          hb.hb_buffer_destroy!(buffer);
          return shaped;
        },
      };
    },

    subset(bytes, glyphs) {
      let face = subsetFaces.get(bytes);
      if (face === undefined) {
        face = hbs.hb_face_create!(blobIn(subsetter, bytes), 0);
        subsetFaces.set(bytes, face);
      }
      const wanted = [...new Set([0, ...glyphs])].sort((a, b) => a - b);
      // HarfBuzz numbers the glyphs it keeps in their old order: when it keeps just the ones asked for
      // (no composite glyph brought its parts along), a glyph's new id is its rank among them.
      const compact = subsetOf(face, wanted, false);
      if (glyphCount(compact) === wanted.length) {
        const ranks = new Map(wanted.map((glyph, index) => [glyph, index]));
        return { file: compact, idOf: (glyph) => ranks.get(glyph) ?? 0 };
      }
      return { file: subsetOf(face, wanted, true), idOf: (glyph) => glyph };
    },
  };
}

/** The number of glyphs a TrueType file says it has (its maxp table's). */
function glyphCount(file: Uint8Array): number {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (let index = 0, tables = view.getUint16(4); index < tables; index += 1) {
    const record = 12 + index * 16;
    if (view.getUint32(record) === tag('maxp')) return view.getUint16(view.getUint32(record + 8) + 4);
  }
  return -1;
}
