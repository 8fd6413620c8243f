/** What every answer of the local gateway shares: Supabase's CORS headers, JSON replies, and bodies read under the caps. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { assertAcceptableBody, readCappedBody } from './request-guards';

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, x-supabase-api-version, x-region, x-lead-honeypot',
  'Access-Control-Expose-Headers': 'content-range, content-location, location, x-total-count',
  'Access-Control-Max-Age': '86400',
};

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...corsHeaders, 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const hasBody = (method: string | undefined) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** The body, read in full before anything is forwarded, so the caps hold before PostgREST or PGlite sees a byte. */
export async function checkedBody(request: IncomingMessage, allowForms = false): Promise<Buffer | undefined> {
  if (!hasBody(request.method)) return undefined;
  const body = await readCappedBody(request);
  assertAcceptableBody(body, request.headers['content-type'], undefined, allowForms);
  return body;
}
