/**
 * The edge functions as the local gateway runs them: every folder of supabase/functions with a
 * handler.ts, and which of them supabase/config.toml lets run without a JWT.
 */
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FunctionHandler } from './gateway-functions';

/**
 * Every folder of supabase/functions with a handler.ts, as `name -> handler`. By default each module
 * is imported here, so a function that cannot be imported stops the backend's start (`npm run dev`,
 * `npm run backend`, the end-to-end stacks). `lazy` imports each on its first request instead: the
 * integration tests start a backend per file and most files call one or two functions, while
 * importing all of them (jsPDF with the weekly report) cost about 0.5 s of CPU per file (decision 0079).
 */
export async function loadFunctions(env: Record<string, string | undefined>, options: { lazy?: boolean } = {}): Promise<Map<string, FunctionHandler>> {
  const dir = resolve(import.meta.dirname, '../functions');
  const handlers = new Map<string, FunctionHandler>();
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const load = async () => {
      const module = (await import(pathToFileURL(resolve(dir, entry.name, 'handler.ts')).href)) as {
        createHandler: (env: { get(name: string): string | undefined }) => FunctionHandler;
      };
      return module.createHandler({ get: (name) => env[name] });
    };
    if (!options.lazy) {
      handlers.set(entry.name, await load());
      continue;
    }
    // One import for every request that comes before it has finished.
    let loading: Promise<FunctionHandler> | undefined;
    handlers.set(entry.name, async (request) => (await (loading ??= load()))(request));
  }
  return handlers;
}

/** The functions supabase/config.toml marks `verify_jwt = false`: the gateway runs them without a JWT, as Supabase does. */
export async function publicFunctions(): Promise<Set<string>> {
  const config = await readFile(resolve(import.meta.dirname, '../config.toml'), 'utf8');
  const names = new Set<string>();
  for (const section of config.split(/^(?=\[)/m)) {
    const name = /^\[functions\.([\w-]+)\]/.exec(section)?.[1];
    if (name && /^\s*verify_jwt\s*=\s*false\s*$/m.test(section)) names.add(name);
  }
  return names;
}
