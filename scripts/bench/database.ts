/**
 * Backend benchmarks (issue 3): with 100,000 leads, the dashboard list function (first page of 50
 * with the total) and a substring search, median of repeated calls through PostgREST, on PGlite and
 * on a Postgres server; and sustained lead inserts from 20 concurrent clients, with a lost-row count.
 */
import '../../supabase/local/websocket-polyfill';
import { createClient } from '@supabase/supabase-js';
import { startBackend, type RunningBackend } from '../../supabase/local/backend';
import { createScratchDatabase } from '../../supabase/local/scratch-database';
import { postgresServer } from './postgres-server';
import { median } from './median';

const SEEDED = 100_000;
const RUNS = 15;

async function timed(task: () => PromiseLike<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

export async function seedLeads(backend: RunningBackend, count: number): Promise<void> {
  // Without the notification queue: a backend's delivery timer would otherwise work through 100,000
  // queued e-mails on PGlite's one connection while the dashboard is being measured.
  await backend.database.exec(`
    alter table public.lsg_leads disable trigger lsg_leads_queue_notification;
    insert into public.lsg_leads (name, email, phone, website, message, service, lead_type, created_at)
    select 'Lead ' || g, 'lead' || g || '@example.com', '213-555-' || lpad((g % 10000)::text, 4, '0'),
           'https://business' || g || '.example', 'We run a ' || (array['plumbing', 'dental', 'taco', 'law', 'salon'])[1 + g % 5] || ' business in Los Angeles.',
           (array['Local SEO', 'SEO Consultation', 'General Inquiry'])[1 + g % 3],
           (array['contact', 'contact_partial', 'contact_complete', 'newsletter', 'url_test'])[1 + g % 5],
           now() - make_interval(secs => g * 30)
      from generate_series(1, ${count}) g;
    alter table public.lsg_leads enable trigger lsg_leads_queue_notification;
    analyze public.lsg_leads;`);
}

async function listBenchmarks(backend: RunningBackend) {
  const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { data: token } = await anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Bench' });
  const list = (search: string | null) =>
    anon.rpc('dashboard_list_leads', { session_token: token, search, page_limit: 50 }).then(({ error }) => {
      if (error) throw new Error(error.message);
    });
  await list(null); // warm-up
  const firstPage: number[] = [];
  const search: number[] = [];
  for (let i = 0; i < RUNS; i += 1) firstPage.push(await timed(() => list(null)));
  for (let i = 0; i < RUNS; i += 1) search.push(await timed(() => list('plumb')));
  return { firstPage: median(firstPage), search: median(search) };
}

async function insertBenchmark(backend: RunningBackend, clients = 20, perClient = 25) {
  const count = async () => Number((await backend.database.query<{ n: string }>('select count(*) as n from public.lsg_leads'))[0]!.n);
  const before = await count();
  const started = performance.now();
  let failed = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
      for (let i = 0; i < perClient; i += 1) {
        const { error } = await anon
          .from('lsg_leads')
          .insert({ name: `Bench ${client}-${i}`, email: `bench-${client}-${i}@example.com`, lead_type: 'contact', message: 'Benchmark lead' });
        if (error) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const landed = (await count()) - before;
  return { sent: clients * perClient, landed, failed, lost: clients * perClient - failed - landed, perSecond: landed / seconds };
}

async function benchOne(label: string, options: Parameters<typeof startBackend>[0]) {
  // Every benchmark client writes from 127.0.0.1: the per-address limits are raised.
  const backend = await startBackend({ port: 0, dbPort: 0, notificationIntervalMs: 0, functionEnv: { LEAD_WRITE_LIMIT: '1000000' }, ...options });
  try {
    const seedStarted = performance.now();
    await seedLeads(backend, SEEDED);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const list = await listBenchmarks(backend);
    const inserts = await insertBenchmark(backend);
    console.log(`\n${label} (${SEEDED.toLocaleString('en-US')} leads seeded in ${seedSeconds.toFixed(1)} s)`);
    console.log(`  dashboard list, first page of 50 + total:   median ${list.firstPage.toFixed(1)} ms`);
    console.log(`  dashboard search "plumb", page + total:     median ${list.search.toFixed(1)} ms`);
    console.log(
      `  inserts, 20 concurrent clients:             ${inserts.perSecond.toFixed(0)} per second; sent ${inserts.sent}, landed ${inserts.landed}, failed ${inserts.failed}, lost ${inserts.lost}`,
    );
  } finally {
    await backend.stop();
  }
}

export async function runDatabaseBenchmarks(): Promise<void> {
  console.log('\nBackend benchmarks (through PostgREST, supabase-js, anon key + dashboard token)');
  await benchOne('PGlite', {});
  const server = postgresServer();
  if (!server) {
    console.log('\nPostgres server: skipped (set TEST_DATABASE_URL to a server to compare)');
    return;
  }
  try {
    const scratch = await createScratchDatabase(server.url, 'lsg_bench');
    try {
      await benchOne('Postgres server', { databaseUrl: scratch.url });
    } finally {
      await scratch.drop();
    }
  } finally {
    server.stop();
  }
}
