// Just enough of Deno's globals for this project's type checker to read the functions' entry
// points; Supabase's Deno runtime provides the real ones.
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};
