/**
 * The edge functions as the local gateway runs them: every folder of supabase/functions with a
 * handler.ts, and which of them supabase/config.toml lets run without a JWT.
 */
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FunctionHandler } from './gateway-functions';

/** Every folder of supabase/functions with a handler.ts, loaded as `name -> handler`. */
export async function loadFunctions(env: Record<string, string | undefined>): Promise<Map<string, FunctionHandler>> {
  const dir = resolve(import.meta.dirname, '../functions');
  const handlers = new Map<string, FunctionHandler>();
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const module = (await import(pathToFileURL(resolve(dir, entry.name, 'handler.ts')).href)) as {
      createHandler: (env: { get(name: string): string | undefined }) => FunctionHandler;
    };
    handlers.set(entry.name, module.createHandler({ get: (name) => env[name] }));
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
