// Supabase Edge Function entry point (Deno). The logic lives in handler.ts, which the local
// backend runs unchanged in Node.
import { createHandler } from './handler.ts';

Deno.serve(createHandler(Deno.env));
