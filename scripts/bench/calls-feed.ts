/**
 * `npm run bench -- --only=calls-feed` (issue 61, docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md):
 * the staff's calendar feed with 100,000 bookings on a Postgres server (TEST_DATABASE_URL, or a
 * throwaway one): the answer time of `GET /functions/v1/calls-feed?token=...` as a calendar app
 * sends it, through the local gateway, the function and PostgREST, median of repeated calls, with
 * the size of the calendar. The bookings are back to back, every half hour, about four years back
 * and one and a half ahead, one in ten cancelled, so the 60 days read hold 2,880 slots (more than
 * the 1,080 the office hours allow). Prints numbers; asserts nothing.
 */
import '../../supabase/local/websocket-polyfill';
import { createClient } from '@supabase/supabase-js';
import { startBackend } from '../../supabase/local/backend';
import { createScratchDatabase } from '../../supabase/local/scratch-database';
import { median } from './median';
import { postgresServer } from './postgres-server';

const BOOKINGS = 100_000;
const LEADS = 10_000;
const RUNS = 21;
/** Back to back from this many slots ago: 70,000 half hours, about four years. */
const PAST_SLOTS = 70_000;

export async function runCallsFeedBenchmark(): Promise<void> {
  const server = postgresServer();
  if (!server) {
    console.log('Calls feed: no Postgres server (set TEST_DATABASE_URL); skipped.');
    return;
  }
  try {
    const scratch = await createScratchDatabase(server.url, 'lsg_bench');
    const backend = await startBackend({
      port: 0,
      dbPort: 0,
      databaseUrl: scratch.url,
      notificationIntervalMs: 0,
      wakeSender: false,
      morningEmailIntervalMs: 0,
      weeklyReportIntervalMs: 0,
    });
    try {
      const seeding = performance.now();
      await backend.database.exec(`
        alter table public.lsg_leads disable trigger lsg_leads_queue_notification;
        insert into public.lsg_leads (name, email, phone, website, message, lead_type)
        select 'Caller ' || g, 'caller' || g || '@example.com', '213-555-' || lpad((g % 10000)::text, 4, '0'),
               'https://caller' || g || '.example', 'We run a business in Los Angeles.', 'contact'
          from generate_series(1, ${LEADS}) g;
        alter table public.lsg_leads enable trigger lsg_leads_queue_notification;
        insert into private.bookings (id, lead_id, slot, topic, created_at, cancelled_at, cancelled_by)
        select gen_random_uuid(), l.id,
               tstzrange(s.starts_at, s.starts_at + interval '30 minutes'),
               'Our map listing dropped out of the top three; we want to know why, booking ' || s.g, s.starts_at - interval '3 days',
               case when s.g % 10 = 0 then s.starts_at - interval '1 day' end, case when s.g % 10 = 0 then 'Visitor' end
          from (select g, date_trunc('hour', now()) - ${PAST_SLOTS} * interval '30 minutes' + g * interval '30 minutes' as starts_at
                  from generate_series(1, ${BOOKINGS}) g) s
          join (select id, row_number() over (order by id) - 1 as n from public.lsg_leads) l on l.n = s.g % ${LEADS};
        analyze private.bookings;
        analyze public.lsg_leads;`);
      const seeded = (performance.now() - seeding) / 1000;

      const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
      const { data: session } = await anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Bench' });
      const { data: made, error } = await anon.rpc('dashboard_new_calls_feed', { session_token: session! });
      if (error) throw new Error(error.message);
      // A calendar app polls every few minutes; the bench asks faster than the budget allows.
      await backend.database.query("update private.write_limits set max_writes = 1000000 where scope = 'calls_feed'");
      const url = `${backend.url}/functions/v1/calls-feed?token=${made![0]!.token}`;
      const get = async () => {
        const started = performance.now();
        const reply = await fetch(url);
        const body = await reply.text();
        if (reply.status !== 200) throw new Error(`calls-feed answered ${reply.status}`);
        return { ms: performance.now() - started, body };
      };
      const warm = await get();
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push((await get()).ms);
      const events = warm.body.split('BEGIN:VEVENT').length - 1;
      console.log(`\nCalls feed with ${BOOKINGS.toLocaleString('en-US')} bookings on a Postgres server (seeded in ${seeded.toFixed(1)} s)`);
      console.log(
        `  GET calls-feed: median ${median(times).toFixed(1)} ms of ${RUNS} (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
      );
      console.log(`  ${events} events, ${(Buffer.byteLength(warm.body) / 1024).toFixed(0)} KB`);
      const plan = await backend.database.query<Record<string, string>>(
        `explain (analyze, format text) select count(*) from private.bookings b join public.lsg_leads l on l.id = b.lead_id
          where b.cancelled_at is null and lower(b.slot) >= date_trunc('day', now()) and lower(b.slot) < date_trunc('day', now()) + interval '60 days'`,
      );
      console.log(`  the 60 days' read, as the server plans it:\n${plan.map((row) => `    ${Object.values(row)[0]}`).join('\n')}`);
    } finally {
      await backend.stop();
      await scratch.drop();
    }
  } finally {
    server.stop();
  }
}
