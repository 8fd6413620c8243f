import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SORT_COLUMNS } from '@/lib/api/app-database';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * Every sortable column has an index the list's ORDER BY reads, in both directions, for the first
 * page and for a keyset page after it (docs/decisions/0034-every-sort-indexed.md). At a million
 * leads a sort without one reads and sorts the whole table (Company took 455 ms). The planner is
 * asked with sequential scans and sorts priced out, so the plan shows a Sort or a Seq Scan only when
 * no index gives the order; the query is the one dashboard_list_leads runs, built by the same
 * private.lead_order_by and private.lead_keyset_parts.
 */
let backend: TestBackend;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

beforeAll(async () => {
  backend = await startTestBackend();
  // A few leads with values and nulls in every sortable column, so the planner sees real statistics.
  await backend.database.exec(
    `insert into public.lsg_leads (name, email, phone, website, company_name, message, service, lead_type,
                                   source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
     select 'Sorted ' || g, 'sorted' || g || '@indexes.example', case when g % 3 > 0 then '213-555-' || g end,
            case when g % 2 = 0 then 'https://site' || g || '.example' end, case when g % 5 = 0 then 'Company ' || g end,
            'Message ' || g, case when g % 4 = 0 then 'Local SEO' end, 'contact',
            '/page/' || g, case when g % 2 = 1 then 'https://referrer.example/' || g end,
            case when g % 3 = 0 then 'google' end, case when g % 3 = 0 then 'cpc' end, case when g % 6 = 0 then 'spring' end,
            case when g % 7 = 0 then 'seo' end, case when g % 8 = 0 then 'ad-' || g end
       from generate_series(1, 300) g;
     analyze public.lsg_leads`,
  );
  // The settings apply inside the function only: a pooled server's other sessions keep theirs.
  await backend.database.exec(
    `create schema if not exists sort_index_probe;
     create function sort_index_probe.plan(query text) returns json
     language plpgsql set enable_seqscan = off set enable_sort = off set enable_bitmapscan = off as $$
     declare
       plan json;
     begin
       execute 'explain (format json) ' || query into plan;
       return plan -> 0 -> 'Plan';
     end;
     $$`,
  );
});
afterAll(() => backend?.stop());

/** The list's query for one sort: its first page, or the page after a cursor's value and id. */
async function listQuery(column: string, direction: string, afterCursor: boolean): Promise<string> {
  const [row] = await backend.sql<{ query: string }>(
    `select 'select * from public.lsg_leads l where l.status <> ''spam'' and ' ||
            case when $3 then replace(replace((private.lead_keyset_parts($1, $2, false))[1], '$6', quote_literal(v.value)),
                                      '$7', quote_literal(v.id::text) || '::uuid')
                 else 'true' end ||
            ' order by ' || private.lead_order_by($1, $2) || ' limit 50' as query
       from (select id, case when $1 in ('created_at', 'updated_at') then now()::text when $1 = 'site_check_score' then '50' else 'M' end as value
               from public.lsg_leads limit 1) v`,
    [column, direction, afterCursor],
  );
  return row!.query;
}

/** The sorts whose plan sorts rows or scans the table instead of reading an index in order. */
async function unindexedSorts(): Promise<string[]> {
  const missing: string[] = [];
  for (const column of LEAD_SORT_COLUMNS) {
    for (const direction of ['asc', 'desc']) {
      for (const afterCursor of [false, true]) {
        const [row] = await backend.sql<{ plan: PlanNode }>('select sort_index_probe.plan($1) as plan', [await listQuery(column, direction, afterCursor)]);
        const plan = nodes(row!.plan);
        const readsAnIndex = plan.some((node) => node['Node Type'] === 'Index Scan' && node['Index Name']?.startsWith('lsg_leads_'));
        if (!readsAnIndex || plan.some((node) => node['Node Type'] === 'Sort' || node['Node Type'] === 'Seq Scan')) {
          missing.push(`${column} ${direction}${afterCursor ? ' after a cursor' : ''}`);
        }
      }
    }
  }
  return missing;
}

describe('the indexes behind the sorts', () => {
  it('read every sortable column in order, both directions, first page and keyset page', async () => {
    expect(await unindexedSorts()).toEqual([]);
  });

  it('are missed when one is dropped', async () => {
    await backend.sql('drop index public.lsg_leads_company_desc_idx');
    try {
      expect(await unindexedSorts()).toEqual(['company_name desc', 'company_name desc after a cursor']);
    } finally {
      await backend.sql('create index lsg_leads_company_desc_idx on public.lsg_leads (company_name desc nulls last, id desc)');
    }
  });

  it('are chosen for each call: the list, the export and the new-leads badge never keep a generic plan', async () => {
    // After five calls PL/pgSQL may keep a plan made without the call's values; at a million leads
    // the export's and the badge's read the whole table (docs/decisions/0034-every-sort-indexed.md).
    const rows = await backend.sql<{ name: string; config: string[] | null }>(
      `select proname::text as name, proconfig as config from pg_proc
        where pronamespace = 'public'::regnamespace and proname in ('dashboard_list_leads', 'dashboard_export_leads', 'dashboard_new_lead_count')
        order by 1`,
    );
    expect(rows.map((row) => [row.name, row.config?.includes('plan_cache_mode=force_custom_plan')])).toEqual([
      ['dashboard_export_leads', true],
      ['dashboard_list_leads', true],
      ['dashboard_new_lead_count', true],
    ]);
  });

  it('answer a search for one e-mail address from the address index: any case, a prefix, the list and the export alike', async () => {
    const [row] = await backend.sql<{ plan: PlanNode }>(
      `select sort_index_probe.plan('select id from public.lsg_leads l where lower(l.email) like ' ||
              quote_literal(private.lead_search_email('  Sorted7@Indexes.example '))) as plan`,
    );
    expect(
      nodes(row!.plan)
        .map((node) => node['Index Name'])
        .filter(Boolean),
    ).toEqual(['lsg_leads_email_lower_idx']);

    // A lead whose message quotes the address is not a match; one whose address starts with it is.
    await backend.sql(
      `insert into public.lsg_leads (name, email, message, lead_type) values
         ('Quoting Lead', 'quoting@indexes.example', 'Please copy Sorted7@indexes.example on replies', 'contact'),
         ('Longer Address', 'Sorted7@indexes.example.org', null, 'contact')`,
    );
    const login = await import('@/features/dashboard/api/login');
    const token = (await login.loginToDashboard(backend.dashboardPassword, 'Index Tester'))!;
    const { exportLeads } = await import('@/features/dashboard/api/export-leads');
    const listed = async (search: string) => {
      const { data, error } = await backend.anon.rpc('dashboard_list_leads', { session_token: token, search });
      if (error) throw new Error(error.message);
      return (data as { total: number; rows: { email: string }[] }).rows.map((lead) => lead.email).sort();
    };
    const exported = async (search: string) => (await exportLeads({ token, search })).map((lead) => lead.email).sort();
    const both = ['sorted7@indexes.example', 'Sorted7@indexes.example.org'].sort();
    expect(await listed(' SORTED7@indexes.EXAMPLE')).toEqual(both);
    expect(await exported(' SORTED7@indexes.EXAMPLE')).toEqual(both);
    expect(await listed('sorted7@indexes.example.org')).toEqual(['Sorted7@indexes.example.org']);
    expect(await listed('nobody@indexes.example')).toEqual([]);
    // Anything short of a whole address still searches every column's text.
    expect(await listed('sorted7@indexes')).toEqual(['quoting@indexes.example', ...both].sort());
  });
});
