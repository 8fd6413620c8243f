/**
 * The dashboard's calls at scale (issues 19 and 39): median of repeated calls through PostgREST and
 * supabase-js, with the staff token, on two shapes of data (scale-shapes.ts), at 1,000,000 leads on
 * a Postgres server and 100,000 on PGlite. Budget: 100 ms median per call. `--leads=N` changes the
 * Postgres server's count, `--shape=synthetic|realistic` runs one shape, `--no-pglite` skips PGlite, `--calls=A,B` times only
 * the calls whose label holds one of the texts (`--calls=sources,summary`: the Sources view's, and the
 * header's totals to compare with on a loaded machine).
 */
import '../../supabase/local/websocket-polyfill';
import { createClient } from '@supabase/supabase-js';
import { startBackend, type RunningBackend } from '../../supabase/local/backend';
import { createScratchDatabase } from '../../supabase/local/scratch-database';
import { postgresServer } from './postgres-server';
import { median } from './median';
import { scaleCalls } from './scale-calls';
import { realisticShape, syntheticShape, type ScaleShape } from './scale-shapes';

const RUNS = 9;
const BUDGET_MS = 100;

/**
 * The notification queue is left out: the bench measures the dashboard, not a million e-mails. The
 * table's indexes (all but the primary key) are dropped for the insert and built again from their
 * own definitions: with 35 of them, inserting a million leads into the indexes row by row took over
 * 25 minutes on two shared cores, and building them afterwards a few. The counters' triggers stay.
 */
/**
 * Speed to lead (docs/decisions/0040-speed-to-lead.md): every lead the shape seeded past New was
 * first touched up to two days after it arrived (repeatable, from its arrival time), with its office
 * time, as the status trigger would have stamped it; the weekly histogram's trigger counts them.
 */
const FIRST_TOUCHES = `
    update public.lsg_leads l
       set first_touched_at = t.at, first_touch_office_seconds = private.office_seconds(l.created_at, t.at)
      from (select id, created_at + make_interval(secs => abs(hashint8(extract(epoch from created_at)::bigint)) % 172800) as at
              from public.lsg_leads where status <> 'new') t
     where t.id = l.id`;

async function seed(backend: RunningBackend, shape: ScaleShape, count: number): Promise<number> {
  const started = performance.now();
  await backend.database.exec(`
    create temporary table bench_lead_indexes as
      select indexname, indexdef from pg_indexes
       where schemaname = 'public' and tablename = 'lsg_leads' and indexname <> 'lsg_leads_pkey';
    do $$ declare name text; begin
      for name in select indexname from bench_lead_indexes loop execute format('drop index public.%I', name); end loop;
    end $$;
    alter table public.lsg_leads disable trigger lsg_leads_queue_notification;
    ${shape.insert(count)};
    ${FIRST_TOUCHES};
    alter table public.lsg_leads enable trigger lsg_leads_queue_notification;
    do $$ declare definition text; begin
      for definition in select indexdef from bench_lead_indexes loop execute definition; end loop;
    end $$;
    drop table bench_lead_indexes;
    analyze public.lsg_leads;`);
  return (performance.now() - started) / 1000;
}

async function measure(backend: RunningBackend, shape: ScaleShape, count: number) {
  const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { data: token } = await anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Bench' });
  // One listed lead's address, from deep in the list (untimed).
  const [lead] = await backend.database.query<{ email: string }>(
    `select email from public.lsg_leads where status <> 'spam' order by created_at desc, id desc offset ${Math.floor(count * 0.7)} limit 1`,
  );
  const only = process.argv.find((arg) => arg.startsWith('--calls='))?.slice('--calls='.length).split(',');
  const cases = (await scaleCalls(anon, token as string, { ...shape.probes, exactEmail: lead!.email })).filter(
    ([label]) => !only || only.some((text) => label.includes(text)),
  );
  const results: [string, number, number][] = [];
  for (const [label, run, budget = BUDGET_MS] of cases) {
    await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    results.push([label, median(times), budget]);
  }
  return results;
}

async function benchAt(label: string, shape: ScaleShape, count: number, options: Parameters<typeof startBackend>[0]) {
  const backend = await startBackend({ port: 0, dbPort: 0, notificationIntervalMs: 0, ...options });
  try {
    const seconds = await seed(backend, shape, count);
    const results = await measure(backend, shape, count);
    const over = results.filter(([, ms, budget]) => ms > budget).length;
    console.log(
      `\n${label}, ${shape.label} data: ${count.toLocaleString('en-US')} leads (seeded in ${seconds.toFixed(0)} s), median of ${RUNS} calls, budget ${BUDGET_MS} ms`,
    );
    for (const [name, ms, budget] of results) {
      const verdict = ms <= budget ? 'ok' : 'OVER BUDGET';
      console.log(`  ${name.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms  ${verdict}${budget === BUDGET_MS ? '' : ` (budget ${budget} ms)`}`);
    }
    console.log(`  ${over} of ${results.length} calls over budget`);
  } finally {
    await backend.stop();
  }
}

export async function runScaleBenchmarks(): Promise<void> {
  const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const leads = Number(option('leads') ?? 1_000_000);
  const shapes = [syntheticShape, realisticShape].filter((shape) => !option('shape') || option('shape') === shape.label);
  console.log('\nDashboard calls at scale (through PostgREST, supabase-js, staff token)');
  if (!process.argv.includes('--no-pglite')) for (const shape of shapes) await benchAt('PGlite', shape, 100_000, {});
  const server = postgresServer();
  if (!server) {
    console.log('\nPostgres server: skipped (set TEST_DATABASE_URL to a server)');
    return;
  }
  try {
    // One scratch database per shape, seeded once: the calls are timed on what was seeded.
    for (const shape of shapes) {
      const scratch = await createScratchDatabase(server.url, 'lsg_scale');
      try {
        await benchAt('Postgres server', shape, leads, { databaseUrl: scratch.url });
      } finally {
        await scratch.drop();
      }
    }
  } finally {
    server.stop();
  }
}
