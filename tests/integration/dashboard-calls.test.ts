import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SORT_COLUMNS, type LeadRow } from '@/lib/api/app-database';
import { startTestBackend, type TestBackend } from './support/backend';

let backend: TestBackend;
let api: Awaited<ReturnType<typeof loadDashboardCalls>>;
let token: string;

const seed: Partial<LeadRow>[] = [
  {
    name: 'Alice Alvarez',
    email: 'alice@tacos.example',
    lead_type: 'contact',
    service: 'Local SEO',
    message: 'Need map pack help',
  },
  {
    name: 'Bob Brown',
    email: 'bob@plumbing.example',
    lead_type: 'contact_partial',
    phone: '213-555-0101',
  },
  {
    name: 'Carla Chen',
    email: 'carla@dental.example',
    lead_type: 'contact_complete',
    website: 'https://dental.example',
  },
  {
    name: 'Newsletter Subscriber',
    email: 'dan@news.example',
    lead_type: 'newsletter',
  },
  {
    name: 'SEO Tool User',
    email: 'seo-tool@anonymous.invalid',
    lead_type: 'url_test',
    website: 'https://ANALYZED.example',
  },
  {
    name: 'Eve Evans',
    email: 'eve@law.example',
    lead_type: 'report_scheduler_partial',
    company_name: 'Evans Law',
  },
  {
    name: 'Frank 100%_Fox',
    email: 'frank@fox.example',
    lead_type: 'contact',
    message: 'Literal 100%_ off',
  },
];

beforeAll(async () => {
  backend = await startTestBackend();
  // Created a minute apart, oldest first, so "newest first" has a known order.
  for (const [index, lead] of seed.entries()) {
    await backend.sql(
      `insert into public.lsg_leads (name, email, lead_type, service, message, phone, website, company_name, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(mins => $9))`,
      [
        lead.name,
        lead.email,
        lead.lead_type,
        lead.service ?? null,
        lead.message ?? null,
        lead.phone ?? null,
        lead.website ?? null,
        lead.company_name ?? null,
        seed.length - index,
      ],
    );
  }
  api = await loadDashboardCalls();
  token = (await api.loginToDashboard(backend.dashboardPassword, 'Calls Tester'))!;
});
afterAll(() => backend?.stop());

/** The dashboard's operations, one module each, loaded after the backend has set the client's URL. */
async function loadDashboardCalls() {
  const [login, logout, session, leads, summary, counts, remove, exporter, errors] = await Promise.all([
    import('@/features/dashboard/api/login'),
    import('@/features/dashboard/api/logout'),
    import('@/features/dashboard/api/check-session'),
    import('@/features/dashboard/api/get-leads'),
    import('@/features/dashboard/api/get-lead-summary'),
    import('@/features/dashboard/api/get-lead-counts'),
    import('@/features/dashboard/api/delete-lead'),
    import('@/features/dashboard/api/export-leads'),
    import('@/features/dashboard/api/rpc-error'),
  ]);
  return {
    ...login,
    ...logout,
    ...session,
    ...leads,
    ...summary,
    ...counts,
    ...remove,
    ...exporter,
    ...errors,
  };
}

const names = (rows: LeadRow[]) => rows.map((row) => row.name);

