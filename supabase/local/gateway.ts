/**
 * A small Node server standing where Supabase's API gateway stands (http://127.0.0.1:54321):
 * /rest/v1/* goes to PostgREST, /functions/v1/<name> runs supabase/functions/<name> in this process.
 * Like Supabase it checks the apikey header, answers CORS, and verifies the JWT for functions.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { verifyJwt } from './keys';

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
 * a local proxy's values kept. docs/decisions/0008-limits-in-the-database.md
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

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function proxyToPostgrest(options: GatewayOptions, request: IncomingMessage, response: ServerResponse, path: string): void {
  const target = new URL(path, options.postgrestUrl);
  const headers = { ...request.headers, host: target.host, ...clientAddressHeaders(request, options.trustLocalProxy) };
  if (!headers.authorization && typeof request.headers.apikey === 'string') headers.authorization = `Bearer ${request.headers.apikey}`;
  const upstream = httpRequest(target, { method: request.method, headers }, (reply) => {
    // PostgREST answers CORS itself; the gateway's headers replace its own, as Supabase's gateway does.
    const replyHeaders = Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !name.startsWith('access-control-')));
    response.writeHead(reply.statusCode ?? 502, { ...replyHeaders, ...corsHeaders });
    reply.pipe(response);
  });
  upstream.on('error', (error) => sendJson(response, 502, { message: `The database API is unavailable: ${error.message}` }));
  request.pipe(upstream);
}

async function runFunction(options: GatewayOptions, request: IncomingMessage, response: ServerResponse, name: string): Promise<void> {
  const handler = options.functions.get(name);
  if (!handler) return sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  if (request.method !== 'OPTIONS') {
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
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await readBody(request));
  const webRequest = new Request(`http://${request.headers.host ?? 'localhost'}${request.url}`, {
    method: request.method,
    headers,
    body,
  });
  let reply: Response;
  try {
    reply = await handler(webRequest);
  } catch (error) {
    console.error(`Function ${name} threw`, error);
    return sendJson(response, 500, { error: 'The function failed.' });
  }
  response.writeHead(reply.status, Object.fromEntries(reply.headers));
  response.end(Buffer.from(await reply.arrayBuffer()));
}

export function createGateway(options: GatewayOptions): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    const restPath = url.pathname.match(/^\/rest\/v1(\/.*)?$/);
    const functionName = url.pathname.match(/^\/functions\/v1\/([\w-]+)\/?$/)?.[1];

    if (!restPath && !functionName) return sendJson(response, 404, { message: 'no Route matched with those values' });
    if (restPath && request.method === 'OPTIONS') {
      response.writeHead(200, corsHeaders);
      return response.end();
    }
    if (restPath) {
      const apikey = request.headers.apikey ?? url.searchParams.get('apikey');
      if (typeof apikey !== 'string' || !options.apiKeys.includes(apikey)) {
        return sendJson(response, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      }
      return proxyToPostgrest(options, request, response, `${restPath[1] ?? '/'}${url.search}`);
    }
    void runFunction(options, request, response, functionName!);
  });
}
