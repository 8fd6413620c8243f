/**
 * One trigger function per event keeps every dashboard counter (docs/decisions/0052-commands-are-calls.md):
 * totals by type and status, leads per day, the Sources rollup and the speed histogram. After any
 * mix of inserts, status changes, other updates and deletes, of one row or many in one statement,
 * each counter equals a full recount of the leads; private.recount_lead_counters() rebuilds them
 * to the same. And public.lsg_leads carries at most 9 triggers (the ninth links a lead to its site check, decision 0080).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, LEAD_TYPES } from '@/lib/api/app-database';
import { startTestBackend, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

/** Each counter as stored (rows that count something) and as a recount of the leads would make it, in one order. */
const COUNTERS = {
  totals: [
    'select lead_type, status, n::int as n from private.lead_totals where n <> 0',
    'select lead_type, status, count(*)::int as n from public.lsg_leads group by 1, 2',
  ],
  days: [
    'select day::text as day, lead_type, n::int as n from private.lead_daily_counts where n <> 0',
    "select (created_at at time zone 'America/Los_Angeles')::date::text as day, lead_type, count(*)::int as n from public.lsg_leads group by 1, 2",
  ],
  sources: [
    `select dimension, day::text as day, value, n_new::int as n_new, n_contacted::int as n_contacted, n_qualified::int as n_qualified,
            n_won::int as n_won, n_lost::int as n_lost, n_spam::int as n_spam
       from private.lead_source_daily where n_new <> 0 or n_contacted <> 0 or n_qualified <> 0 or n_won <> 0 or n_lost <> 0 or n_spam <> 0`,
    `select k.dimension, k.day::text as day, k.value,
            (count(*) filter (where k.status = 'new'))::int as n_new, (count(*) filter (where k.status = 'contacted'))::int as n_contacted,
            (count(*) filter (where k.status = 'qualified'))::int as n_qualified, (count(*) filter (where k.status = 'won'))::int as n_won,
            (count(*) filter (where k.status = 'lost'))::int as n_lost, (count(*) filter (where k.status = 'spam'))::int as n_spam
       from public.lsg_leads l
       join private.lead_types t on t.lead_type = l.lead_type and t.in_sources
       cross join lateral private.lead_source_keys(l.created_at, l.status, l.source_path, l.referrer, l.utm_source, l.utm_medium, l.utm_campaign, l.lead_type, 1) k
      group by 1, 2, 3`,
  ],
  speed: [
    'select week_of::text as week_of, measure, bucket_seconds::int as bucket_seconds, n::int as n from private.lead_speed_weekly where n <> 0',
    `select k.week_of::text as week_of, k.measure, k.bucket_seconds::int as bucket_seconds, count(*)::int as n
       from public.lsg_leads l, lateral private.lead_speed_keys(l.created_at, l.first_touched_at, l.first_touch_office_seconds) k group by 1, 2, 3`,
  ],
} as const;

const sorted = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row)).sort();

async function expectCountersEqualRecount() {
  for (const [name, [stored, recount]] of Object.entries(COUNTERS)) {
    expect(sorted(await backend.sql(stored)), name).toEqual(sorted(await backend.sql(recount)));
  }
}

const lead = fc.record({
  type: fc.constantFrom(...LEAD_TYPES),
  status: fc.constantFrom(...LEAD_STATUSES),
  hoursAgo: fc.integer({ min: 0, max: 24 * 60 }),
  page: fc.constantFrom(null, '/pricing', '/Pricing/', '/services/local-seo', '/los-angeles-seo/hollywood'),
  referrer: fc.constantFrom(null, 'https://www.google.com/search?q=seo', 'https://bing.com/', 'not an address'),
  source: fc.constantFrom(null, 'google', 'Google ', 'newsletter'),
});

/** One statement each: an insert of several leads, a status change or another update of several, a delete of several. */
const operation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), leads: fc.array(lead, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), count: fc.integer({ min: 1, max: 3 }), status: fc.constantFrom(...LEAD_STATUSES) }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), count: fc.integer({ min: 1, max: 3 }), days: fc.integer({ min: -9, max: 9 }) }),
  fc.record({ kind: fc.constant('retag' as const), pick: fc.nat(), count: fc.integer({ min: 1, max: 3 }), source: fc.constantFrom(null, 'bing', 'google') }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), count: fc.integer({ min: 1, max: 2 }) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer Op> ? Op : never;

/** Applies one operation to the leads this property made (their ids), as SQL with the service's rights. */
async function apply(op: Operation, ids: string[]) {
  if (op.kind === 'insert') {
    const rows = await backend.sql<{ id: string }>(
      `insert into public.lsg_leads (name, email, lead_type, status, created_at, source_path, referrer, utm_source)
       select 'Count Person', 'count-' || gen_random_uuid() || '@counters.example', x.type, x.status, now() - make_interval(hours => x.hours_ago),
              x.page, x.referrer, x.source
         from jsonb_to_recordset($1::jsonb) as x (type text, status text, hours_ago integer, page text, referrer text, source text)
       returning id`,
      [JSON.stringify(op.leads.map((row) => ({ type: row.type, status: row.status, hours_ago: row.hoursAgo, page: row.page, referrer: row.referrer, source: row.source })))],
    );
    ids.push(...rows.map((row) => row.id));
    return;
  }
  if (ids.length === 0) return;
  const start = op.pick % ids.length;
  const chosen = ids.slice(start, start + op.count);
  if (op.kind === 'status') {
    // As staff do it, several at once: the first move away from New is stamped (speed to lead).
    await backend.sql('update public.lsg_leads set status = $1, status_changed_at = now() where id = any ($2)', [op.status, chosen]);
  } else if (op.kind === 'move') {
    await backend.sql('update public.lsg_leads set created_at = created_at + make_interval(days => $1) where id = any ($2)', [op.days, chosen]);
  } else if (op.kind === 'retag') {
    await backend.sql('update public.lsg_leads set utm_source = $1, updated_at = now() where id = any ($2)', [op.source, chosen]);
  } else {
    await backend.sql('delete from public.lsg_leads where id = any ($1)', [chosen]);
    ids.splice(start, chosen.length);
  }
}

describe('the dashboard counters', () => {
  it(
    'equal a full recount after any mix of inserts, status changes, other updates and deletes',
    async () => {
      await expectCountersEqualRecount();
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
          const ids: string[] = [];
          for (const op of operations) await apply(op, ids);
          await expectCountersEqualRecount();
        }),
        { numRuns: 8, endOnFailure: true },
      );
      // The recount function makes the same counters (and drops the rows that count nothing).
      await backend.sql('select private.recount_lead_counters()');
      await expectCountersEqualRecount();
      expect(await backend.sql('select 1 from private.lead_totals where n = 0')).toEqual([]);
    },
    60_000,
  );
});

describe('public.lsg_leads', () => {
  it('carries at most 9 triggers, one counter function for all three events', async () => {
    const triggers = await backend.sql<{ name: string; fn: string }>(
      "select t.tgname as name, t.tgfoid::regproc::text as fn from pg_trigger t where t.tgrelid = 'public.lsg_leads'::regclass and not t.tgisinternal order by 1",
    );
    expect(triggers.length).toBeLessThanOrEqual(9);
    expect(triggers.filter((trigger) => trigger.name.startsWith('lsg_leads_count_')).map((trigger) => trigger.fn)).toEqual([
      'private.count_lead_changes',
      'private.count_lead_changes',
      'private.count_lead_changes',
    ]);
  });
});
