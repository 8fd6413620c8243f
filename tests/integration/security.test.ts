import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  // As an operator sets it (npm run dashboard:password): the backend never changes an existing database's password.
  await backend.sql("select private.set_dashboard_password('correct horse battery')");
  await backend.anon.from('lsg_leads').insert({ name: 'Existing Lead', email: 'existing@example.com', lead_type: 'contact' });
  await backend.anon.from('leads').insert({ name: 'Existing Lead', email: 'existing@example.com' });
});
afterAll(() => backend?.stop());

const leadCount = async () => (await backend.sql<{ n: number }>('select count(*)::int as n from public.lsg_leads'))[0]!.n;

describe('the anon key can add a lead and do nothing else with leads', () => {
  for (const table of ['lsg_leads', 'leads', 'newsletter_subscribers'] as const) {
    it(`cannot select, count, update or delete ${table}`, async () => {
      const before = await backend.sql(`select * from public.${table} order by created_at`);
      const select = await backend.anon.from(table).select('*');
      expect(select.data ?? []).toEqual([]);
      expect(select.error).not.toBeNull();

      const count = await backend.anon.from(table).select('*', { count: 'exact', head: true });
      expect(count.count ?? 0).toBe(0);
      expect(count.error).not.toBeNull();

      const update = await backend.anon.from(table).update({ email: 'hacked@example.com' }).neq('email', '');
      expect(update.error).not.toBeNull();
      const remove = await backend.anon.from(table).delete().neq('email', '');
      expect(remove.error).not.toBeNull();

      expect(await backend.sql(`select * from public.${table} order by created_at`)).toEqual(before);
    });
  }

  it('cannot read a lead back after inserting it', async () => {
    const { data, error } = await backend.anon.from('lsg_leads').insert({ name: 'Read Back', email: uniqueEmail(), lead_type: 'contact' }).select();
    expect(error).not.toBeNull();
    expect(data).toBeNull();
  });

  it('cannot set server-owned columns such as created_at', async () => {
    const { error } = await backend.anon
      .from('lsg_leads')
      .insert({ name: 'Old Lead', email: uniqueEmail(), lead_type: 'contact', created_at: '2001-01-01T00:00:00Z' } as never);
    expect(error).not.toBeNull();
  });

  it('cannot reach the private tables or the service-only functions', async () => {
    // The test-only clock function is not in the schema at all (tests move the clock with SQL).
    expect(await backend.sql("select proname from pg_catalog.pg_proc where proname = 'admin_set_clock_offset'")).toEqual([]);
    expect((await backend.anon.rpc('take_function_slot', { scope: 'page_check', client_address: 'x' })).error).not.toBeNull();
    expect((await backend.anon.rpc('claim_lead_notifications', { batch_size: 5 })).error).not.toBeNull();
    expect((await backend.anon.rpc('finish_lead_notification', { notification_id: randomUUID(), outcome: 'sent' })).error).not.toBeNull();
    const privateTable = await fetch(`${backend.url}/rest/v1/dashboard_sessions`, { headers: { apikey: backend.anonKey } });
    expect(privateTable.status).toBeGreaterThanOrEqual(400);
  });

  it('every table has row-level security on, and every SECURITY DEFINER function an empty search_path', async () => {
    const tables = await backend.sql<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(3);
    for (const table of tables) expect(table.relrowsecurity, table.relname).toBe(true);

    const definers = await backend.sql<{ proname: string; proconfig: string[] | null; public_can_execute: boolean }>(
      `select p.proname, p.proconfig, has_function_privilege('public', p.oid, 'execute') as public_can_execute
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prosecdef`,
    );
    expect(definers.length).toBeGreaterThanOrEqual(10);
    for (const fn of definers) {
      expect(fn.proconfig, fn.proname).toContain('search_path=""');
      expect(fn.public_can_execute, fn.proname).toBe(false);
    }
  });
});

