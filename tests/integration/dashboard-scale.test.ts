import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SORT_COLUMNS } from '@/lib/api/app-database';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * The dashboard's answers at scale (docs/decisions/0014-dashboard-at-scale.md): totals from
 * counters that must always agree with the table, and searched sets counted up to 1,000.
 */
let backend: TestBackend;
let token: string;

beforeAll(async () => {
  backend = await startTestBackend();
  const login = await import('@/features/dashboard/api/login');
  token = (await login.loginToDashboard(backend.dashboardPassword, 'Scale Tester'))!;
});
afterAll(() => backend?.stop());

const summary = async () =>
  (await backend.anon.rpc('dashboard_lead_summary', { session_token: token })).data as { total: number; by_status: Record<string, number> };
const counted = async () =>
  Object.fromEntries(
    (await backend.sql<{ status: string; n: number }>('select status, count(*)::int as n from public.lsg_leads group by status')).map((row) => [
      row.status,
      row.n,
    ]),
  );

describe('the dashboard at scale', () => {
  it('keeps its counters equal to the table through bulk inserts, status changes and deletes', async () => {
    await backend.sql(
      `insert into public.lsg_leads (name, email, lead_type) select 'Bulk ' || g, 'bulk' || g || '@scale.example', 'contact' from generate_series(1, 500) g`,
    );
    await backend.sql("update public.lsg_leads set status = 'won' where email like 'bulk1%@scale.example'");
    await backend.sql("update public.lsg_leads set status = 'spam' where email like 'bulk2%@scale.example'");
    await backend.sql("delete from public.lsg_leads where email like 'bulk3%@scale.example'");
    const truth = await counted();
    const { total, by_status } = await summary();
    for (const status of ['new', 'contacted', 'qualified', 'won', 'lost', 'spam']) expect(by_status[status], status).toBe(truth[status] ?? 0);
    expect(total).toBe(Object.entries(truth).reduce((sum, [status, n]) => (status === 'spam' ? sum : sum + n), 0));
  });

  it('pages a searched set the same way the table sorts it, under the cap and over it', async () => {
    const tag = `pages${randomUUID().slice(0, 8)}`;
    await backend.sql(
      `insert into public.lsg_leads (name, email, lead_type, status, created_at)
       select 'Paged ' || lpad((g * 7 % 120)::text, 3, '0'), '${tag}' || g || '@scale.example', 'contact',
              (array['new', 'won', 'spam'])[1 + g % 3], now() - make_interval(mins => g)
         from generate_series(1, 120) g`,
    );
    const expected = async (order: string, offset: number, statuses: string) =>
      (
        await backend.sql<{ email: string }>(
          `select email from public.lsg_leads where email like '${tag}%' and status in (${statuses}) order by ${order} limit 25 offset ${offset}`,
        )
      ).map((row) => row.email);
    for (const [sort_column, sort_direction, order] of [
      ['created_at', 'desc', 'created_at desc, id desc'],
      ['name', 'asc', 'name asc nulls last, id asc'],
      ['email', 'desc', 'email desc, id desc'],
    ] as const) {
      for (const page_offset of [0, 25, 75]) {
        const { data } = await backend.anon.rpc('dashboard_list_leads', {
          session_token: token,
          search: tag,
          sort_column,
          sort_direction,
          page_limit: 25,
          page_offset,
        });
        const answer = data as { total: number; total_capped: boolean; rows: { email: string }[] };
        expect(answer.total).toBe(80); // spam hidden
        expect(
          answer.rows.map((row) => row.email),
          `${sort_column} ${sort_direction} from ${page_offset}`,
        ).toEqual(await expected(order, page_offset, "'new', 'won'"));
      }
    }
    const { data: spamOnly } = await backend.anon.rpc('dashboard_list_leads', { session_token: token, search: tag, statuses: ['spam'], page_limit: 25 });
    expect((spamOnly as { total: number }).total).toBe(40);
    expect((spamOnly as { rows: { email: string }[] }).rows.map((row) => row.email)).toEqual(await expected('created_at desc, id desc', 0, "'spam'"));
  });

  it('pages by keyset through every sort, across values and nulls, exactly as an offset would', async () => {
    const tag = `keyset${randomUUID().slice(0, 8)}`;
    // Nulls and ties in the nullable columns, and long messages, pages and referrers that tie in their
    // first 200 characters.
    await backend.sql(
      `insert into public.lsg_leads (name, email, phone, website, message, service, lead_type, created_at, updated_at, company_name,
                                     source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
       select case when g % 4 = 0 then null else 'Key ' || (g % 7) end, '${tag}' || g || '@scale.example',
              case when g % 3 = 0 then null else '310-555-' || (g % 5) end,
              case when g % 5 = 0 then null else 'https://site' || (g % 6) || '.example' end,
              case when g % 6 = 0 then null else repeat('m', 200) || g end,
              case when g % 2 = 0 then null else 'Local SEO' end,
              'newsletter', now() - make_interval(mins => g % 9), now() - make_interval(mins => g % 4),
              case when g % 5 = 0 then 'Company ' || (g % 3) end,
              case when g % 7 = 0 then null else '/' || repeat('p', 200) || (g % 4) end,
              case when g % 2 = 0 then null else 'https://referrer.example/' || repeat('r', 200) || g end,
              case when g % 3 = 1 then 'google' end, case when g % 3 = 1 then 'cpc' end, case when g % 6 = 1 then 'spring' end,
              case when g % 4 = 1 then 'seo' end, case when g % 8 = 1 then 'ad-' || (g % 2) end
         from generate_series(1, 57) g`,
    );
    const list = (args: Record<string, unknown>) =>
      backend.anon.rpc('dashboard_list_leads', { session_token: token, search: tag, page_limit: 10, ...args }).then(({ data, error }) => {
        if (error) throw new Error(error.message);
        return data as { rows: { id: string }[]; next_cursor: { value: string | null; id: string } | null };
      });
    for (const column of LEAD_SORT_COLUMNS) {
      for (const direction of ['asc', 'desc']) {
        const byOffset: string[] = [];
        for (let offset = 0; offset < 60; offset += 10)
          byOffset.push(...(await list({ sort_column: column, sort_direction: direction, page_offset: offset })).rows.map((row) => row.id));
        const byKeyset: string[] = [];
        let cursor: { value: string | null; id: string } | null = null;
        for (let page = 0; page < 6; page += 1) {
          const answer = await list({ sort_column: column, sort_direction: direction, after_value: cursor?.value ?? null, after_id: cursor?.id ?? null });
          byKeyset.push(...answer.rows.map((row) => row.id));
          cursor = answer.next_cursor;
          if (!cursor) break;
        }
        expect(byOffset, `${column} ${direction}`).toHaveLength(57);
        expect(byKeyset, `${column} ${direction}`).toEqual(byOffset);
      }
    }
    // Every sort both ways, paged twice: a few hundred calls, past 30 s when other work holds the cores.
  }, 90_000);

  it('counts a searched set exactly up to 1,000 and says when there are more, while the unsearched total stays exact', async () => {
    const tag = `cap${randomUUID().slice(0, 8)}`;
    await backend.sql(
      `insert into public.lsg_leads (name, email, lead_type) select 'Capped ' || g, '${tag}' || g || '@scale.example', 'newsletter' from generate_series(1, 1050) g`,
    );
    const list = (search: string | null, types: string[] | null = null) =>
      backend.anon
        .rpc('dashboard_list_leads', { session_token: token, search: search ?? undefined, lead_types: types ?? undefined, page_limit: 50 })
        .then(({ data, error }) => {
          if (error) throw new Error(error.message);
          return data as { total: number; total_capped: boolean; rows: unknown[] };
        });
    expect(await list(tag)).toMatchObject({ total: 1000, total_capped: true });
    expect((await list(tag)).rows).toHaveLength(50);
    expect(await list(`${tag}105`)).toMatchObject({ total: 2, total_capped: false }); // 105 and 1050
    const everything = await list(null);
    expect(everything.total_capped).toBe(false);
    expect(everything.total).toBe((await summary()).total);
    expect((await list(null, ['newsletter'])).total).toBe(
      (await backend.sql<{ n: number }>("select count(*)::int as n from public.lsg_leads where lead_type = 'newsletter' and status <> 'spam'"))[0]!.n,
    );
  });
});
