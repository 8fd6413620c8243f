/**
 * The gateway's /functions/v1/<name> route: the JWT checked as Supabase does (unless the function is
 * public), then the function's handler run in this process on a web Request, its Response written back.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddressHeaders } from './client-address';
import { checkedBody, sendJson } from './gateway-http';
import { verifyJwt } from './keys';

export type FunctionHandler = (request: Request) => Promise<Response>;

export interface FunctionRoutes {
  jwtSecret: string;
  functions: Map<string, FunctionHandler>;
  /** Functions that run without a JWT (`verify_jwt = false` in supabase/config.toml). */
  publicFunctions?: ReadonlySet<string>;
  trustLocalProxy?: boolean;
}

export async function runFunction(options: FunctionRoutes, request: IncomingMessage, response: ServerResponse, url: URL, name: string): Promise<void> {
  const handler = options.functions.get(name);
  if (!handler) return sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  if (request.method !== 'OPTIONS' && !options.publicFunctions?.has(name)) {
    // Supabase verifies the caller's JWT before a function runs (verify_jwt, on by default).
    const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    if (!verifyJwt(token, options.jwtSecret)) {
      return sendJson(response, 401, { code: 401, message: 'Invalid JWT' });
    }
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  for (const [name, value] of Object.entries(clientAddressHeaders(request, options.trustLocalProxy))) headers.set(name, value);
  const body = await checkedBody(request, true);
  // The caller's Host, as the function would see it deployed; a Host that is not a host name falls back.
  const origin = URL.canParse(`http://${request.headers.host}`) ? `http://${request.headers.host}` : 'http://127.0.0.1';
  const webRequest = new Request(new URL(`${url.pathname}${url.search}`, origin), { method: request.method, headers, body: body && new Uint8Array(body) });
  // A handler that throws is answered by answerFailure: logged with the request id, a 500 with that id.
  const reply = await handler(webRequest);
  response.writeHead(reply.status, Object.fromEntries(reply.headers));
  response.end(Buffer.from(await reply.arrayBuffer()));
}
