// Supabase Edge Function entry point (Deno). The logic lives in handler.ts, which the local
// backend runs unchanged in Node. Where the runtime keeps a run alive after the answer
// (EdgeRuntime.waitUntil), pg_net's call is answered at once and the pages are checked after it.
import { createHandler } from './handler.ts';

const edgeRuntime = globalThis.EdgeRuntime;
Deno.serve(createHandler(Deno.env, {}, fetch, edgeRuntime ? (run) => edgeRuntime.waitUntil(run) : undefined));
