// Just enough of Deno's globals for this project's type checker to read the functions' entry
// points, and the Deno-only harness and tests (scripts/functions/, tests/deno/); Deno itself, and
// Supabase's Deno runtime, provide the real ones.
type DenoServeHandler = (request: Request) => Response | Promise<Response>;

declare const Deno: {
  serve: {
    (handler: DenoServeHandler): unknown;
    /** The form with options, as Deno's: supabase/local/deno/serve-on-port.ts listens on a port of its own through it. */
    (options: { hostname?: string; port?: number; onListen?: (address: { port: number }) => void }, handler: DenoServeHandler): unknown;
  };
  env: { get(name: string): string | undefined };
  /** A file of the function, such as a static file its config.toml entry lists. */
  readFile(path: string | URL): Promise<Uint8Array>;
  exit(code?: number): never;
  test(name: string, fn: () => void | Promise<void>): void;
};
