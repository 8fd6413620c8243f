/**
 * A small Node server standing where Supabase's API gateway stands (http://127.0.0.1:54321):
 * /rest/v1/* goes to PostgREST, /functions/v1/<name> runs supabase/functions/<name> in this process.
 * Like Supabase it checks the apikey header, answers CORS, and verifies the JWT for functions
 * (except those supabase/config.toml marks `verify_jwt = false`). Only here, for development and
 * tests: /inbox is the local e-mail inbox (inbox.ts), and /_local/clock moves the database clock
 * with the service-role key (the end-to-end tests' injected clock).
 * No request can stop it: bodies are capped in size and JSON in depth, query strings must be UTF-8
 * and are capped in nesting (request-guards.ts), a request line that is not a URL gets a 400, and
 * any other failure is logged with the request's id and answered, never thrown. It answers only a
 * Host naming this machine at its own port (421 otherwise): a DNS-rebinding page cannot talk to it
 * (docs/decisions/0027-local-backend-host-and-origin.md).
 */
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Inbox } from './inbox';
import { verifyJwt } from './keys';
import { assertAcceptableBody, assertAcceptableQuery, isLocalHost, parseRequestUrl, readCappedBody, RefusedRequest } from './request-guards';

export type FunctionHandler = (request: Request) => Promise<Response>;

export interface GatewayOptions {
  postgrestUrl: string;
  jwtSecret: string;
  apiKeys: string[];
  functions: Map<string, FunctionHandler>;
  /**
   * Trust X-Real-IP and X-Forwarded-For from a proxy on this machine (for a local reverse proxy in
   * front of the gateway). Off by default: like Supabase's gateway, the gateway then writes both
   * headers itself from the socket, and whatever the caller sent is replaced.
   */
  trustLocalProxy?: boolean;
  /** Functions that run without a JWT (`verify_jwt = false` in supabase/config.toml). */
  publicFunctions?: ReadonlySet<string>;
  /** The local e-mail inbox, served under /inbox. */
  inbox?: Inbox;
  /** The database clock's offset (private.clock_settings), read and set at /_local/clock with the service-role key. */
  clock?: { offsetSeconds(): Promise<number>; setOffsetSeconds(seconds: number): Promise<void> };
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, x-supabase-api-version, x-region, x-lead-honeypot',
  'Access-Control-Expose-Headers': 'content-range, content-location, location, x-total-count',
  'Access-Control-Max-Age': '86400',
};

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...corsHeaders, 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1');
}

/**
 * The address headers the gateway vouches for, as Supabase's gateway sets them: the socket's
 * address in X-Real-IP and X-Forwarded-For. Only with trustLocalProxy, and only from loopback, are
 * a local proxy's values kept. docs/decisions/0007-trusted-client-address.md
 */
export function clientAddressHeaders(request: IncomingMessage, trustLocalProxy = false): { 'x-real-ip': string; 'x-forwarded-for': string } {
  const socket = request.socket.remoteAddress ?? 'unknown';
  const realIp = request.headers['x-real-ip'];
  if (trustLocalProxy && isLoopback(socket) && typeof realIp === 'string' && realIp.trim()) {
    const forwarded = request.headers['x-forwarded-for'];
    return { 'x-real-ip': realIp.trim(), 'x-forwarded-for': typeof forwarded === 'string' && forwarded ? forwarded : realIp.trim() };
  }
  return { 'x-real-ip': socket, 'x-forwarded-for': socket };
}

const hasBody = (method: string | undefined) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** The body, read in full before anything is forwarded, so the caps hold before PostgREST or PGlite sees a byte. */
async function checkedBody(request: IncomingMessage, allowForms = false): Promise<Buffer | undefined> {
  if (!hasBody(request.method)) return undefined;
  const body = await readCappedBody(request);
  assertAcceptableBody(body, request.headers['content-type'], undefined, allowForms);
  return body;
}

async function proxyToPostgrest(options: GatewayOptions, request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  const body = await checkedBody(request);
  const target = new URL(path, options.postgrestUrl);
  const headers = { ...request.headers, host: target.host, ...clientAddressHeaders(request, options.trustLocalProxy) };
  delete headers['transfer-encoding'];
  headers['content-length'] = String(body?.byteLength ?? 0);
  if (!headers.authorization && typeof request.headers.apikey === 'string') headers.authorization = `Bearer ${request.headers.apikey}`;
  const send = (attempt: number) => {
    const upstream = httpRequest(target, { method: request.method, headers }, (reply) => {
      // PostgREST answers CORS itself; the gateway's headers replace its own, as Supabase's gateway does.
      const replyHeaders = Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !name.startsWith('access-control-')));
      response.writeHead(reply.statusCode ?? 502, { ...replyHeaders, ...corsHeaders });
      reply.pipe(response);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection PostgREST closed just as it was reused fails before PostgREST read a
      // byte of the request: sending it again is safe, and the fuzz test met this as a stray 502.
      if (upstream.reusedSocket && error.code === 'ECONNRESET' && attempt === 1 && !response.headersSent) return send(2);
      console.error(`Gateway: PostgREST did not answer ${request.method} ${path}:`, error.message);
      if (response.headersSent) response.destroy(error);
      else sendJson(response, 502, { message: `The database API is unavailable: ${error.message}` });
    });
    upstream.end(body);
  };
  send(1);
}

