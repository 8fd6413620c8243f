/**
 * What the local gateway checks before a request reaches PostgREST, PGlite or a function: bodies
 * have a size cap (PGlite keeps everything in this process, and a 500 MB POST once grew it to
 * 3.9 GB) and JSON a nesting cap (15 KB of nested arrays once hung PGlite for good). Both answer a
 * clear 4xx instead.
 */
import type { IncomingMessage } from 'node:http';

/** Far above any form or dashboard call (the largest, a lead with a 5,000-character message, is under 20 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Leads nest two or three levels (the `details` object); PostgREST calls fewer. */
export const MAX_JSON_DEPTH = 32;

/** A request the gateway refuses, with the status and message the caller gets. */
export class RefusedRequest extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const tooLarge = () => new RefusedRequest(413, `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`);

/** Reads the whole body, refusing it as soon as it passes the cap (the rest is never buffered). */
export async function readCappedBody(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    total += (chunk as Buffer).byteLength;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The deepest nesting of arrays and objects in a JSON text, found in one pass over the bytes
 * without parsing (parsing is what the cap protects). Brackets inside strings do not count.
 */
function jsonNestingDepth(body: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < body.length; index += 1) {
    const byte = body[index];
    if (inString) {
      if (byte === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) deepest = Math.max(deepest, (depth += 1));
    else if (byte === 0x5d || byte === 0x7d) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A body the API will pass on: JSON (as supabase-js and the functions send it), UTF-8, and nested at
 * most MAX_JSON_DEPTH deep. PostgREST also parses CSV, form and plain-text bodies, but nothing here
 * sends them, and tests/integration/fuzz-write-paths.test.ts found it dropping the connection on
 * some CSV (a 502) and answering 500 to a form body that was not UTF-8.
 */
export function assertAcceptableBody(body: Uint8Array, contentType: string | undefined, maxDepth = MAX_JSON_DEPTH, allowForms = false): void {
  if (body.byteLength === 0) return;
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  // A function may also take a form: a mail client's one-click unsubscribe (RFC 8058) posts one.
  if (allowForms && (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data')) return;
  if (type && type !== 'application/json' && !/^application\/vnd\.pgrst\.[\w.-]+\+json$/.test(type)) {
    throw new RefusedRequest(415, 'The API takes JSON request bodies (Content-Type: application/json).');
  }
  try {
    utf8.decode(body);
  } catch {
    throw new RefusedRequest(400, 'The request body is not valid UTF-8 text.');
  }
  if (jsonNestingDepth(body) > maxDepth) throw new RefusedRequest(400, `The request body nests arrays or objects deeper than ${maxDepth} levels.`);
}

/** The request's path and query, or a 400 for a request line that is not a URL (such as `GET //[`). */
export function parseRequestUrl(rawUrl: string | undefined): URL {
  try {
    return new URL(rawUrl ?? '/', 'http://gateway.local');
  } catch {
    throw new RefusedRequest(400, 'The request line does not carry a valid URL.');
  }
}
