/**
 * The dashboard's calls at scale (issues 19 and 39): median of repeated calls through PostgREST and
 * supabase-js, with the staff token, on two shapes of data (scale-shapes.ts), at 1,000,000 leads on
 * a Postgres server and 100,000 on PGlite, with a booking for one lead in ten (at most 100,000;
 * docs/decisions/0063-calls-view.md). Budget: 100 ms median per call. `--leads=N` changes the
 * Postgres server's count, `--shape=synthetic|realistic` runs one shape, `--no-pglite` skips PGlite, `--calls=A,B` times only
 * the calls whose label holds one of the texts (`--calls=sources,summary`: the Sources view's, and the
 * header's totals to compare with on a loaded machine). Seeding a million leads takes 15-20 minutes:
 * `--keep` (with TEST_DATABASE_URL) keeps each seeded database and prints its URL, and
 * `--shape=S --seeded=URL` times the calls again on it without seeding (a quiet moment, a changed query).
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
 * The bookings are seeded while the indexes are away too (bookingInserts): their triggers mark each
 * booked lead (public.lsg_leads.booked_call), one update of 100,000 leads, which through the lead's
 * 37 indexes took 534 s.
 * The site checks' trigger (lsg_leads_website_check, decision 0080) is off for the insert too: it
 * would queue a check per site of the day up to the daily cap and mark every later one failed over
 * the cap; the shape seeds each lead's check fields as its leads would have them instead.
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

interface SeedSeconds {
  /** The leads' insert and their first touches. */
  leads: number;
  /** The bookings' inserts, their triggers' marking of the booked leads included. */
  bookings: number;
  /** The lead's indexes built again, the tables analyzed and the booked leads checked. */
  indexes: number;
}

