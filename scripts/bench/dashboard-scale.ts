/**
 * The dashboard's database calls at scale (issue 19): median of repeated calls through PostgREST
 * and supabase-js, with the staff token, at 1,000,000 leads on a Postgres server and 100,000 on
 * PGlite. Budget: 100 ms median per call. `--leads=N` changes the Postgres server's count.
 */
import '../../supabase/local/websocket-polyfill';
import { createClient } from '@supabase/supabase-js';
import { startBackend, type RunningBackend } from '../../supabase/local/backend';
import { createScratchDatabase } from '../../supabase/local/scratch-database';
import { postgresServer } from './postgres-server';
import { median } from './median';

const RUNS = 9;
const BUDGET_MS = 100;

/**
 * Leads spread over a year, types, statuses and five trades (20 % match "plumb"). The notification
 * queue is left out: the bench measures the dashboard, not a million e-mails.
 */
async function seed(backend: RunningBackend, count: number): Promise<number> {
  const started = performance.now();
  await backend.database.exec(`
    alter table public.lsg_leads disable trigger lsg_leads_queue_notification;
    insert into public.lsg_leads (name, email, phone, website, message, service, lead_type, status, source_path, created_at)
    select 'Lead ' || g, 'lead' || g || '@example.com', '213-555-' || lpad((g % 10000)::text, 4, '0'),
           'https://business' || g || '.example',
           'We run a ' || (array['plumbing', 'dental', 'taco', 'law', 'salon'])[1 + g % 5] || ' business in Los Angeles.',
           (array['Local SEO', 'SEO Consultation', 'General Inquiry'])[1 + g % 3],
           (array['contact', 'contact_partial', 'contact_complete', 'newsletter', 'url_test'])[1 + g % 5],
           (array['new', 'new', 'new', 'contacted', 'qualified', 'won', 'lost', 'spam'])[1 + g % 8],
           '/contact', now() - make_interval(secs => (g * 31536000::bigint / ${count})::int)
      from generate_series(1, ${count}) g;
    alter table public.lsg_leads enable trigger lsg_leads_queue_notification;
    analyze public.lsg_leads;`);
  return (performance.now() - started) / 1000;
}

async function measure(backend: RunningBackend) {
  const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { data: token } = await anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Bench' });
  const session_token = token as string;
  const call = (name: string, args: Record<string, unknown>) => async () => {
    const { error } = await anon.rpc(name as never, { session_token, ...args } as never);
    if (error) throw new Error(`${name}: ${error.message}`);
  };
  // Where a page deep in the list starts: the next_cursor of the page before it (read by offset once, not measured).
  const cursorAfter = async (offset: number, sort: Record<string, unknown> = {}) => {
    const { data, error } = await anon.rpc('dashboard_list_leads' as never, { session_token, page_limit: 50, page_offset: offset, ...sort } as never);
    if (error) throw new Error(error.message);
    const next = (data as { next_cursor: { value: string | null; id: string } }).next_cursor;
    return { after_value: next.value, after_id: next.id };
  };
  const { data: summary } = await anon.rpc('dashboard_lead_summary' as never, { session_token } as never);
  // Half-way down the list (row 500,000 at a million leads): what an offset would have to read past.
  const deepRow = Math.min(500_000, Math.floor((summary as { total: number }).total / 2));
  const page100 = await cursorAfter(4900);
  const pageDeep = await cursorAfter(deepRow - 50);
  const page100ByName = await cursorAfter(4900, { sort_column: 'name', sort_direction: 'asc' });
  const cases: [string, () => Promise<void>][] = [
    ['first page of 50, newest first', call('dashboard_list_leads', { page_limit: 50 })],
    ['page 100 (offset)', call('dashboard_list_leads', { page_limit: 50, page_offset: 4950 })],
    ['page 100 (keyset)', call('dashboard_list_leads', { page_limit: 50, ...page100 })],
    [`row ${deepRow.toLocaleString('en-US')} (keyset)`, call('dashboard_list_leads', { page_limit: 50, ...pageDeep })],
    ['page 100 by name (keyset)', call('dashboard_list_leads', { page_limit: 50, sort_column: 'name', sort_direction: 'asc', ...page100ByName })],
    ['sorted by name', call('dashboard_list_leads', { page_limit: 50, sort_column: 'name', sort_direction: 'asc' })],
    ['sorted by e-mail, descending', call('dashboard_list_leads', { page_limit: 50, sort_column: 'email', sort_direction: 'desc' })],
    ['sorted by type', call('dashboard_list_leads', { page_limit: 50, sort_column: 'lead_type', sort_direction: 'desc' })],
    ['sorted by phone', call('dashboard_list_leads', { page_limit: 50, sort_column: 'phone', sort_direction: 'desc' })],
    ['sorted by website', call('dashboard_list_leads', { page_limit: 50, sort_column: 'website', sort_direction: 'asc' })],
    ['sorted by message', call('dashboard_list_leads', { page_limit: 50, sort_column: 'message', sort_direction: 'desc' })],
    ['sorted by service', call('dashboard_list_leads', { page_limit: 50, sort_column: 'service', sort_direction: 'asc' })],
    ['type filter (Contact Form)', call('dashboard_list_leads', { page_limit: 50, lead_types: ['contact', 'contact_partial', 'contact_complete'] })],
    ['status filter (Qualified)', call('dashboard_list_leads', { page_limit: 50, statuses: ['qualified'] })],
    ['search "plumb" (20 % match)', call('dashboard_list_leads', { page_limit: 50, search: 'plumb' })],
    ['search one e-mail', call('dashboard_list_leads', { page_limit: 50, search: 'lead777777@example.com' })],
    ['summary', call('dashboard_lead_summary', {})],
    ['chart, 30 days', call('dashboard_lead_counts', { days: 30 })],
  ];
  const results: [string, number][] = [];
  for (const [label, run] of cases) {
    await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    results.push([label, median(times)]);
  }
  return results;
}

async function benchAt(label: string, count: number, options: Parameters<typeof startBackend>[0]) {
  const backend = await startBackend({ port: 0, dbPort: 0, notificationIntervalMs: 0, ...options });
  try {
    const seconds = await seed(backend, count);
    const results = await measure(backend);
    console.log(`\n${label}: ${count.toLocaleString('en-US')} leads (seeded in ${seconds.toFixed(0)} s), median of ${RUNS} calls, budget ${BUDGET_MS} ms`);
    for (const [name, ms] of results) console.log(`  ${name.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms  ${ms <= BUDGET_MS ? 'ok' : 'OVER BUDGET'}`);
  } finally {
    await backend.stop();
  }
}

export async function runScaleBenchmarks(): Promise<void> {
  const leads = Number(process.argv.find((arg) => arg.startsWith('--leads='))?.slice('--leads='.length) ?? 1_000_000);
  console.log('\nDashboard calls at scale (through PostgREST, supabase-js, staff token)');
  await benchAt('PGlite', 100_000, {});
  const server = postgresServer();
  if (!server) {
    console.log('\nPostgres server: skipped (set TEST_DATABASE_URL to a server)');
    return;
  }
  try {
    const scratch = await createScratchDatabase(server.url, 'lsg_scale');
    try {
      await benchAt('Postgres server', leads, { databaseUrl: scratch.url });
    } finally {
      await scratch.drop();
    }
  } finally {
    server.stop();
  }
}
