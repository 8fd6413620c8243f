import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppDatabase } from './app-database';
import { retryOnceWhenBusy } from './retry-when-busy';

/** The Supabase CLI's local defaults, so a fresh clone talks to `npm run dev`'s backend. */
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseConfig = {
  url: import.meta.env.VITE_SUPABASE_URL || LOCAL_URL,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
};

export type Supabase = SupabaseClient<AppDatabase>;

let client: Promise<Supabase> | null = null;

/**
 * The one Supabase client, created on first use: supabase-js (about 50 KB) loads only on pages
 * that send or read data. The site uses no Supabase Auth, so sessions are neither stored nor refreshed.
 * Every call goes through retryOnceWhenBusy: a burst that finds the database API unreachable costs a
 * visitor a second's wait, not the lead (docs/decisions/0047-a-burst-loses-nothing.md).
 */
export function getSupabase(): Promise<Supabase> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<AppDatabase>(supabaseConfig.url, supabaseConfig.anonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
      // A 503 with Retry-After (the API could not reach the database) is sent again once (retry-when-busy.ts).
      global: { fetch: retryOnceWhenBusy() },
    }),
  );
  return client;
}

/** Starts loading the client before it is needed (a form got focus), so the first submit is quick. */
export function warmUpDataClient(): void {
  void getSupabase();
}
