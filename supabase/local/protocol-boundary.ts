/**
 * Whether PGlite's wire-protocol client (PostgREST, on its one socket connection) is between two
 * of its requests. The socket server passes each protocol message to PGlite on its own, under
 * PGlite's lock (`runExclusive`), so between two messages of one request the lock is free, and
 * `isInTransaction()` cannot tell: a request in the extended protocol (Parse, Bind, Execute ...
 * Sync) runs in an implicit transaction that only its Sync ends. Whatever runs in this process
 * then would run inside that request. So the last message PGlite received is watched: after a
 * Sync, a simple Query, the start-up packet or a Terminate, the client waits for PGlite's answer
 * and sends nothing more of that request.
 */
import type { PGlite } from '@electric-sql/pglite';

/** Sync, simple Query, Terminate, a password, and the start-up packet (no type byte: its length's first byte is 0). */
const LAST_OF_A_REQUEST = new Set(['S', 'Q', 'X', 'p'].map((type) => type.charCodeAt(0)).concat(0));

export function watchProtocolBoundary(db: PGlite): () => boolean {
  let between = true;
  const passOn = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = (message, options) => {
    between = LAST_OF_A_REQUEST.has(message[0] ?? 0);
    return passOn(message, options);
  };
  return () => between;
}