describe('partial leads are completed only by their id, only while partial and under 24 hours old', () => {
  const partial = async () => {
    const id = randomUUID();
    const email = uniqueEmail('partial');
    const { error } = await backend.anon.from('lsg_leads').insert({ id, name: 'Pat Partial', email, lead_type: 'contact_partial', message: 'step 1' });
    expect(error).toBeNull();
    return { id, email };
  };
  const typeOf = async (id: string) => (await backend.sql<{ lead_type: string }>('select lead_type from public.lsg_leads where id = $1', [id]))[0]?.lead_type;

  it('cannot be completed by e-mail', async () => {
    const { id, email } = await partial();
    const byEmail = await backend.anon.from('lsg_leads').update({ lead_type: 'contact_complete', message: 'rewritten' }).eq('email', email);
    expect(byEmail.error).not.toBeNull();
    const rpcByEmail = await backend.anon.rpc('complete_partial_lead', { lead_id: email, message: 'rewritten' } as never);
    expect(rpcByEmail.error).not.toBeNull();
    expect(await typeOf(id)).toBe('contact_partial');
  });

  it('cannot be completed with a wrong id', async () => {
    const { id } = await partial();
    const { data } = await backend.anon.rpc('complete_partial_lead', { lead_id: randomUUID(), name: 'Someone Else', email: 'x@y.example', message: 'x' });
    expect(data).toBe(false);
    expect(await typeOf(id)).toBe('contact_partial');
  });

  it('cannot complete a lead that was never partial', async () => {
    const id = randomUUID();
    await backend.anon.from('lsg_leads').insert({ id, name: 'Full Lead', email: uniqueEmail(), lead_type: 'contact' });
    expect((await backend.anon.rpc('complete_partial_lead', { lead_id: id, name: 'Someone Else', email: 'x@y.example', message: 'x' })).data).toBe(false);
    expect(await typeOf(id)).toBe('contact');
  });

  it('cannot be completed after 24 hours', async () => {
    const { id } = await partial();
    await backend.setClockOffset(24 * 3600 + 60);
    try {
      expect((await backend.anon.rpc('complete_partial_lead', { lead_id: id, name: 'Late Person', email: 'late@y.example', message: 'late' })).data).toBe(
        false,
      );
    } finally {
      await backend.setClockOffset(0);
    }
    expect(await typeOf(id)).toBe('contact_partial');
    expect((await backend.anon.rpc('complete_partial_lead', { lead_id: id, name: 'Timely Person', email: 'timely@y.example', message: 'in time' })).data).toBe(
      true,
    );
  });
});

describe('the staff dashboard', () => {
  const login = async (password: string) =>
    (await backend.anon.rpc('validate_dashboard_password', { input_password: password, staff_name: 'Security Tester' })).data;
  const list = (token: string | null) => backend.anon.rpc('dashboard_list_leads', { session_token: token as string });

  it('refuses every dashboard function without a valid token', async () => {
    for (const token of [null, '', 'not-a-token', 'a'.repeat(64)]) {
      const { data, error } = await list(token);
      expect(data).toBeNull();
      expect(error?.code).toBe('28000');
    }
    const calls = [
      backend.anon.rpc('dashboard_export_leads', { session_token: 'nope' }),
      backend.anon.rpc('dashboard_delete_lead', { session_token: 'nope', lead_id: randomUUID() }),
      backend.anon.rpc('dashboard_lead_counts', { session_token: 'nope' }),
      backend.anon.rpc('dashboard_lead_summary', { session_token: 'nope' }),
      backend.anon.rpc('dashboard_check_session', { session_token: 'nope' }),
    ];
    for (const result of await Promise.all(calls)) expect(result.error?.code).toBe('28000');
    expect(await leadCount()).toBeGreaterThan(0);
  });

  it('gives a token for the right password, which works until it expires after 24 hours', async () => {
    const token = await login('correct horse battery');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await list(token)).error).toBeNull();
    await backend.setClockOffset(24 * 3600 - 60);
    expect((await list(token)).error).toBeNull();
    await backend.setClockOffset(24 * 3600 + 1);
    expect((await list(token)).error?.code).toBe('28000');
    await backend.setClockOffset(0);
  });

  it('revokes the token on logout', async () => {
    const token = await login('correct horse battery');
    await backend.anon.rpc('dashboard_logout', { session_token: token! });
    expect((await list(token)).error?.code).toBe('28000');
  });

  it('locks logins after 5 failures in 15 minutes, the right password included, until the lock passes', async () => {
    await backend.sql('delete from private.dashboard_login_attempts');
    for (let i = 0; i < 5; i += 1) expect(await login(`wrong ${i}`)).toBeNull();
    expect(await backend.anon.rpc('dashboard_lockout_status').then((r) => r.data)).not.toBeNull();
    // The sixth attempt within 15 minutes is refused even with the right password.
    expect(await login('correct horse battery')).toBeNull();
    await backend.setClockOffset(14 * 60);
    expect(await login('correct horse battery')).toBeNull();
    await backend.setClockOffset(15 * 60 + 5);
    try {
      expect(await backend.anon.rpc('dashboard_lockout_status').then((r) => r.data)).toBeNull();
      expect(await login('correct horse battery')).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await backend.setClockOffset(0);
      await backend.sql('delete from private.dashboard_login_attempts');
    }
  });

  it('never stores the password or a token in clear', async () => {
    const token = await login('correct horse battery');
    const columns = await backend.sql<{ schema: string; table: string; column: string }>(
      `select table_schema as schema, table_name as table, column_name as column from information_schema.columns
        where table_schema in ('public', 'private') and data_type in ('text', 'jsonb', 'character varying')`,
    );
    for (const { schema, table, column } of columns) {
      const hits = await backend.sql(
        `select 1 from ${schema}.${table} where "${column}"::text like '%' || $1 || '%' or "${column}"::text like '%' || $2 || '%'`,
        ['correct horse battery', token],
      );
      expect(hits, `${schema}.${table}.${column}`).toEqual([]);
    }
    const [settings] = await backend.sql<{ password_hash: string }>('select password_hash from private.dashboard_settings');
    expect(settings?.password_hash).toMatch(/^\$2a\$10\$/);
  });
});