describe('dashboard calls, token-checked, through supabase-js', () => {
  it('logs in with the right password and refuses a wrong one', async () => {
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await api.loginToDashboard('wrong password', 'Calls Tester')).toBeNull();
    expect(await api.dashboardLockedUntil()).toBeNull();
    expect((await api.checkDashboardSession(token)).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('lists newest first with the total, and pages', async () => {
    const first = await api.listLeads({ session_token: token, page_limit: 3 });
    expect(first.total).toBe(seed.length);
    expect(names(first.rows)).toEqual(['Frank 100%_Fox', 'Eve Evans', 'SEO Tool User']);
    expect(first.rows[0]).not.toHaveProperty('search_text');
    const third = await api.listLeads({
      session_token: token,
      page_limit: 3,
      page_offset: 6,
    });
    expect(names(third.rows)).toEqual(['Alice Alvarez']);
  });

  it('searches name, email, phone, website, message and service, case-insensitively', async () => {
    const search = async (term: string) => names((await api.listLeads({ session_token: token, search: term })).rows);
    expect(await search('alvarez')).toEqual(['Alice Alvarez']);
    expect(await search('PLUMBING.example')).toEqual(['Bob Brown']);
    expect(await search('555-0101')).toEqual(['Bob Brown']);
    expect(await search('analyzed')).toEqual(['SEO Tool User']);
    expect(await search('map pack')).toEqual(['Alice Alvarez']);
    expect(await search('local seo')).toEqual(['Alice Alvarez']);
    // LIKE wildcards in the search are literal characters.
    expect(await search('100%_')).toEqual(['Frank 100%_Fox']);
    expect(await search('%')).toEqual(['Frank 100%_Fox']);
    expect(
      (
        await api.listLeads({
          session_token: token,
          search: 'nobody-matches-this',
        })
      ).total,
    ).toBe(0);
  });

  it('filters by lead types and sorts by any column either way', async () => {
    const contact = await api.listLeads({
      session_token: token,
      lead_types: ['contact', 'contact_partial', 'contact_complete'],
    });
    expect(contact.total).toBe(4);
    const byName = await api.listLeads({
      session_token: token,
      sort_column: 'name',
      sort_direction: 'asc',
    });
    expect(names(byName.rows).slice(0, 3)).toEqual(['Alice Alvarez', 'Bob Brown', 'Carla Chen']);
    const byEmailDesc = await api.listLeads({
      session_token: token,
      sort_column: 'email',
      sort_direction: 'desc',
    });
    expect(byEmailDesc.rows[0]?.email).toBe('seo-tool@anonymous.invalid');
    await expect(api.listLeads({ session_token: token, sort_column: 'password' as never })).rejects.toThrow(/cannot be sorted/);
  });

  it("sorts by every column of the app's LEAD_SORT_COLUMNS, and by nothing else", async () => {
    for (const column of LEAD_SORT_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const page = await api.listLeads({
          session_token: token,
          sort_column: column,
          sort_direction: direction,
        });
        expect(page.total, `${column} ${direction}`).toBe(seed.length);
      }
    }
    const [row] = await backend.sql<{ columns: string[] }>(
      `select array_agg(column_name::text order by column_name) as columns from information_schema.columns
        where table_schema = 'public' and table_name = 'lsg_leads'`,
    );
    const columns = row?.columns ?? [];
    expect(columns.length).toBeGreaterThan(LEAD_SORT_COLUMNS.length);
    for (const column of columns.filter((name) => !(LEAD_SORT_COLUMNS as readonly string[]).includes(name))) {
      await expect(api.listLeads({ session_token: token, sort_column: column as never }), column).rejects.toThrow(/cannot be sorted/);
    }
  });

  it('exports the whole filtered set in batches', async () => {
    const all = await api.exportLeads({ token, batchSize: 2 });
    expect(all).toHaveLength(seed.length);
    expect(new Set(all.map((row) => row.id)).size).toBe(seed.length);
    expect(all[0]?.name).toBe('Frank 100%_Fox');
    const filtered = await api.exportLeads({
      token,
      search: 'example',
      leadTypes: ['contact'],
      batchSize: 1,
    });
    expect(filtered.map((row) => row.name).sort()).toEqual(['Alice Alvarez', 'Frank 100%_Fox']);
    // Exactly what the CSV writes, and the id the next batch starts after: nothing more crosses the wire.
    expect(Object.keys(all[0]!).sort()).toEqual(
      ['created_at', 'email', 'id', 'latest_note', 'lead_type', 'message', 'name', 'phone', 'service', 'site_check_score', 'status', 'website'].sort(),
    );
  });

  it('counts leads per day and type, and open partial leads', async () => {
    const counts = await api.leadCountsByDay(token, 30);
    expect(counts.reduce((sum, row) => sum + Number(row.lead_count), 0)).toBe(seed.length);
    expect(await api.leadSummary(token)).toEqual({
      total: seed.length,
      open_contact_partials: 1,
      open_report_partials: 1,
      by_status: { new: seed.length, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 },
    });
  });

  it('deletes one lead from the database', async () => {
    const [target] = (await api.listLeads({ session_token: token, search: 'carla' })).rows;
    expect(await api.deleteLead(token, target!.id)).toBe(true);
    expect(await backend.sql('select 1 from public.lsg_leads where id = $1', [target!.id])).toEqual([]);
    expect(await api.deleteLead(token, target!.id)).toBe(false);
  });

  it('logs out: the token stops working', async () => {
    const second = (await api.loginToDashboard(backend.dashboardPassword, 'Calls Tester'))!;
    await api.logoutOfDashboard(second);
    await expect(api.listLeads({ session_token: second })).rejects.toBeInstanceOf(api.DashboardSessionError);
  });
});
