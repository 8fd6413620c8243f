import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { vi } from 'vitest';
import { startBackend, type BackendOptions, type RunningBackend } from '../../../supabase/local/backend';
import { createScratchDatabase } from '../../../supabase/local/database';
import type { Database } from '@/lib/api/database.types';

export interface TestBackend extends RunningBackend {
  /** supabase-js with the public anon key, as the browser has it. */
  anon: SupabaseClient<Database>;
  /** supabase-js with the service-role key, to look at what landed. */
  service: SupabaseClient<Database>;
  sql<Row = Record<string, unknown>>(query: string, params?: unknown[]): Promise<Row[]>;
  /** Moves the database clock (session expiry, lockout, partial-lead age) by `seconds` from real time. */
  setClockOffset(seconds: number): Promise<void>;
}

/**
 * A fresh backend for one test file: PGlite in memory, or a new database on the Postgres server in
 * INTEGRATION_DATABASE_URL (dropped again on stop). The app's data layer is pointed at it.
 */
export async function startTestBackend(options: Partial<BackendOptions> = {}): Promise<TestBackend> {
  const server = process.env.INTEGRATION_DATABASE_URL;
  const scratch = server ? await createScratchDatabase(server, 'lsg_test') : null;
  const databaseUrl = scratch?.url;
  const dropDatabase = async () => scratch?.drop();

  const backend = await startBackend({ port: 0, dbPort: 0, databaseUrl, ...options });
  vi.stubEnv('VITE_SUPABASE_URL', backend.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', backend.anonKey);
  const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };
  return {
    ...backend,
    anon: createClient<Database>(backend.url, backend.anonKey, clientOptions),
    service: createClient<Database>(backend.url, backend.serviceRoleKey, clientOptions),
    sql: (query, params) => backend.database.query(query, params),
    setClockOffset: async (seconds) => {
      await backend.database.query('update private.clock_settings set offset_seconds = $1', [seconds]);
    },
    stop: async () => {
      await backend.stop();
      await dropDatabase();
    },
  };
}

export const uniqueEmail = (label = 'lead') => `${label}-${randomBytes(4).toString('hex')}@example.com`;
