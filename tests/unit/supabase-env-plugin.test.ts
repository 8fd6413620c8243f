import { describe, expect, it } from 'vitest';
import { supabaseEnvProblem } from '../../scripts/supabase-env-plugin';

/** A JWT with these claims, as Supabase's legacy keys are (the signature is not checked by the build). */
const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;
const key = jwt({ iss: 'supabase', ref: 'abc', role: 'anon' });
const hosted = 'https://abc.supabase.co';

describe('a production build names its Supabase project', () => {
  it('refuses a build with no URL or no anon key, naming what is missing', () => {
    expect(supabaseEnvProblem({}, false)).toMatch(/^VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set\./);
    expect(supabaseEnvProblem({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: '  ' }, false)).toMatch(
      /^VITE_SUPABASE_ANON_KEY is not set\./,
    );
  });

  it('refuses a URL on this machine unless the build is for the local stack on purpose', () => {
    for (const url of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321', 'http://api.localhost']) {
      expect(supabaseEnvProblem({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key }, false), url).toMatch(/points at this machine/);
    }
    expect(supabaseEnvProblem({}, true)).toBeNull();
  });

  it('refuses what is not a URL, and accepts a hosted project', () => {
    expect(supabaseEnvProblem({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: key }, false)).toMatch(/is not a URL/);
    expect(supabaseEnvProblem({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: key }, false)).toBeNull();
  });

  it('refuses a key that must not ship: the service-role or secret key, or anything that is not an anon key', () => {
    const problem = (anonKey: string, local = false) => supabaseEnvProblem({ VITE_SUPABASE_URL: hosted, VITE_SUPABASE_ANON_KEY: anonKey }, local);
    expect(problem(jwt({ iss: 'supabase', ref: 'abc', role: 'service_role' }))).toMatch(/service-role key, which bypasses every security rule/);
    expect(problem('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz')).toMatch(/secret key, which bypasses every security rule/);
    expect(problem('not-a-key')).toMatch(/is not an anon key/);
    expect(problem(jwt({ role: 'authenticated' }))).toMatch(/its role is authenticated/);
    expect(problem(jwt({ role: 'service_role' }), true)).toMatch(/bypasses every security rule/);
    expect(problem('sb_publishable_ZaZ2OLa2v4yDLf4ZWb7Asg_XTY3pIgm')).toBeNull();
    expect(problem(key)).toBeNull();
  });

  it('refuses a project URL that is not https; loopback only for the local stack', () => {
    expect(supabaseEnvProblem({ VITE_SUPABASE_URL: 'http://abc.supabase.co', VITE_SUPABASE_ANON_KEY: key }, false)).toMatch(/must be https/);
    expect(supabaseEnvProblem({ VITE_SUPABASE_URL: 'http://abc.supabase.co', VITE_SUPABASE_ANON_KEY: key }, true)).toMatch(/must be https/);
    expect(supabaseEnvProblem({ VITE_SUPABASE_URL: 'http://127.0.0.1:54331', VITE_SUPABASE_ANON_KEY: key }, true)).toBeNull();
  });
});
