/**
 * Preloaded under Deno before a function's index.ts by scripts/functions/check-deno.ts. It stands in
 * for Deno.serve, so the entry point loads exactly as deployed (its import map, its npm: packages,
 * createHandler(Deno.env)) and the handler it hands over answers three requests without a port or
 * a database: a preflight (200 with CORS), a GET (405) and a POST that is refused before any
 * database call (400 or 403); or, for a function read with GET (calls-feed, a calendar feed), a GET
 * without its token refused before any database call (404) and a POST (405). It prints what it got, as one JSON line (check-deno.ts fails a load
 * that prints none: index.ts never called Deno.serve), and exits 0 only when all three are right.
 * No timers here: Deno finishes a preloaded module's pending work before it loads the main module.
 */
function serveStub(handler: DenoServeHandler): unknown;
function serveStub(options: object, handler: DenoServeHandler): unknown;
function serveStub(...args: [DenoServeHandler] | [object, DenoServeHandler]): unknown {
  const handler = args.length === 1 ? args[0] : args[1];
  queueMicrotask(async () => {
    try {
      const url = 'http://functions.local/';
      const preflight = await handler(new Request(url, { method: 'OPTIONS' }));
      const wrongMethod = await handler(new Request(url, { method: 'GET' }));
      const badRequest = await handler(new Request(url, { method: 'POST', body: '{not json', headers: { 'Content-Type': 'application/json' } }));
      const seen = {
        preflight: preflight.status,
        cors: preflight.headers.get('access-control-allow-origin'),
        get: wrongMethod.status,
        post: badRequest.status,
        postBody: badRequest.headers.get('content-type')?.startsWith('application/json') ? await badRequest.json() : await badRequest.text(),
      };
      console.log(JSON.stringify(seen));
      const posted = seen.get === 405 && (seen.post === 400 || seen.post === 403);
      const read = seen.get === 404 && seen.post === 405;
      const right = seen.preflight === 200 && seen.cors === '*' && (posted || read);
      Deno.exit(right ? 0 : 1);
    } catch (error) {
      console.error(error);
      Deno.exit(1);
    }
  });
  return {};
}
Deno.serve = serveStub;
