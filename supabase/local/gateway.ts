/**
 * A small Node server standing where Supabase's API gateway stands (http://127.0.0.1:54321):
 * /rest/v1/* goes to PostgREST (gateway-postgrest.ts), /functions/v1/<name> runs
 * supabase/functions/<name> in this process (gateway-functions.ts). Like Supabase it checks the
 * apikey header, answers CORS, and verifies the JWT for functions (except those supabase/config.toml
 * marks `verify_jwt = false`). Only here, for development and tests, it mounts local doors before
 * those routes: /inbox, the local e-mail inbox (inbox.ts), and whatever its caller adds (the test
 * stack's /_local/clock, scripts/clock-door.ts).
 * No request can stop it: bodies are capped in size and JSON in depth, query strings must be UTF-8
 * and are capped in nesting (request-guards.ts), a request line that is not a URL gets a 400, and
 * any other failure is logged with the request's id (its secrets redacted: loggable-url.ts) and answered, never thrown. It answers only a
 * Host naming this machine at its own port (421 otherwise): a DNS-rebinding page cannot talk to it
 * (docs/decisions/0027-local-backend-host-and-origin.md). After a successful write through PostgREST
 * it tells the backend (`afterWrite`), which wakes the notification sender (sender-wake-up.ts).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { runFunction, type FunctionRoutes } from './gateway-functions';
import { corsHeaders, sendJson } from './gateway-http';
import { proxyToPostgrest } from './gateway-postgrest';
import { loggableUrl } from './loggable-url';
import type { LoginGate } from './login-gate';
import { assertAcceptableQuery, isLocalHost, parseRequestUrl, RefusedRequest } from './request-guards';

/** A door of the local stack only (the inbox, the test clock), asked before the API's routes. */
export interface GatewayMount {
  matches(pathname: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void>;
}

export interface GatewayOptions extends FunctionRoutes {
  postgrestUrl: string;
  apiKeys: string[];
  /**
   * Trust X-Real-IP and X-Forwarded-For from a proxy on this machine (for a local reverse proxy in
   * front of the gateway). Off by default: like Supabase's gateway, the gateway then writes both
   * headers itself from the socket, and whatever the caller sent is replaced.
   */
  trustLocalProxy?: boolean;
  /** The local doors, in the order they are asked. */
  mounts?: readonly GatewayMount[];
  /**
   * Called after a write through PostgREST (POST, PATCH, PUT or DELETE under /rest/v1, RPCs
   * included) was answered with a 2xx, with its path under /rest/v1: the local backend wakes the
   * notification sender there (sender-wake-up.ts), as pg_net does after the commit on hosted Supabase.
   */
  afterWrite?: () => void;
  /** On PGlite, one login check at a time reaches its one connection (login-gate.ts). */
  loginGate?: LoginGate;
}

async function route(options: GatewayOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // Before anything else: a request for another host (a DNS-rebinding page sends its own domain).
  const port = request.socket.localPort;
  if (!isLocalHost(request.headers.host, port)) {
    throw new RefusedRequest(421, `This is the local Supabase API: it answers only at http://127.0.0.1:${port} or http://localhost:${port}.`);
  }
  const url = parseRequestUrl(request.url);
  assertAcceptableQuery(url);
  const mount = options.mounts?.find((candidate) => candidate.matches(url.pathname));
  if (mount) return mount.handle(request, response, url.pathname);
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
    if (await options.loginGate?.refuses(request.method, restPath[1] ?? '/', response)) return;
    return proxyToPostgrest(options, request, response, restPath[1] ?? '/', url.search);
  }
  return runFunction(options, request, response, url, functionName!);
}

/** The answer to a request that failed: its own 4xx for a refusal, otherwise a logged 500 with the id. */
function answerFailure(request: IncomingMessage, response: ServerResponse, requestId: string, error: unknown): void {
  if (!(error instanceof RefusedRequest)) console.error(`Gateway request ${requestId} (${request.method} ${loggableUrl(request.url)}) failed:`, error);
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
