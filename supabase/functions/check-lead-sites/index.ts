// Supabase Edge Function entry point (Deno). The logic lives in handler.ts, which the local
// backend runs unchanged in Node. Where the runtime keeps a run alive after the answer
// (EdgeRuntime.waitUntil), pg_net's call is answered at once and the pages are checked after it.
import { createHandler } from './handler.ts';

/** Supabase's Edge Runtime global; absent under plain Deno (read by name: Deno's types do not declare it). */
const edgeRuntime = Reflect.get(globalThis, 'EdgeRuntime') as { waitUntil(run: Promise<unknown>): void } | undefined;
Deno.serve(createHandler(Deno.env, {}, fetch, edgeRuntime ? (run) => edgeRuntime.waitUntil(run) : undefined));
