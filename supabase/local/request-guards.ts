/**
 * What the local gateway checks before a request reaches PostgREST, PGlite or a function: bodies
 * have a size cap (PGlite keeps everything in this process, and a 500 MB POST once grew it to
 * 3.9 GB) and JSON a nesting cap (15 KB of nested arrays once hung PGlite for good); query strings
 * a nesting cap too (500 nested `details->a->…` once answered 500). All answer a clear 4xx instead.
 * And who may talk to it (docs/decisions/0027-local-backend-host-and-origin.md): only a Host that
 * names this machine at the gateway's own port (421 otherwise: a DNS-rebinding page names its own
 * domain), and the local inbox's state changes only as JSON from this machine (403 or 415).
 */
import type { IncomingMessage } from 'node:http';

/** Far above any form or dashboard call (the largest, a lead with a 5,000-character message, is under 20 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Leads nest two or three levels (the `details` object); PostgREST calls fewer. */
export const MAX_JSON_DEPTH = 32;

/** A request the gateway refuses, with the status and message the caller gets. */
export class RefusedRequest extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415 | 421,
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
const utf8Encoder = new TextEncoder();

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

/**
 * A query string may hold at most this many JSON path steps (`->`, `->>`) and at most this many
 * opening parentheses in one parameter: PostgREST turns both into nested SQL, and 500 steps made
 * PGlite fail with a 500. Counted, not parsed, so quoting cannot hide one: the count bounds the
 * nesting from above. The site sends neither (its reads are RPCs); PostgREST calls by hand rarely
 * nest past three.
 */
export const MAX_QUERY_NESTING = 32;

/** The `->` steps and `(` in one text, each counted wherever it stands. */
function nestingMarks(text: string): { arrows: number; parentheses: number } {
  let arrows = 0;
  let parentheses = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === 0x28) parentheses += 1;
    else if (char === 0x2d && text.charCodeAt(index + 1) === 0x3e) arrows += 1;
  }
  return { arrows, parentheses };
}

/** The bytes a query string stands for once its %XX escapes are decoded (an escape that is not one stays as it is). */
function percentDecoded(search: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index < search.length; index += 1) {
    const hex = search[index] === '%' ? search.slice(index + 1, index + 3) : '';
    if (/^[\da-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      // A parsed URL's query is ASCII (it escapes the rest), but a character beyond stays whole.
      const char = String.fromCodePoint(search.codePointAt(index)!);
      bytes.push(...utf8Encoder.encode(char));
      index += char.length - 1;
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * A query string the API will pass on: UTF-8 once percent-decoded (PostgREST answered 500 to a
 * `%FF` or a `%C3%C3` on every path), and no parameter (its name and value, decoded as PostgREST
 * decodes them) with more than MAX_QUERY_NESTING JSON path steps or parentheses.
 */
export function assertAcceptableQuery(url: URL, maxNesting = MAX_QUERY_NESTING): void {
  if (!url.search) return;
  try {
    utf8.decode(percentDecoded(url.search));
  } catch {
    throw new RefusedRequest(400, 'The query string is not valid UTF-8 once percent-decoded.');
  }
  const shown = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);
  for (const [name, value] of url.searchParams) {
    const { arrows, parentheses } = nestingMarks(`${name}=${value}`);
    if (arrows > maxNesting) {
      throw new RefusedRequest(400, `The query parameter "${shown(name)}" has more than ${maxNesting} JSON path steps (->).`);
    }
    if (parentheses > maxNesting) {
      throw new RefusedRequest(400, `The query parameter "${shown(name)}" has more than ${maxNesting} parentheses.`);
    }
  }
}

/** The names by which this machine's loopback interface is reached. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a Host header names this machine at `port`: `localhost`, `127.0.0.1` or `[::1]`, with the
 * port. A page that rebinds its own domain to 127.0.0.1 still sends its domain, and is refused.
 */
export function isLocalHost(host: string | undefined, port: number | undefined): boolean {
  if (!host || !port) return false;
  const match = /^(.+):(\d{1,5})$/.exec(host.trim().toLowerCase());
  return !!match && LOOPBACK_HOSTS.has(match[1]!) && Number(match[2]) === port;
}

/**
 * Whether an Origin is a page on this machine: http on a loopback name, any port (the gateway's
 * own, `npm run dev`'s site, the test sites; the backend does not know which port the site took).
 * No page on the Internet has one, a DNS-rebinding page included: its origin is its own domain.
 */
export function isLocalOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
}

/**
 * A change of state that must come from this machine (the local inbox's POST and DELETE): an
 * Origin, when the caller sent one, of a page on this machine (403 otherwise; browsers send it with
 * every POST and DELETE, tools and the functions send none).
 */
export function assertLocalOrigin(request: IncomingMessage): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !isLocalOrigin(origin)) {
    throw new RefusedRequest(403, 'The local inbox takes changes only from this machine, not from a page of another site.');
  }
}

/**
 * A JSON request (415 otherwise). A page of another site can send text/plain or a form without
 * asking, but JSON only after a CORS preflight, which the inbox never grants.
 */
export function assertJsonRequest(request: IncomingMessage): void {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new RefusedRequest(415, 'Send the change as JSON (Content-Type: application/json).');
}
