/**
 * Helpers for the functions' Deno tests (run by scripts/functions/check-deno.ts, never by vitest).
 * Node builtins only, so each test runs under its function's import map with nothing added to its
 * lock file.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in database answers for one database function: a status and a JSON body. */
export type RpcReply = { status: number; body?: unknown };

/**
 * A stand-in for PostgREST's /rest/v1/rpc/<name>, so a handler's supabase-js client gets real HTTP
 * answers without a database: each call is recorded, and answered by `replies[name]` (204 when unset).
 */
export async function startFakeDatabase(replies: Record<string, RpcReply> = {}) {
  const calls: string[] = [];
  /** The arguments of each call, in the same order as `calls` (the JSON body, or the raw text). */
  const args: unknown[] = [];
  const server: Server = createServer((request, response) => {
    const name = /\/rest\/v1\/rpc\/([\w]+)/.exec(request.url ?? '')?.[1] ?? request.url ?? '';
    calls.push(name);
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      try {
        args.push(raw ? JSON.parse(raw) : undefined);
      } catch {
        args.push(raw);
      }
      const reply = replies[name] ?? { status: 204 };
      if (reply.body === undefined) {
        response.writeHead(reply.status).end();
      } else {
        response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    args,
    replies,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Sends one request to a handler and reads its JSON answer. */
export async function call(
  handler: (request: Request) => Promise<Response>,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const response = await handler(new Request('http://functions.local/fn', { method: init.method ?? 'POST', body, headers: init.headers }));
  const text = await response.text();
  return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, headers: response.headers };
}

/** Runs `fn` with the fake database, and closes it whatever happens. */
export async function withFakeDatabase<T>(replies: Record<string, RpcReply>, fn: (database: Awaited<ReturnType<typeof startFakeDatabase>>) => Promise<T>) {
  const database = await startFakeDatabase(replies);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}
