/**
 * One HTTP(S) request connected to an address the caller already checked. fetch() would resolve
 * the host name again, and a name can answer a public address to the check and 127.0.0.1 to the
 * connection (DNS rebinding); here the socket goes to the checked IP, while the Host header, TLS SNI
 * and the certificate check keep the name from the URL. node:http and node:https behave the same in
 * Node (the local backend, the tests) and in Deno (Supabase Edge Functions):
 * scripts/functions/check-deno.ts runs this under Deno.
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { errorCode } from '../error-code.ts';

export interface PageResponse {
  status: number;
  headers: { get(name: string): string | null };
  /** The body, decompressed. */
  body: AsyncIterable<Uint8Array>;
  /** Stops reading and closes the connection. */
  close(): void;
}

/** Sends a GET for `url` over a connection to exactly `address`, and never follows a redirect. */
export type PageRequest = (url: URL, address: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<PageResponse>;

/** A failure whose short reason the visitor may read. */
class ConnectionError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

function decompressor(encoding: string | undefined): Transform | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'br':
      return createBrotliDecompress();
    case 'deflate':
      return createInflate();
    default:
      throw new ConnectionError('ERR_CONTENT_ENCODING');
  }
}

async function* decodedBody(response: IncomingMessage, signal: AbortSignal): AsyncGenerator<Uint8Array> {
  const decoder = decompressor(response.headers['content-encoding']);
  const source = decoder ? pipeline(response, decoder, () => undefined) : response;
  for await (const chunk of source) yield chunk as Uint8Array;
  signal.throwIfAborted();
  // A connection that closes before the declared end would otherwise pass for a whole (short) page.
  if (!response.complete) throw new ConnectionError('ECONNRESET');
}

/** `tls.ca` replaces the system's roots, for tests with their own certificate authority. */
export function pinnedRequest(tls: { ca?: string } = {}): PageRequest {
  return (url, address, { headers, signal }) =>
    new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const hostname = url.hostname.replace(/^\[|\]$/g, '');
      const family = isIP(address);
      // The host is an IP literal, so no name lookup should happen at all; should a runtime look one
      // up anyway, this answers the checked address and nothing else.
      const lookup: LookupFunction = (_name, options, callback) => {
        if (options.all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      };
      const options: RequestOptions & { servername?: string; ca?: string } = {
        host: address,
        port: Number(url.port) || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { ...headers, Host: url.host, Connection: 'close' },
        // No pooled sockets: a kept-alive connection made for one address must never serve another.
        agent: false,
        lookup,
        signal,
      };
      // SNI and the certificate check use the URL's name; an IP literal sends no SNI (RFC 6066).
      if (secure && !isIP(hostname)) options.servername = hostname;
      if (secure && tls.ca) options.ca = tls.ca;
      const request = (secure ? httpsRequest : httpRequest)(options, (response) => {
        resolve({
          status: response.statusCode ?? 0,
          headers: {
            get: (name) => {
              const value = response.headers[name.toLowerCase()];
              return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
            },
          },
          body: decodedBody(response, signal),
          close: () => {
            response.destroy();
            request.destroy();
          },
        });
      });
      request.on('error', reject);
      request.end();
    });
}

/** Connection failures worth trying the host's next checked address for. */
export function isUnreachable(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(code);
}

/**
 * A short reason for a failed connection, in words the visitor can read, never the system's own
 * message (which names internal addresses and library details). Node and Deno's node:http give the
 * same error codes; an unknown failure gets no reason at all.
 */
export function failureReason(error: unknown): string | null {
  const code = errorCode(error);
  if (code === undefined) return null;
  if (code === 'ECONNREFUSED') return 'the connection was refused';
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'the connection timed out';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the server closed the connection before the page arrived';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') return 'the server is unreachable';
  if (/CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/.test(code)) return 'the certificate is not valid';
  if (code === 'EPROTO' || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) return 'the secure connection could not be set up';
  if (code.startsWith('HPE_')) return "the server's answer is not valid HTTP";
  if (code === 'ERR_CONTENT_ENCODING') return 'the page was compressed in a way the checker does not read';
  // zlib's codes, and Node's brotli ones (ERR__ERROR_FORMAT_PADDING_1 and the like).
  if (code.startsWith('Z_') || code.startsWith('ERR__ERROR_')) return 'the compressed page was damaged';
  return null;
}
