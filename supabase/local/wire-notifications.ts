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
import type { BackendMessage, NotificationResponseMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';

type OnNotification = (channel: string, payload: string) => void;

const isNotification = (message: BackendMessage): message is NotificationResponseMessage => message.name === 'notification';

/**
 * Reads a stream of backend messages in chunks of any size (node-postgres's own parser, which keeps
 * a message split across chunks until the rest arrives) and reports each NotificationResponse.
 * It never throws: bytes it cannot read still reach the socket, and it reads no further.
 */
export function notificationReader(onNotification: OnNotification) {
  const parser = new Parser();
  let lost = false;
  return (chunk: Uint8Array) => {
    if (lost) return;
    try {
      // A copy: the parser may keep a partial message, and PGlite may reuse its output buffer.
      parser.parse(Buffer.from(chunk), (message) => {
        if (isNotification(message)) onNotification(message.channel, message.payload);
      });
    } catch {
      lost = true;
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
