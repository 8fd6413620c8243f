import { describe, expect, it } from 'vitest';
import { supabaseEnvProblem } from '../../scripts/supabase-env-plugin';

const key = 'eyJhbGciOiJIUzI1NiJ9.anon.key';

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
});
