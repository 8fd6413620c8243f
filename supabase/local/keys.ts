import { createHmac, timingSafeEqual } from 'node:crypto';
import { isJsonObject } from '../functions/_shared/json-object';

/**
 * The Supabase CLI's well-known local JWT secret and the anon and service-role keys signed with it,
 * so one .env works against this backend and against `supabase start`. None of this is secret.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function signJwt(payload: Record<string, unknown>, secret = LOCAL_JWT_SECRET): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** The claims of a token signed with `secret`, or null when the signature or expiry is wrong. */
export function verifyJwt(token: string, secret = LOCAL_JWT_SECRET): Record<string, unknown> | null {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    // Signed by us, so an object; a token whose claims are not one is no token of ours.
    if (!isJsonObject(claims)) return null;
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
    return claims;
  } catch {
    return null;
  }
}

// Key order matters: these reproduce the CLI's published keys byte for byte.
export const LOCAL_ANON_KEY = signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 });
export const LOCAL_SERVICE_ROLE_KEY = signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });
