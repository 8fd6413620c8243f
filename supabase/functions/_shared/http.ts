/** CORS and JSON helpers for edge functions (the browser calls them from the site's own origin). */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * The caller's address as the platform vouches for it: the header named by CLIENT_ADDRESS_HEADER
 * (X-Real-IP, which Supabase's gateway sets, unless configured otherwise), and of a list its
 * rightmost entry, the hop the platform's own proxy appended. Never the leftmost X-Forwarded-For
 * entry, which the caller writes. docs/decisions/0007-trusted-client-address.md
 */
export function clientAddress(request: Request, env: FunctionEnv): string {
  const header = env.get('CLIENT_ADDRESS_HEADER')?.trim().toLowerCase() || 'x-real-ip';
  return request.headers.get(header)?.split(',').at(-1)?.trim() || 'unknown';
}

/** Reads a function's settings: Deno.env on Supabase, process.env in the local gateway. */
export interface FunctionEnv {
  get(name: string): string | undefined;
}