async function seed(backend: RunningBackend, shape: ScaleShape, count: number, bookings: number): Promise<SeedSeconds> {
  const timed = async (sql: string) => {
    const started = performance.now();
    await backend.database.exec(sql);
    return (performance.now() - started) / 1000;
  };
  // Read here, not kept in a temporary table: each exec may be another of the pool's connections.
  const indexes = await backend.database.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'lsg_leads' and indexname <> 'lsg_leads_pkey' order by indexname`,
  );
  const leads = await timed(`
    ${indexes.map(({ indexname }) => `drop index public."${indexname}";`).join('\n    ')}
    alter table public.lsg_leads disable trigger lsg_leads_queue_notification;
    alter table public.lsg_leads disable trigger lsg_leads_website_check;
    ${shape.insert(count)};
    ${FIRST_TOUCHES};
    alter table public.lsg_leads enable trigger lsg_leads_website_check;
    alter table public.lsg_leads enable trigger lsg_leads_queue_notification;`);
  const bookingSeconds = await timed(bookingInserts(shape, bookings));
  const started = performance.now();
  await backend.database.exec(`
    ${indexes.map(({ indexdef }) => `${indexdef};`).join('\n    ')}
    analyze public.lsg_leads;
    analyze private.bookings;`);
  await checkBookedLeads(backend);
  return { leads, bookings: bookingSeconds, indexes: (performance.now() - started) / 1000 };
}

/**
 * Bookings (docs/decisions/0063-calls-view.md): one per lead in the shape's order, one every other
 * half hour back from now (a booking in each of the last years' working and closed hours alike, so
 * any week of the Calls view holds a few hundred), some cancelled, the past ones marked attended or
 * no-show; and every other slot of the coming 10 working days booked, each to the next lead in that
 * order, so book_slots and the Calls view's week have live calls to step around. The constraint's
 * GiST index is kept while inserting; the bookings' triggers mark their leads as they would any
 * insert. The leads are numbered in the shape's order once per insert (the coming calls' leads were
 * one `offset` read each, 100,000 leads stepped over per slot).
 */
function bookingInserts(shape: ScaleShape, count: number): string {
  const { leadOrder, cancelledEvery } = shape.bookings;
  const cancelled = cancelledEvery ? `n % ${cancelledEvery} = 0` : 'false';
  return `
    insert into private.bookings (id, lead_id, slot, topic, created_at, cancelled_at, cancelled_by, outcome, outcome_at, outcome_by)
    select gen_random_uuid(), l.id, tstzrange(s, s + interval '30 minutes'), 'Topic of call ' || n, s - interval '3 days',
           case when ${cancelled} then s - interval '1 day' end, case when ${cancelled} then 'Visitor' end,
           case when ${cancelled} or n % 5 = 0 then null when n % 4 = 0 then 'no_show' else 'attended' end,
           case when ${cancelled} or n % 5 = 0 then null else s + interval '30 minutes' end,
           case when ${cancelled} or n % 5 = 0 then null else 'Bench' end
      from (select id, row_number() over (order by ${leadOrder}) as n from public.lsg_leads order by ${leadOrder} limit ${count}) l
      cross join lateral (select date_trunc('hour', now()) - l.n * interval '1 hour' as s) t;
    insert into private.bookings (id, lead_id, slot, topic, created_at)
    select gen_random_uuid(), l.id, tstzrange(g.starts_at, g.ends_at), 'A coming call', now()
      from (select starts_at, ends_at, row_number() over (order by starts_at) as n from private.booking_grid(private.clock_now())) g
      join (select id, row_number() over (order by ${leadOrder}) as n from public.lsg_leads) l on l.n = ${count} + g.n + 1
     where g.n % 2 = 0;
    -- book_consultation is timed below from one address: its write limit and booking budgets are the bench's, not a visitor's.
    update private.write_limits set max_writes = 100000 where scope in ('lead_write', 'booking_sender', 'booking_site_hour', 'booking_site_day')`;
}

/**
 * The booked leads are those the bookings' triggers marked, whatever the lead's indexes were while
 * they ran: each lead's booked_call is whether it has a live booking (as the migration's backfill
 * computes it), else the bench stops before timing anything.
 */
async function checkBookedLeads(backend: RunningBackend): Promise<void> {
  const [row] = await backend.database.query<{ booked: number; live: number; wrong: number }>(`
    select (select count(*)::int from public.lsg_leads where booked_call) as booked,
           (select count(distinct lead_id)::int from private.bookings where cancelled_at is null) as live,
           (select count(*)::int from public.lsg_leads l
              left join (select distinct lead_id from private.bookings where cancelled_at is null) b on b.lead_id = l.id
             where l.booked_call <> (b.lead_id is not null)) as wrong`);
  if (!row || row.wrong > 0 || row.booked !== row.live) {
    throw new Error(`booked_call disagrees with the live bookings: ${JSON.stringify(row)}`);
  }
}

/** The plan the database chose for a query, run (explain analyze; printed, untimed). */
async function planOf(backend: RunningBackend, options: string, query: string): Promise<string[]> {
  const rows = await backend.database.query<{ 'QUERY PLAN': string }>(`explain (${options}) ${query}`);
  return rows.map((row) => row['QUERY PLAN']);
}

/** The Calls view's read of a week, as the plan the database chose for it (printed, untimed). */
function explainCalls(backend: RunningBackend, fromDay: string): Promise<string[]> {
  return planOf(
    backend,
    'analyze, costs off, timing on, summary on',
    `select b.id, lower(b.slot), b.outcome, l.name, l.email
      from private.bookings b join public.lsg_leads l on l.id = b.lead_id
     where lower(b.slot) >= '${fromDay}'::timestamp at time zone 'America/Los_Angeles'
       and lower(b.slot) < ('${fromDay}'::date + 8)::timestamp at time zone 'America/Los_Angeles'
     order by lower(b.slot), b.id limit 1000`,
  );
}

/**
 * The header's waiting count as dashboard_waiting_summary counts it (its capped read of
 * private.waiting_leads, newest first: supabase/schemas/08_dashboard_insights.sql), as the plan
 * the database chose for it, after the timed calls (printed, untimed): which index it walked and how
 * many entries it read for its 10,001.
 */
function explainWaiting(backend: RunningBackend): Promise<string[]> {
  return planOf(
    backend,
    'analyze, buffers, costs off, timing on, summary on',
    `select count(*)::integer
       from (select 1 from private.waiting_leads w order by w.created_at desc, w.id desc limit private.count_cap() + 1) c`,
  );
}

/** The seeded leads' site checks (decision 0080) by what the list's filters see, for the header line (untimed). */
async function checkShares(backend: RunningBackend): Promise<string> {
  const [row] = await backend.database.query<Record<'done' | 'not_indexable' | 'failed' | 'pending' | 'none', number>>(`
    select count(*) filter (where site_check_state = 'done')::int as done,
           count(*) filter (where site_check_indexable is false)::int as not_indexable,
           count(*) filter (where site_check_state = 'failed')::int as failed,
           count(*) filter (where site_check_state = 'pending')::int as pending,
           count(*) filter (where site_check_state is null)::int as none
      from public.lsg_leads`);
  return Object.entries(row!)
    .map(([name, n]) => `${n.toLocaleString('en-US')} ${name.replace('_', ' ')}`)
    .join(', ');
}

async function measure(backend: RunningBackend, shape: ScaleShape, count: number) {
  const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { data: token } = await anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Bench' });
  // One listed lead's address, from deep in the list (untimed).
  const [lead] = await backend.database.query<{ email: string }>(
    `select email from public.lsg_leads where status <> 'spam' order by created_at desc, id desc offset ${Math.floor(count * 0.7)} limit 1`,
  );
  const only = process.argv
    .find((arg) => arg.startsWith('--calls='))
    ?.slice('--calls='.length)
    .split(',');
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

/** Leads and bookings already in a database seeded by an earlier `--keep` run (`--seeded=URL`). */
async function seededCounts(backend: RunningBackend): Promise<{ count: number; bookings: number }> {
  const [row] = await backend.database.query<{ count: number; bookings: number }>(
    'select (select count(*) from public.lsg_leads)::int as count, (select count(*) from private.bookings)::int as bookings',
  );
  return row!;
}

async function benchAt(label: string, shape: ScaleShape, requested: number, options: Parameters<typeof startBackend>[0], alreadySeeded = false) {
  const backend = await startBackend({ port: 0, dbPort: 0, notificationIntervalMs: 0, ...options });
  try {
    let count = requested;
    let bookings = Math.min(100_000, Math.floor(count / 10));
    let seconds: SeedSeconds | null = null;
    if (alreadySeeded) ({ count, bookings } = await seededCounts(backend));
    else seconds = await seed(backend, shape, count, bookings);
    const checks = await checkShares(backend);
    const results = await measure(backend, shape, count);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    const plan = await explainCalls(backend, today);
    const waitingPlan = await explainWaiting(backend);
    const over = results.filter(([, ms, budget]) => ms > budget).length;
    const seeding = seconds
      ? [`seeded in ${seconds.leads.toFixed(0)} s, their indexes built in ${seconds.indexes.toFixed(0)} s`, ` (${seconds.bookings.toFixed(0)} s)`]
      : ['seeded by an earlier run', ''];
    console.log(
      `\n${label}, ${shape.label} data: ${count.toLocaleString('en-US')} leads (${seeding[0]}) and ${bookings.toLocaleString('en-US')} bookings${seeding[1]}, median of ${RUNS} calls, budget ${BUDGET_MS} ms`,
    );
    console.log(`  Site checks: ${checks}`);
    for (const [name, ms, budget] of results) {
      const verdict = ms <= budget ? 'ok' : 'OVER BUDGET';
      console.log(`  ${name.padEnd(56)} ${ms.toFixed(1).padStart(8)} ms  ${verdict}${budget === BUDGET_MS ? '' : ` (budget ${budget} ms)`}`);
    }
    console.log(`  ${over} of ${results.length} calls over budget`);
    console.log(`  The Calls view's week (explain analyze):\n${plan.map((line) => `    ${line}`).join('\n')}`);
    console.log(`  The waiting count (explain analyze, buffers):\n${waitingPlan.map((line) => `    ${line}`).join('\n')}`);
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
  const seeded = option('seeded');
  if (seeded) {
    if (shapes.length !== 1) throw new Error('--seeded=URL times a database seeded by an earlier --keep run: name its shape with --shape=synthetic|realistic');
    await benchAt('Postgres server', shapes[0]!, leads, { databaseUrl: seeded }, true);
    return;
  }
  const keep = process.argv.includes('--keep');
  const server = postgresServer();
  if (keep && !process.env.TEST_DATABASE_URL) throw new Error('--keep keeps the seeded database on the server in TEST_DATABASE_URL: set it (scripts/ci/start-postgres.sh starts one)');
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
        if (keep) console.log(`  Kept, to time again without seeding: --shape=${shape.label} --seeded=${scratch.url}`);
        else await scratch.drop();
      }
    }
  } finally {
    server.stop();
  }
}
