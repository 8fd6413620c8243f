/**
 * Supabase's key kinds, told apart without trusting the key: read by the build's key check
 * (scripts/supabase-env-plugin.ts) and by `npm run vault:set-service-key`. A module of its own so
 * that the operator command does not load Vite.
 */

/**
 * What a key pasted as VITE_SUPABASE_ANON_KEY is, read without trusting it: Supabase's publishable
 * key (`sb_publishable_…`), its secret key (`sb_secret_…`), or a legacy JWT with the role it carries.
 * Everything in the built site is public, so only an anon or publishable key may be in it: a
 * service-role or secret key would let every visitor past every policy (issue 60).
 */
export function keyRole(key: string): string | null {
  if (/^sb_publishable_[A-Za-z0-9_-]{8,}$/.test(key)) return 'publishable';
  if (key.startsWith('sb_secret_')) return 'secret';
  const [, payload] = key.split('.');
  if (key.split('.').length !== 3 || !payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const role = typeof claims === 'object' && claims !== null && 'role' in claims ? claims.role : null;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}
