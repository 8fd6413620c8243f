import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres } from '../../supabase/local/postgres-server';
import type { LocalDatabase } from '../../supabase/local/database';
import { apiRolePrivileges } from './support/anon-privileges';
import { createPlatformDatabase } from './support/platform-database';

/**
 * A project where pg_cron, pg_net and Vault can be created but nobody has created them: the
 * migrations create them where Supabase has them, with an empty search_path (where
 * `create extension pg_cron` without a schema stopped with 3F000 "no schema has been selected to
 * create in"), and schedule the jobs. docs/decisions/0043-the-hosted-path-in-the-test-run.md
 */
let database: LocalDatabase;

beforeAll(async () => {
  database = await openPostgres(await createPlatformDatabase(process.env.PLATFORM_SERVER_URL!, { createExtensions: false }), '');
});
afterAll(() => database?.close());

it('creates the three extensions in their schemas and schedules the four jobs, the sender under its new name only', async () => {
  expect(await database.query("select extname, extnamespace::regnamespace::text as schema from pg_extension where extname in ('pg_cron', 'pg_net', 'supabase_vault') order by extname")).toEqual([
    { extname: 'pg_cron', schema: 'pg_catalog' },
    { extname: 'pg_net', schema: 'extensions' },
    { extname: 'supabase_vault', schema: 'vault' },
  ]);
  // handle-lead-submission, scheduled by the outbox's migration, was moved to send-notifications by
  // supabase/schemas/05_outbox.sql (docs/decisions/0054-function-boundaries.md).
  expect(await database.query('select jobname, schedule from cron.job order by jobname')).toEqual([
    { jobname: 'check-lead-sites', schedule: '* * * * *' },
    { jobname: 'morning-email', schedule: '*/5 15-19 * * 1-5' },
    { jobname: 'send-notifications', schedule: '* * * * *' },
    { jobname: 'send-weekly-reports', schedule: '*/15 * * * *' },
  ]);
});

it('leaves anon and authenticated no privilege on net, vault, cron or private (pg_net grants its queue and http_post to PUBLIC)', async () => {
  expect(await apiRolePrivileges(database)).toEqual([]);
});
