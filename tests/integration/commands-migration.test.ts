/**
 * The rows stored before commands became calls (docs/decisions/0052-commands-are-calls.md): a
 * database migrated up to the migration before it holds schedules and privacy requests with their
 * arguments in details, as the old triggers made them; applying the new migration moves what
 * details carried to where it belongs, keeps a plan application's answers, and leaves the counters
 * equal to a recount. On PGlite, or on a scratch database of the server in INTEGRATION_DATABASE_URL.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CONSENT } from '@shared/report-consent';
import { freePort } from '../../supabase/local/busy-port';
import type { LocalDatabase } from '../../supabase/local/database';
import { migrate } from '../../supabase/local/migrate';
import { openPglite } from '../../supabase/local/pglite';
import { openPostgres } from '../../supabase/local/postgres-server';
import { createScratchDatabase } from '../../supabase/local/scratch-database';

const migrationsDir = resolve(import.meta.dirname, '../../supabase/migrations');
const options = { dashboardPassword: 'commands-migration-password' };

async function freshDatabase(): Promise<LocalDatabase> {
  const server = process.env.INTEGRATION_DATABASE_URL;
  if (!server) return openPglite({ port: await freePort() });
  const scratch = await createScratchDatabase(server, 'lsg_commands');
  const db = await openPostgres(scratch.url, '');
  return {
    ...db,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

let db: LocalDatabase;
let before: string;

beforeAll(async () => {
  db = await freshDatabase();
  // Every migration up to, not including, the one that made commands calls.
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const cut = files.findIndex((file) => file.endsWith('_commands_are_calls.sql'));
  before = await mkdtemp(join(tmpdir(), 'lsg-before-commands-'));
  for (const file of files.slice(0, cut)) await copyFile(join(migrationsDir, file), join(before, file));
  await migrate(db, { ...options, migrationsDir: before });

  const consent = JSON.stringify({ version: REPORT_CONSENT.version, accepted: true });
  await db.query(
    `insert into public.lsg_leads (id, name, email, website, lead_type, message, details) values
       ('00000000-0000-4000-8000-000000000001', 'Ana Ruiz', 'ana@ruiz.example', 'https://ruiz.example/', 'report_scheduler_complete', 'Weekly SEO report every Tuesday for https://ruiz.example/.',
        jsonb_build_object('report_day', 'tuesday', 'additional_emails', jsonb_build_array('team@ruiz.example'), 'consent', $1::jsonb)),
       ('00000000-0000-4000-8000-000000000002', 'Lee Park', 'lee@park.example', 'https://park.example/', 'report_scheduler_complete', null,
        '{"report_day": "friday", "additional_emails": ["ops@park.example", "x@park.example"]}'),
       ('00000000-0000-4000-8000-000000000003', 'Pat Rivera', 'pat@rivera.example', null, 'privacy_request', null, '{"request": "delete"}'),
       ('00000000-0000-4000-8000-000000000004', 'Sam Carter', 'sam@carter.example', 'https://carter.example/', 'plan_application', 'Growth plan',
        '{"plan": "growth", "goals": "More calls"}')`,
    [consent],
  );
  await db.query("update public.lsg_leads set status = 'contacted', status_changed_at = now() where email = 'pat@rivera.example'");
  await migrate(db, options);
});
afterAll(async () => {
  await db?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

const lead = async (id: string) =>
  (await db.query<{ lead_type: string; details: unknown; message: string | null }>('select lead_type, details, message from public.lsg_leads where id = $1', [id]))[0];

describe('the rows stored before the migration', () => {
  it('a schedule that became a subscription: its arguments are the subscription’s, details cleared', async () => {
    expect(await lead('00000000-0000-4000-8000-000000000001')).toMatchObject({ lead_type: 'report_scheduler_complete', details: null });
    const [subscription] = await db.query<{ report_day: string; consent_version: string; others: string[] }>(
      `select s.report_day, s.consent_version, array_agg(r.email order by r.email) filter (where not r.is_owner) as others
         from private.report_subscriptions s join private.report_recipients r on r.subscription_id = s.id
        where s.lead_id = '00000000-0000-4000-8000-000000000001' group by s.id`,
    );
    expect(subscription).toEqual({ report_day: 'tuesday', consent_version: REPORT_CONSENT.version, others: ['team@ruiz.example'] });
  });

  it('a schedule without consent, never honoured: its day and recipients are in the words staff read', async () => {
    expect(await lead('00000000-0000-4000-8000-000000000002')).toEqual({
      lead_type: 'report_scheduler_complete',
      details: null,
      message: 'Weekly SEO report every Friday for https://park.example/. Also send to: ops@park.example, x@park.example.',
    });
  });

  it('a privacy request: what it asks moved to private.privacy_requests', async () => {
    expect(await lead('00000000-0000-4000-8000-000000000003')).toMatchObject({ lead_type: 'privacy_request', details: null });
    expect(await db.query("select kind from private.privacy_requests where lead_id = '00000000-0000-4000-8000-000000000003'")).toEqual([{ kind: 'delete' }]);
  });

  it('a plan application keeps its answers, which are what it is', async () => {
    expect((await lead('00000000-0000-4000-8000-000000000004'))?.details).toEqual({ plan: 'growth', goals: 'More calls' });
  });

  it('the counters still equal a recount of the leads', async () => {
    const stored = await db.query('select lead_type, status, n::int as n from private.lead_totals where n <> 0 order by 1, 2');
    const recount = await db.query('select lead_type, status, count(*)::int as n from public.lsg_leads group by 1, 2 order by 1, 2');
    expect(stored).toEqual(recount);
    const touched = await db.query<{ n: number }>('select sum(n)::int as n from private.lead_speed_weekly');
    expect(touched[0]!.n).toBe(2);
  });
});
