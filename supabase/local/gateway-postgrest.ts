/**
 * The gateway's /rest/v1 route: the request, its body checked, passed to PostgREST with the address
 * headers. A write PostgREST answered with a 2xx (it has committed by then) is reported to
 * `afterWrite` once the answer has been passed on (or the caller has gone).
 *
 * A burst loses nothing (docs/decisions/0047-a-burst-loses-nothing.md). When PostgREST cannot be
 * reached, the request is sent again, on a new connection, after a short pause, as long as PostgREST
 * cannot have read it: the connection was never made (refused), or a kept-alive connection was closed
 * as it was reused; a read (GET, HEAD) is sent again on any failure before its answer began. A write
 * whose new connection was reset before any answer may have been read: it gets 503 with Retry-After,
 * never a 502, and the forms send it once more (the browser made the lead's id, so a repeat meets its
 * own row). Tries that all fail end in the same 503.
 */
import { request as httpRequest, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { clientAddressHeaders } from './client-address';
import { checkedBody, corsHeaders, sendJson } from './gateway-http';
import { loggableUrl } from './loggable-url';
import { carriesUnstorableText, UNSTORABLE_TEXT_ANSWER } from './unstorable-request';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const READS = new Set(['GET', 'HEAD']);
/** The pause before each further try: about 1.5 s in all, then 503. */
const RETRY_DELAYS_MS = [0, 50, 150, 400, 900];
/** What a 503 asks the caller to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 1;

const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Whether sending the request again is safe: PostgREST cannot have read it (it never connected, or a
 * kept-alive connection it had closed failed as it was reused), or it is a read.
 */
export function safeToResend(failure: { code?: string; method?: string; connected: boolean; reusedSocket: boolean }): boolean {
  if (!failure.code || !CONNECTION_FAILURES.has(failure.code)) return false;
  return failure.code === 'ECONNREFUSED' || !failure.connected || failure.reusedSocket || READS.has(failure.method ?? '');
}

export async function proxyToPostgrest(
  options: { postgrestUrl: string; trustLocalProxy?: boolean; afterWrite?: () => void },
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  search: string,
): Promise<void> {
  const body = await checkedBody(request);
  if (carriesUnstorableText(body, search)) return sendJson(response, 400, UNSTORABLE_TEXT_ANSWER);
  const target = new URL(`${path}${search}`, options.postgrestUrl);
  const headers = { ...request.headers, host: target.host, ...clientAddressHeaders(request, options.trustLocalProxy) };
  delete headers['transfer-encoding'];
  headers['content-length'] = String(body?.byteLength ?? 0);
  if (!headers.authorization && typeof request.headers.apikey === 'string') headers.authorization = `Bearer ${request.headers.apikey}`;
  const unavailable = (error: NodeJS.ErrnoException) => {
    console.error(`Gateway: PostgREST did not answer ${request.method} ${loggableUrl(`${path}${search}`)}:`, error.message);
    if (response.headersSent) return response.destroy(error);
    response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    sendJson(response, 503, { message: `The database API could not be reached (${error.code ?? error.message}); send the request again.`, code: 'LOCAL503' });
  };
  const send = (attempt: number) => {
    // A further try takes a new connection: the pool may hold more connections PostgREST has closed.
    const upstream: ClientRequest = httpRequest(target, { method: request.method, headers, ...(attempt > 0 ? { agent: false } : {}) }, (reply) => {
      // PostgREST answers CORS itself; the gateway's headers replace its own, as Supabase's gateway does.
      const replyHeaders = Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !name.startsWith('access-control-')));
      const status = reply.statusCode ?? 502;
      const { afterWrite } = options;
      if (afterWrite && WRITES.has(request.method ?? '') && status >= 200 && status < 300) {
        const report = () => afterWrite();
        if (response.destroyed) report();
        else response.once('close', report);
      }
      response.writeHead(status, { ...replyHeaders, ...corsHeaders });
      reply.pipe(response);
    });
    let connected = false;
    upstream.once('socket', (socket) => {
      if (upstream.reusedSocket || !socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const failure = { code: error.code, method: request.method, connected, reusedSocket: upstream.reusedSocket };
      const resend = !response.headersSent && !response.destroyed && safeToResend(failure) && attempt + 1 < RETRY_DELAYS_MS.length;
      if (resend) {
        setTimeout(() => send(attempt + 1), RETRY_DELAYS_MS[attempt + 1]);
        return;
      }
      unavailable(error);
    });
    upstream.end(body);
  };
  send(0);
}
