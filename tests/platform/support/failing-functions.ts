/**
 * What pg_net reaches as the project's URL in the platform run: a pass-through to the local gateway
 * that can make every edge function answer 500 for a while, as a deployed function does when it
 * crashes or its platform has an outage. The database's wake-up and the cron jobs then meet the
 * failure, and the outbox must still send each e-mail once the functions recover. It also notes each
 * call as it arrives (when, and the headers and body pg_net sent), so the tests can read the request pg_net
 * made and the inbox bench can time the hop from pg_net to the functions (decision 0077).
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call pg_net made to an edge function: when it arrived (Date.now()) and what it carried. */
export interface FunctionCall {
  path: string;
  arrivedAt: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as text once it has all come, empty until then (the first MAX_BODY_NOTED characters). */
  body: string;
}

const MAX_BODY_NOTED = 4096;

/** The newest calls kept: enough for a test or a bench run, bounded for a long one. */
const CALLS_KEPT = 200;

export interface FailingFunctions {
  url: string;
  /** The calls to /functions/v1/ so far, oldest first (the newest CALLS_KEPT). */
  calls(): FunctionCall[];
  /** Points the pass-through at the gateway, once it runs. */
  target(gatewayUrl: string): void;
  setFailing(failing: boolean): void;
  stop(): Promise<void>;
}

export async function startFailingFunctions(): Promise<FailingFunctions> {
  let gateway: URL | undefined;
  let failing = false;
  const calls: FunctionCall[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url?.startsWith('/functions/v1/')) {
      const call: FunctionCall = { path: incoming.url, arrivedAt: Date.now(), headers: { ...incoming.headers }, body: '' };
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => (call.body = Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY_NOTED)));
      calls.push(call);
      if (calls.length > CALLS_KEPT) calls.shift();
    }
    if (!gateway) return outgoing.writeHead(503).end();
    if (failing && incoming.url?.startsWith('/functions/v1/')) {
      incoming.resume();
      return outgoing.writeHead(500, { 'Content-Type': 'application/json' }).end('{"code":"WORKER_ERROR","message":"Function exited due to an error"}');
    }
    // The gateway answers only requests addressed to itself (its Host check, decision 0027).
    const headers = { ...incoming.headers, host: gateway.host };
    const proxied = forward({ host: gateway.hostname, port: gateway.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    proxied.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(proxied);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => [...calls],
    target: (gatewayUrl) => (gateway = new URL(gatewayUrl)),
    setFailing: (next) => (failing = next),
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
