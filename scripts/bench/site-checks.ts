/**
 * `npm run bench -- --only=site-checks` (docs/decisions/0080-leads-site-checks.md):
 * - how long a lead naming a website takes from its insert through the API to its stored site check
 *   (median and worst of 9, one lead at a time, each naming a page of its own on a local page server):
 *   on the dev stack (PGlite, the gateway wakes check-lead-sites, functions in Node) and, when
 *   TEST_DATABASE_URL is a platform server, the hosted path (the trigger's net.http_post, Deno);
 * - a burst of 100 leads naming 25 sites (each named 4 times) on the dev stack: the time per insert
 *   beside 100 inserts naming no site, the checks made per site that day, and how long they took to drain.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { startBackend } from '../../supabase/local/backend';
import type { LocalDatabase } from '../../supabase/local/database';
import { startPlatformStack } from '../../tests/platform/support/platform-stack';
import { pollUntil } from '../../tests/platform/support/poll';
import { median } from './median';

const RUNS = 9;
const FUNCTION_ENV = { SITE_URL: 'https://www.losangelesseogroup.com', NOTIFY_EMAIL: 'leads@losangelesseogroup.test', ANALYZE_PAGE_ALLOW_PRIVATE: 'true' };

async function startPages() {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<title>Bench page</title><h1>Bench</h1><p>${'word '.repeat(300)}</p>`),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))),
  };
}

type Stack = { url: string; anonKey: string; database: Pick<LocalDatabase, 'query'> };

async function timeChecks(label: string, stack: Stack, origin: string): Promise<void> {
  const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const id = randomUUID();
    const started = performance.now();
    const website = `${origin}/page-${randomUUID().slice(0, 8)}`;
    const { error } = await anon
      .from('lsg_leads')
      .insert({ id, name: 'Bench Visitor', email: `check-bench-${run}@example.com`, website, lead_type: 'contact' });
    if (error) throw new Error(`${label}: the insert failed: ${error.message}`);
    await pollUntil(
      async () => {
        const [row] = await stack.database.query<{ state: string | null }>('select site_check_state as state from public.lsg_leads where id = $1', [id]);
        if (row?.state === 'pending') throw new Error(`${label}: no stored check within 20 s`);
      },
      { timeoutMs: 20_000, intervalMs: 5 },
    );
    // The first lead loads the checker: not counted.
    if (run > 0) times.push(performance.now() - started);
  }
  console.log(`  ${label.padEnd(58)} median ${median(times).toFixed(0).padStart(5)} ms, worst ${Math.max(...times).toFixed(0)} ms`);
}

async function burst(stack: Stack, origin: string): Promise<void> {
  const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const insertAll = async (website: (index: number) => string | null) => {
    const times: number[] = [];
    for (let index = 0; index < 100; index += 1) {
      const started = performance.now();
      const { error } = await anon
        .from('lsg_leads')
        .insert({ name: 'Burst Visitor', email: `burst-${index}@example.com`, website: website(index), lead_type: 'contact' });
      if (error) throw new Error(`burst: ${error.message}`);
      times.push(performance.now() - started);
    }
    return times;
  };
  const without = await insertAll(() => null);
  const started = performance.now();
  const withSites = await insertAll((index) => `${origin}/burst-site-${index % 25}`);
  await pollUntil(
    async () => {
      const [row] = await stack.database.query<{ pending: number }>("select count(*)::int as pending from private.site_checks where state = 'pending'");
      if (row!.pending > 0) throw new Error('burst: the checks did not drain within 120 s');
    },
    { timeoutMs: 120_000, intervalMs: 20 },
  );
  const drained = performance.now() - started;
  const [perSite] = await stack.database.query<{ sites: number; most: number }>(
    "select count(*)::int as sites, max(n)::int as most from (select site_key, day, count(*) as n from private.site_checks where site_key like '%/burst-site-%' group by 1, 2) s",
  );
  console.log(
    `  burst of 100 leads, 25 sites: insert median ${median(withSites).toFixed(1)} ms naming a site, ${median(without).toFixed(1)} ms naming none; ` +
      `${perSite!.sites} checks, at most ${perSite!.most} per site and day; drained ${(drained / 1000).toFixed(1)} s after the first insert`,
  );
}

export async function runSiteCheckBenchmarks(): Promise<void> {
  console.log(`\nA lead's insert to its stored site check (median and worst of ${RUNS}), and a burst of 100 leads`);
  const pages = await startPages();
  try {
    const dev = await startBackend({ port: 0, dbPort: 0, inbox: true, functionEnv: { ...FUNCTION_ENV, LEAD_WRITE_LIMIT: '100000' } });
    try {
      await timeChecks('dev: PGlite, the gateway wakes check-lead-sites', dev, pages.origin);
      await burst(dev, pages.origin);
    } finally {
      await dev.stop();
    }
    const server = process.env.TEST_DATABASE_URL;
    if (!server) return console.log('  hosted: skipped, TEST_DATABASE_URL is not set (a server that preloads pg_cron, pg_net and Vault).');
    const hosted = await startPlatformStack(server, FUNCTION_ENV);
    try {
      await timeChecks('hosted: the trigger’s net.http_post, check-lead-sites under Deno', { ...hosted.backend }, pages.origin);
    } finally {
      await hosted.stop();
    }
  } finally {
    await pages.stop();
  }
}
