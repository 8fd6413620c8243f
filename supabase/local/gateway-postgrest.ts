/**
 * The gateway's /rest/v1 route: the request, its body checked, passed to PostgREST with the address
 * headers. A write PostgREST answered with a 2xx (it has committed by then) is reported to
 * `afterWrite` once the answer has been passed on (or the caller has gone).
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { clientAddressHeaders } from './client-address';
import { checkedBody, corsHeaders, sendJson } from './gateway-http';
import { carriesUnstorableText, UNSTORABLE_TEXT_ANSWER } from './unstorable-request';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

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
  const send = (attempt: number) => {
    const upstream = httpRequest(target, { method: request.method, headers }, (reply) => {
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
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection PostgREST closed just as it was reused fails before PostgREST read a
      // byte of the request: sending it again is safe, and the fuzz test met this as a stray 502.
      if (upstream.reusedSocket && error.code === 'ECONNRESET' && attempt === 1 && !response.headersSent) return send(2);
      console.error(`Gateway: PostgREST did not answer ${request.method} ${path}${search}:`, error.message);
      if (response.headersSent) response.destroy(error);
      else sendJson(response, 502, { message: `The database API is unavailable: ${error.message}` });
    });
    upstream.end(body);
  };
  send(1);
}
