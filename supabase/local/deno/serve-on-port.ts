/**
 * Preloaded under Deno before a function's index.ts when the functions are served by Deno
 * (functions-under-deno.ts). Supabase's Edge Runtime gives each function's `Deno.serve` handler its
 * own requests; here `Deno.serve` listens on a loopback port of its own (LOCAL_FUNCTION_PORT, 0 for
 * any free one) and prints it, so the host knows when, and where, the function answers. The entry
 * point itself runs unchanged: its import map, its npm packages, `createHandler(Deno.env)`.
 */
/** Deno's own, kept before it is replaced: the options form listens where the host asks. */
const denoServe = Deno.serve;

function serveOnPort(handler: DenoServeHandler): unknown;
function serveOnPort(options: object, handler: DenoServeHandler): unknown;
function serveOnPort(...args: [DenoServeHandler] | [object, DenoServeHandler]): unknown {
  // An entry point hands over its handler alone (Supabase's form); options it gave would give way to the port's.
  const handler = args.length === 1 ? args[0] : args[1];
  return denoServe(
    {
      hostname: '127.0.0.1',
      port: Number(Deno.env.get('LOCAL_FUNCTION_PORT') ?? 0),
      onListen: ({ port }) => console.log(`listening on port ${port}`),
    },
    handler,
  );
}
Deno.serve = serveOnPort;

// Supabase's Edge Runtime keeps a function's worker alive for a promise given to EdgeRuntime.waitUntil
// after its answer; a plain Deno server runs such a promise on by itself, so the platform stack's
// stand-in only has to exist for the entry points that look for it (check-lead-sites).
if (!Reflect.has(globalThis, 'EdgeRuntime')) Reflect.set(globalThis, 'EdgeRuntime', { waitUntil: () => undefined });
