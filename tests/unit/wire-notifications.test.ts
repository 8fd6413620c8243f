import { describe, expect, it } from 'vitest';
import { notificationReader } from '../../supabase/local/wire-notifications';

/** One backend message: type byte, Int32 length (counting itself), body. */
function message(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}
const cstring = (text: string) => [...new TextEncoder().encode(text), 0];
const notification = (channel: string, payload: string) => message('A', new Uint8Array([0, 0, 0, 42, ...cstring(channel), ...cstring(payload)]));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** A COMMIT's answer as PostgREST receives it: CommandComplete, two notifications, ReadyForQuery. */
const answer = concat(
  message('C', new Uint8Array(cstring('COMMIT'))),
  notification('lead_notifications', ''),
  message('N', new Uint8Array(500).fill(65)),
  notification('other', 'naïve payload'),
  message('Z', new Uint8Array([73])),
);
const expected = [
  ['lead_notifications', ''],
  ['other', 'naïve payload'],
];

function readInChunks(sizes: (index: number) => number) {
  const seen: string[][] = [];
  const read = notificationReader((channel, payload) => seen.push([channel, payload]));
  for (let offset = 0, index = 0; offset < answer.length; index += 1) {
    const size = Math.max(1, sizes(index));
    read(answer.subarray(offset, offset + size));
    offset += size;
  }
  return seen;
}

describe('the NotificationResponse reader of the PGlite socket (supabase/local/wire-notifications.ts)', () => {
  it('finds every notification in a whole answer, and nothing else', () => {
    expect(readInChunks(() => answer.length)).toEqual(expected);
  });

  it('finds them whatever the chunks: one byte at a time, or split anywhere', () => {
    expect(readInChunks(() => 1)).toEqual(expected);
    for (const size of [2, 3, 5, 7, 13, 64, 499])
      expect(
        readInChunks(() => size),
        `chunks of ${size}`,
      ).toEqual(expected);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 40;
    for (let run = 0; run < 50; run += 1) expect(readInChunks(random)).toEqual(expected);
  });

  it('stops reading, without throwing, at bytes that are not a message stream', () => {
    const seen: string[][] = [];
    const read = notificationReader((channel, payload) => seen.push([channel, payload]));
    read(new Uint8Array([0x41, 0, 0, 0, 1, 0x41, 0, 0, 0, 9]));
    read(notification('lead_notifications', ''));
    expect(seen).toEqual([]);
  });
});
