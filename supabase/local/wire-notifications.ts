/**
 * NOTIFY on the local PGlite, for what PostgREST writes through the wire-protocol socket.
 *
 * PGlite is one Postgres session. Its `listen()` callbacks are called by its own protocol parser,
 * which reads only the answers of in-process queries (`query`, `exec`). The socket server
 * (@electric-sql/pglite-socket) runs PostgREST's messages with `execProtocolRawStream`, which hands
 * the raw answer to the socket without parsing it: a NOTIFY committed by a PostgREST request (a lead
 * inserted through the API) comes back as a NotificationResponse message in those raw bytes and goes
 * to PostgREST, which ignores it, and no `listen()` callback ever hears of it. (Checked with
 * tests/integration/lead-wake-up.test.ts.)
 *
 * So the PGlite the socket server is given is a thin wrapper whose `execProtocolRawStream` reads
 * the same bytes on their way to the socket and reports each NotificationResponse. The bytes are
 * passed on unchanged. Each call's answer starts and ends on a message boundary (PGlite flushes
 * its output at the end of each call), so each call gets a fresh reader.
 */
import type { PGlite } from '@electric-sql/pglite';

type OnNotification = (channel: string, payload: string) => void;

/** NotificationResponse, the backend message Postgres sends a listening session: 'A'. */
const NOTIFICATION_RESPONSE = 0x41;
const decoder = new TextDecoder();

/** A NotificationResponse body: Int32 process id, then the channel and the payload, each ended by a NUL byte. */
function readNotification(body: Uint8Array, onNotification: OnNotification) {
  const channelEnd = body.indexOf(0, 4);
  if (channelEnd < 0) return;
  const payloadEnd = body.indexOf(0, channelEnd + 1);
  onNotification(decoder.decode(body.subarray(4, channelEnd)), decoder.decode(body.subarray(channelEnd + 1, payloadEnd < 0 ? body.length : payloadEnd)));
}

/**
 * Reads a stream of backend messages (type byte, Int32 length counting itself, body) in chunks of
 * any size, skipping every message but NotificationResponse, whose body it keeps and reports.
 */
export function notificationReader(onNotification: OnNotification) {
  const header = new Uint8Array(5);
  let headerLength = 0;
  let remaining = 0;
  let body: Uint8Array | null = null;
  let bodyOffset = 0;
  let lost = false;
  return (chunk: Uint8Array) => {
    let offset = 0;
    while (!lost && offset < chunk.length) {
      if (remaining === 0) {
        const take = Math.min(5 - headerLength, chunk.length - offset);
        header.set(chunk.subarray(offset, offset + take), headerLength);
        headerLength += take;
        offset += take;
        if (headerLength < 5) return;
        headerLength = 0;
        const length = ((header[1]! << 24) | (header[2]! << 16) | (header[3]! << 8) | header[4]!) >>> 0;
        if (length < 4) {
          // Not a message stream after all: read no further (the bytes still reach the socket).
          lost = true;
          return;
        }
        remaining = length - 4;
        body = header[0] === NOTIFICATION_RESPONSE ? new Uint8Array(remaining) : null;
        bodyOffset = 0;
      } else {
        const take = Math.min(remaining, chunk.length - offset);
        body?.set(chunk.subarray(offset, offset + take), bodyOffset);
        bodyOffset += take;
        remaining -= take;
        offset += take;
      }
      if (remaining === 0 && body) {
        readNotification(body, onNotification);
        body = null;
      }
    }
  };
}

/**
 * The PGlite to hand the socket server: the same database, whose wire-protocol answers are also
 * read for notifications. Every other property and method is the real one, called on the real
 * object (PGlite keeps its state in private fields).
 */
export function reportingWireNotifications(db: PGlite, onNotification: OnNotification): PGlite {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'execProtocolRawStream') {
        const execProtocolRawStream: PGlite['execProtocolRawStream'] = (message, options) => {
          const read = notificationReader(onNotification);
          return target.execProtocolRawStream(message, {
            ...options,
            onRawData: (data) => {
              read(data);
              options.onRawData(data);
            },
          });
        };
        return execProtocolRawStream;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
