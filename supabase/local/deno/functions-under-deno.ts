/**
 * The edge functions served by Deno, as Supabase's Edge Runtime (built on Deno) serves them: one Deno
 * process per folder of supabase/functions, running its index.ts with its own import map and lock
 * file (`--frozen`), the permissions a deployed function has (network, environment, its static files) and the
 * secrets in `env`. Each answers the gateway's /functions/v1/<name> through a handler that forwards
 * the request to its port, so the gateway's JWT check, CORS and client-address headers stay the
 * same as for the functions the dev stack runs in Node (docs/decisions/0043-the-hosted-path-in-the-test-run.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { deployableFunctions, readPermission } from '../function-folders';
import type { FunctionHandler } from '../gateway-functions';
import { denoCommand, denoEnv, repositoryRoot } from './deno-command';

/** The first start may download each function's npm packages into Deno's cache. */
const START_TIMEOUT_MS = 120_000;
/** Headers that belong to the gateway's own connection, not the forwarded request. */
const HOP_HEADERS = ['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'accept-encoding'];

export interface DenoFunctions {
  functions: Map<string, FunctionHandler>;
  stop(): Promise<void>;
}

/**
 * Forwards a request to a function's port, as it reached the gateway (path, query, method, headers,
 * body), on a connection of its own: a pooled keep-alive connection that Deno has just closed
 * fails the request ("other side closed") instead of retrying it, and a POST must not be sent twice.
 */
function forwardTo(port: number): FunctionHandler {
  return async (incoming) => {
    const url = new URL(incoming.url);
    const headers = new Headers(incoming.headers);
    for (const name of HOP_HEADERS) headers.delete(name);
    const body = incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : Buffer.from(await incoming.arrayBuffer());
    return new Promise((done, fail) => {
      const outgoing = request(
        { host: '127.0.0.1', port, method: incoming.method, path: `${url.pathname}${url.search}`, headers: Object.fromEntries(headers), agent: false },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', fail);
          answer.on('end', () => {
            const replyHeaders = new Headers();
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value !== undefined && !HOP_HEADERS.includes(name)) replyHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            done(new Response(chunks.length ? Buffer.concat(chunks) : null, { status: answer.statusCode ?? 502, headers: replyHeaders }));
          });
        },
      );
      outgoing.on('error', fail);
      outgoing.end(body);
    });
  };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Starts one function under Deno and answers its port once it listens; a start that fails says why, with Deno's output. */
function startFunction(name: string, env: Record<string, string | undefined>, log: (message: string) => void, children: ChildProcess[]): Promise<number> {
  const [command, prefix] = denoCommand;
  const dir = join('supabase', 'functions', name);
  const args = [
    ...prefix,
    'run',
    '--frozen',
    '--config',
    join(dir, 'deno.json'),
    '--no-prompt',
    '--allow-net',
    '--allow-env',
    // Deno's node:tls reads the system's certificate authorities through it (analyze-page's HTTPS checks).
    '--allow-sys',
    ...readPermission(name),
    '--preload',
    'supabase/local/deno/serve-on-port.ts',
    join(dir, 'index.ts'),
  ];
  const child = spawn(command, args, { cwd: repositoryRoot, env: denoEnv({ ...env, LOCAL_FUNCTION_PORT: '0' }), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start under Deno within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    let listening = false;
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const port = /listening on port (\d+)/.exec(chunk)?.[1];
      if (!listening && port) {
        listening = true;
        clearTimeout(timer);
        done(Number(port));
        return;
      }
      if (listening) log(`${name}: ${chunk.trimEnd()}`);
      else output += chunk;
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (listening ? log(`${name}: ${chunk.trimEnd()}`) : (output += chunk)));
    child.once('error', (error) => fail(new Error(`Deno could not start ${name}: ${error.message}`)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!listening) fail(new Error(`${name} exited with ${code} under Deno before it listened:\n${output}`));
      // A stop sends SIGTERM (no exit code); anything else is the function failing.
      else if (code !== null) log(`${name} exited with ${code} under Deno.`);
    });
  });
}

/** Serves every function under Deno with `env` (what `supabase secrets set` and the platform give a deployed function). */
export async function serveFunctionsUnderDeno(env: Record<string, string | undefined>, log: (message: string) => void): Promise<DenoFunctions> {
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
  };
  try {
    const names = deployableFunctions();
    const ports = await Promise.all(names.map((name) => startFunction(name, env, log, children)));
    return { functions: new Map(names.map((name, index) => [name, forwardTo(ports[index]!)])), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
