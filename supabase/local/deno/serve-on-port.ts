/**
 * Preloaded under Deno before a function's index.ts when the functions are served by Deno
 * (functions-under-deno.ts). Supabase's Edge Runtime gives each function's `Deno.serve` handler its
 * own requests; here `Deno.serve` listens on a loopback port of its own (LOCAL_FUNCTION_PORT, 0 for
 * any free one) and prints it, so the host knows when, and where, the function answers. The entry
 * point itself runs unchanged: its import map, its npm packages, `createHandler(Deno.env)`.
 */
type ServeWithOptions = (
  options: { hostname: string; port: number; onListen: (address: { port: number }) => void },
  handler: (request: Request) => Response | Promise<Response>,
) => unknown;

const serveWithOptions = Deno.serve as unknown as ServeWithOptions;
Deno.serve = (handler) =>
  serveWithOptions(
    {
      hostname: '127.0.0.1',
      port: Number(Deno.env.get('LOCAL_FUNCTION_PORT') ?? 0),
      onListen: ({ port }) => console.log(`listening on port ${port}`),
    },
    handler,
  );