async function runFunction(options: GatewayOptions, request: IncomingMessage, response: ServerResponse, url: URL, name: string): Promise<void> {
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

/**
 * GET: the clock's offset and the time it gives; POST {"offset_seconds": n} or {"now": "<ISO time>"}
 * moves it. The service-role key only; the local stack only (hosted Supabase has no such door).
 */
async function localClock(options: GatewayOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const clock = options.clock;
  if (!clock) return sendJson(response, 404, { message: 'no Route matched with those values' });
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  if (verifyJwt(token, options.jwtSecret)?.role !== 'service_role') return sendJson(response, 401, { message: 'The clock takes the service-role key.' });
  const answer = async () => {
    const offset = await clock.offsetSeconds();
    sendJson(response, 200, { offset_seconds: offset, now: new Date(Date.now() + offset * 1000).toISOString() });
  };
  if (request.method === 'GET') return answer();
  if (request.method !== 'POST') return sendJson(response, 405, { message: 'GET or POST the clock.' });
  const body = (await checkedBody(request)) ?? Buffer.from('{}');
  let wanted: { offset_seconds?: unknown; now?: unknown };
  try {
    wanted = JSON.parse(body.toString('utf8') || '{}') as typeof wanted;
  } catch {
    return sendJson(response, 400, { message: 'Send {"offset_seconds": n} or {"now": "<ISO time>"}.' });
  }
  const at = typeof wanted?.now === 'string' ? Date.parse(wanted.now) : Number.NaN;
  // Rounded up, so the clock never reads a moment before the time asked for.
  const offset = Number.isFinite(at) ? Math.ceil((at - Date.now()) / 1000) : Number(wanted?.offset_seconds);
  if (!Number.isInteger(offset) || Math.abs(offset) > 2_000_000_000) return sendJson(response, 400, { message: 'Send {"offset_seconds": n} or {"now": "<ISO time>"}.' });
  await clock.setOffsetSeconds(offset);
  return answer();
}

async function route(options: GatewayOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // Before anything else: a request for another host (a DNS-rebinding page sends its own domain).
  const port = request.socket.localPort;
  if (!isLocalHost(request.headers.host, port)) {
    throw new RefusedRequest(421, `This is the local Supabase API: it answers only at http://127.0.0.1:${port} or http://localhost:${port}.`);
  }
  const url = parseRequestUrl(request.url);
  assertAcceptableQuery(url);
  if (options.inbox && (url.pathname === '/inbox' || url.pathname.startsWith('/inbox/'))) return options.inbox.handle(request, response, url.pathname);
  if (url.pathname === '/_local/clock') return localClock(options, request, response);
  const restPath = url.pathname.match(/^\/rest\/v1(\/.*)?$/);
  const functionName = url.pathname.match(/^\/functions\/v1\/([\w-]+)\/?$/)?.[1];

  if (!restPath && !functionName) return sendJson(response, 404, { message: 'no Route matched with those values' });
  if (restPath && request.method === 'OPTIONS') {
    response.writeHead(200, corsHeaders).end();
    return;
  }
  if (restPath) {
    const apikey = request.headers.apikey ?? url.searchParams.get('apikey');
    if (typeof apikey !== 'string' || !options.apiKeys.includes(apikey)) {
      return sendJson(response, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    }
    return proxyToPostgrest(options, request, response, `${restPath[1] ?? '/'}${url.search}`);
  }
  return runFunction(options, request, response, url, functionName!);
}

/** The answer to a request that failed: its own 4xx for a refusal, otherwise a logged 500 with the id. */
function answerFailure(request: IncomingMessage, response: ServerResponse, requestId: string, error: unknown): void {
  if (!(error instanceof RefusedRequest)) console.error(`Gateway request ${requestId} (${request.method} ${request.url}) failed:`, error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const [status, message] =
    error instanceof RefusedRequest ? [error.status, error.message] : [500, `The local gateway failed on this request (id ${requestId}).`];
  // A refused body may still be arriving: close the connection rather than read the rest.
  response.setHeader('Connection', 'close');
  response.once('finish', () => request.destroy());
  // A misdirected request gets a line of text and no CORS headers: it is not talking to the API.
  if (status === 421) response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${message}\n`);
  else sendJson(response, status, { message });
}

export function createGateway(options: GatewayOptions): Server {
  const server = createServer((request, response) => {
    const requestId = randomUUID();
    response.setHeader('X-Request-Id', requestId);
    route(options, request, response).catch((error: unknown) => answerFailure(request, response, requestId, error));
  });
  // A request whose body trickles in forever would hold the gateway's memory and PGlite's one connection.
  server.requestTimeout = 60_000;
  // Idle kept-alive connections are closed by the client first (undici after 4 s): with Node's 5 s the
  // two raced when PGlite held the event loop, and a reused connection failed with ECONNRESET.
  server.keepAliveTimeout = 30_000;
  return server;
}
