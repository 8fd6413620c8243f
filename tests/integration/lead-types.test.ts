/**
 * The lead types live in one place, private.lead_types (docs/decisions/0052-commands-are-calls.md):
 * the table's foreign key, validate_lead, the counters, the waiting rule and the browser's list
 * (generated into src/lib/api/lead-types.generated.ts by `npm run db:types`) all read its rows, so
 * a new type is one row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_TYPE_LABELS, LEAD_TYPES, leadTypeWaits } from '@/lib/api/app-database';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

async function staffToken(): Promise<string> {
  const { data } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Type Tester' });
  return data!;
}

describe('the lead types the app knows', () => {
  it('are exactly the rows of private.lead_types, with their labels and whether they wait', async () => {
    const rows = await backend.sql<{ lead_type: string; label: string; waits: boolean }>('select lead_type, label, waits from private.lead_types order by lead_type');
    expect([...LEAD_TYPES].sort()).toEqual(rows.map((row) => row.lead_type));
    for (const row of rows) {
      expect(LEAD_TYPE_LABELS[row.lead_type as keyof typeof LEAD_TYPE_LABELS]).toBe(row.label);
      expect(leadTypeWaits(row.lead_type as never)).toBe(row.waits);
    }
  });

  it('are read by lsg_leads through a foreign key, with no list of types in any constraint or trigger', async () => {
    // Checks and foreign keys (a newer Postgres lists NOT NULL here too).
    const constraints = await backend.sql<{ conname: string; definition: string }>(
      "select conname, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'public.lsg_leads'::regclass and contype in ('c', 'f')",
    );
    expect(constraints).toContainEqual({ conname: 'lsg_leads_lead_type_fkey', definition: 'FOREIGN KEY (lead_type) REFERENCES private.lead_types(lead_type)' });
    const listings = constraints.filter((row) => /lead_type/.test(row.definition) && row.conname !== 'lsg_leads_lead_type_fkey');
    expect(listings).toEqual([]);
    // Nothing the visitor cannot see names the lead types but the rows: validate_lead asks the table.
    const [validate] = await backend.sql<{ source: string }>("select prosrc as source from pg_proc where oid = 'private.validate_lead()'::regprocedure");
    expect(validate!.source).toContain('from private.lead_types');
    expect(validate!.source).not.toMatch(/'plan_application'|'url_test'/);
  });

  it('cannot be changed or read through the API', async () => {
    for (const client of [backend.anon, backend.service]) {
      const { error } = await client.schema('private' as never).from('lead_types').insert({ lead_type: 'spam_me', label: 'x', purpose: 'x', waits: true } as never);
      expect(error).not.toBeNull();
    }
    expect(await backend.sql("select 1 from private.lead_types where lead_type = 'spam_me'")).toEqual([]);
    const unknown = await backend.anon.from('lsg_leads').insert({ name: 'Ann Lee', email: uniqueEmail(), lead_type: 'spam_me' });
    expect([unknown.status, unknown.error?.message]).toEqual([400, 'Unknown lead type: spam_me.']);
  });
});

describe('a new lead type is one row', () => {
  it('is accepted, counted in every counter, listed for staff, waits when its row says so, and is e-mailed', async () => {
    await backend.sql(
      `insert into private.lead_types (lead_type, label, purpose, waits, name_required, type_group)
       values ('quote_request', 'Quote Request', 'A test type: a visitor asks for a quote.', true, true, 'contact'),
              ('price_alert', 'Price Alert', 'A test type: nobody waits on it, and it needs no name.', false, false, 'newsletter')`,
    );
    const quote = uniqueEmail('quote');
    const alert = uniqueEmail('alert');
    // Through the API as a visitor sends a lead: the field rules and limits are every lead's.
    expect((await backend.anon.from('lsg_leads').insert({ name: 'Quinn Ortiz', email: quote, lead_type: 'quote_request', source_path: '/pricing' })).error).toBeNull();
    expect((await backend.anon.from('lsg_leads').insert({ email: alert, lead_type: 'price_alert' })).error).toBeNull();
    const nameless = await backend.anon.from('lsg_leads').insert({ email: uniqueEmail(), lead_type: 'quote_request' });
    expect([nameless.status, nameless.error?.message]).toEqual([400, 'Name must be at least 2 characters']);

    const [counted] = await backend.sql<Record<string, string>>(
      `select (select sum(n)::text from private.lead_totals where lead_type = 'quote_request') as totals,
              (select sum(n)::text from private.lead_daily_counts where lead_type = 'quote_request') as days,
              (select sum(n_new)::text from private.lead_source_daily where dimension = 'lead_type' and value = 'quote_request') as sources,
              (select sum(n_new)::text from private.lead_source_daily where dimension = 'page' and value = '/pricing') as page`,
    );
    expect(counted).toEqual({ totals: '1', days: '1', sources: '1', page: expect.stringMatching(/^[1-9]/) });
    expect(await backend.sql("select kind from private.lead_notifications n join public.lsg_leads l on l.id = n.lead_id where l.email = $1", [quote])).toEqual([
      { kind: 'new' },
    ]);

    const token = await staffToken();
    const listed = await backend.anon.rpc('dashboard_list_leads', { session_token: token, lead_types: ['quote_request', 'price_alert'] });
    expect((listed.data as { rows: { email: string; lead_type: string }[] }).rows.map((row) => [row.email, row.lead_type]).sort()).toEqual(
      [
        [alert, 'price_alert'],
        [quote, 'quote_request'],
      ].sort(),
    );
    const summary = await backend.anon.rpc('dashboard_lead_summary', { session_token: token });
    expect((summary.data as { total: number }).total).toBeGreaterThanOrEqual(2);
    // The type filter finds each under the group its row names (issue 58).
    const groups = (await backend.anon.rpc('dashboard_lead_type_groups', { session_token: token })).data!;
    expect(groups.find((group) => group.type_group === 'contact')?.lead_types).toContain('quote_request');
    expect(groups.find((group) => group.type_group === 'newsletter')?.lead_types).toEqual(['newsletter', 'price_alert']);

    // A week later (office hours have passed): the quote waits, the alert does not.
    await backend.sql("update public.lsg_leads set created_at = created_at - interval '8 days' where email in ($1, $2)", [quote, alert]);
    const waiting = await backend.sql<{ email: string }>('select email from private.waiting_leads where email in ($1, $2)', [quote, alert]);
    expect(waiting).toEqual([{ email: quote }]);
    await backend.sql("delete from public.lsg_leads where email in ($1, $2)", [quote, alert]);
    await backend.sql("delete from private.lead_types where lead_type in ('quote_request', 'price_alert')");
  });

  it('a type that is not e-mailed queues nothing; one counted outside Sources stays out of it', async () => {
    await backend.sql(
      `insert into private.lead_types (lead_type, label, purpose, waits, notifies, in_sources, type_group)
       values ('quiet_test', 'Quiet Test', 'A test type: neither e-mailed nor in Sources.', false, false, false, 'url_test')`,
    );
    const email = uniqueEmail('quiet');
    expect((await backend.anon.from('lsg_leads').insert({ name: 'Quiet Person', email, lead_type: 'quiet_test' })).error).toBeNull();
    expect(await backend.sql('select n.kind from private.lead_notifications n join public.lsg_leads l on l.id = n.lead_id where l.email = $1', [email])).toEqual([]);
    expect(await backend.sql("select 1 from private.lead_source_daily where dimension = 'lead_type' and value = 'quiet_test'")).toEqual([]);
    expect(await backend.sql("select n::int as n from private.lead_totals where lead_type = 'quiet_test' and status = 'new'")).toEqual([{ n: 1 }]);
    await backend.sql('delete from public.lsg_leads where email = $1', [email]);
    await backend.sql("delete from private.lead_totals where lead_type = 'quiet_test'");
    await backend.sql("delete from private.lead_daily_counts where lead_type = 'quiet_test'");
    await backend.sql("delete from private.lead_types where lead_type = 'quiet_test'");
  });
});
