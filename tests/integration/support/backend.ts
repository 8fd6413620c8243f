import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject, vi } from 'vitest';
import { startBackend, type BackendOptions, type RunningBackend } from '../../../supabase/local/backend';
import { createScratchDatabase } from '../../../supabase/local/scratch-database';
import { clockDoor } from '../../../scripts/clock-door';
import type { Database } from '@/lib/api/database.types';

export interface TestBackend extends RunningBackend {
  /** supabase-js with the public anon key, as the browser has it. */
  anon: SupabaseClient<Database>;
  /** supabase-js with the service-role key, to look at what landed. */
  service: SupabaseClient<Database>;
  sql<Row = Record<string, unknown>>(query: string, params?: unknown[]): Promise<Row[]>;
  /** Moves the database clock (session expiry, lockout, partial-lead age, retries) by `seconds` from real time. */
  setClockOffset(seconds: number): Promise<void>;
  /** Sets one per-address write limit (private.write_limits). */
  setWriteLimit(
    scope: 'lead_write' | 'page_check' | 'report_confirm' | 'booking_sender' | 'booking_mailbox' | 'booking_site_hour' | 'booking_site_day' | 'site_check_day',
    maxWrites: number,
    windowSeconds?: number,
  ): Promise<void>;
  /**
   * Runs the outbox's sender once, as pg_cron's minute sweeper would (everything due), with
   * `only: 'leads'` as the database's wake-up of a new lead does, or with `only: 'morning-email'` as
   * the morning e-mail's job does, and answers its report.
   */
  deliverNotifications(options?: {
    only?: 'leads' | 'morning-email';
  }): Promise<{ claimed: number; sent: number; failed: number; retrying: number; skipped: number }>;
  /** Sets the database clock to `at` (whole seconds); setClockOffset(0) returns to real time. */
  setClock(at: string | Date): Promise<void>;
  /** Runs the weekly reports' scheduled job once, as pg_cron would, and answers its report. */
  sendWeeklyReports(): Promise<WeeklyJobReport>;
}

export interface WeeklyJobReport {
  runs: { claimed: number; measured: number; unreachable: number; queued: number };
  delivery: { claimed: number; sent: number; failed: number; retrying: number; skipped: number };
}

/**
 * A fresh backend for one test file: PGlite in memory, or a new database on the Postgres server in
 * INTEGRATION_DATABASE_URL (dropped again on stop), each its own copy of the database the run
 * migrated once (global-setup.ts). The app's data layer is pointed at it.
 */
export async function startTestBackend(options: Partial<BackendOptions> = {}): Promise<TestBackend> {
  const server = process.env.INTEGRATION_DATABASE_URL;
  const scratch = server ? await createScratchDatabase(server, 'lsg_test', inject('templateDatabase')) : null;
  const databaseUrl = scratch?.url;
  const dropDatabase = async () => scratch?.drop();
  const snapshotFile = inject('pgliteSnapshot');
  const snapshot = !server && snapshotFile ? await openAsBlob(snapshotFile) : undefined;

  // No timers: tests run the outbox's, the morning e-mail's and the weekly reports' jobs themselves, on the clock they set.
  // No wake-up of the sender after a write either, unless a file asks for it
  // (wakeSender: true, as lead-wake-up.test.ts does): files that look at a lead's
  // notification would otherwise race the sender, and every write would cost a run of it.
  // Every test writes from 127.0.0.1: the limits are raised, and the limit tests set their own with SQL.
  const functionEnv = {
    LEAD_WRITE_LIMIT: '100000',
    PAGE_CHECK_LIMIT: '100000',
    REPORT_RECIPIENT_LIMIT: '100000',
    REPORT_RECIPIENT_DAILY_LIMIT: '100000',
    REPORT_CONFIRM_LIMIT: '100000',
    BOOKING_SENDER_LIMIT: '100000',
    BOOKING_SITE_PERCENT: '100000',
    // A lead's e-mail is due at once: only the site-check tests wait for a check (decision 0080).
    SITE_CHECK_EMAIL_WAIT_SECONDS: '0',
    SITE_CHECK_BOOKING_WAIT_SECONDS: '0',
    ...options.functionEnv,
  };
  const backend = await startBackend({
    port: 0,
    dbPort: 0,
    databaseUrl,
    snapshot,
    notificationIntervalMs: 0,
    morningEmailIntervalMs: 0,
    wakeSender: false,
    weeklyReportIntervalMs: 0,
    siteCheckIntervalMs: 0,
    // The test stack's clock door, as the end-to-end backend has it (scripts/test-backend.ts).
    mounts: (database) => [clockDoor(database)],
    // Each function imported on its first call: 0.5-0.7 s less CPU per file's start (decision 0079).
    lazyFunctions: true,
    ...options,
    functionEnv,
  });
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
    setWriteLimit: async (scope, maxWrites, windowSeconds) => {
      await backend.database.query('update private.write_limits set max_writes = $1, window_seconds = coalesce($2, window_seconds) where scope = $3', [
        maxWrites,
        windowSeconds ?? null,
        scope,
      ]);
    },
    deliverNotifications: async (run = {}) => {
      const reply = await fetch(`${backend.url}/functions/v1/send-notifications`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(run.only ? { only: run.only } : {}),
      });
      const body = (await reply.json()) as { delivery: Awaited<ReturnType<TestBackend['deliverNotifications']>> };
      if (!reply.ok) throw new Error(`send-notifications answered ${reply.status}: ${JSON.stringify(body)}`);
      return body.delivery;
    },
    setClock: async (at) => {
      await backend.database.query(
        // Rounded up, so the clock never reads a moment before `at`.
        'update private.clock_settings set offset_seconds = ceil(extract(epoch from ($1::timestamptz - pg_catalog.clock_timestamp())))::integer',
        [new Date(at).toISOString()],
      );
    },
    sendWeeklyReports: async () => {
      const reply = await fetch(`${backend.url}/functions/v1/send-weekly-reports`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body = (await reply.json()) as WeeklyJobReport;
      if (!reply.ok) throw new Error(`send-weekly-reports answered ${reply.status}: ${JSON.stringify(body)}`);
      return body;
    },
    stop: async () => {
      await backend.stop();
      await dropDatabase();
    },
  };
}

export const uniqueEmail = (label = 'lead') => `${label}-${randomBytes(4).toString('hex')}@example.com`;
