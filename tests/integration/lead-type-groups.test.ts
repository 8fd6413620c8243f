/**
 * The dashboard's lead-type filter reads its groups from the database (issue 58): the rows of
 * private.lead_type_groups, each lead type in the one its row names (private.lead_types.type_group),
 * answered by dashboard_lead_type_groups to a staff session and read through the dashboard's own
 * data layer (api/get-lead-type-groups.ts, lib/lead-filters.ts). A group or a type's move is a row.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadFilterOptions, typesFor } from '@/features/dashboard/lib/lead-filters';
import { LEAD_TYPES } from '@/lib/api/app-database';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;
let token: string;
// The data layer's client reads the backend's address when first imported: imported once it is up.
let leadTypeGroups: typeof import('@/features/dashboard/api/get-lead-type-groups').leadTypeGroups;
let listLeads: typeof import('@/features/dashboard/api/get-leads').listLeads;

beforeAll(async () => {
  backend = await startTestBackend();
  const [groups, leads, login] = await Promise.all([
    import('@/features/dashboard/api/get-lead-type-groups'),
    import('@/features/dashboard/api/get-leads'),
    import('@/features/dashboard/api/login'),
  ]);
  leadTypeGroups = groups.leadTypeGroups;
  listLeads = leads.listLeads;
  token = (await login.loginToDashboard(backend.dashboardPassword, 'Filter Tester'))!;
});
afterAll(() => backend?.stop());
afterEach(async () => {
  await backend.sql("update private.lead_types set type_group = 'contact' where lead_type = 'consultation'");
  await backend.sql("delete from private.lead_type_groups where type_group = 'calls'");
});

describe('the lead type filter’s groups', () => {
  it('are the rows of private.lead_type_groups in their order, each with the types that name it, every type in one', async () => {
    const groups = await leadTypeGroups(token);
    expect(groups.map((group) => [group.type_group, group.label])).toEqual([
      ['contact', 'Contact Form'],
      ['newsletter', 'Newsletter'],
      ['url_test', 'URL Test'],
      ['privacy_request', 'Privacy Requests'],
    ]);
    expect(groups[0]!.lead_types).toEqual([
      'consultation',
      'contact',
      'contact_complete',
      'contact_partial',
      'plan_application',
      'report_scheduler_complete',
      'report_scheduler_partial',
    ]);
    expect(groups.flatMap((group) => group.lead_types).sort()).toEqual([...LEAD_TYPES].sort());
    const rows = await backend.sql<{ type_group: string; lead_types: string[] }>(
      'select type_group, array_agg(lead_type order by lead_type) as lead_types from private.lead_types group by type_group order by type_group',
    );
    expect(rows).toEqual(groups.map(({ type_group, lead_types }) => ({ type_group, lead_types })).sort((a, b) => a.type_group.localeCompare(b.type_group)));
  });

  it('follow the database: a new group and a type moved into it are the filter’s next option, and it lists that type’s leads', async () => {
    await backend.sql("insert into private.lead_type_groups (type_group, label, position) values ('calls', 'Booked Calls', 5)");
    await backend.sql("update private.lead_types set type_group = 'calls' where lead_type = 'consultation'");
    const groups = await leadTypeGroups(token);
    expect(leadFilterOptions(groups).map((option) => option.label)).toEqual(['All Leads', 'Contact Form', 'Newsletter', 'URL Test', 'Privacy Requests', 'Booked Calls']);
    expect(typesFor('calls', groups)).toEqual(['consultation']);
    expect(typesFor('contact', groups)).not.toContain('consultation');

    const email = uniqueEmail('grouped');
    await backend.sql("insert into public.lsg_leads (name, email, lead_type) values ('Grouped Caller', $1, 'consultation'), ('Grouped Writer', $1, 'contact')", [email]);
    const listed = async (filter: string) =>
      (await listLeads({ session_token: token, lead_types: typesFor(filter, groups), search: email })).rows.map((row) => row.lead_type).sort();
    expect(await listed('calls')).toEqual(['consultation']);
    expect(await listed('contact')).toEqual(['contact']);
    expect(await listed('all')).toEqual(['consultation', 'contact']);
  });

  it('are answered only to a staff session, and a type must name a group that exists', async () => {
    const refused = await backend.anon.rpc('dashboard_lead_type_groups', { session_token: 'not-a-session' });
    expect(refused.error).not.toBeNull();
    expect(refused.data).toBeNull();
    await expect(backend.sql("update private.lead_types set type_group = 'nowhere' where lead_type = 'newsletter'")).rejects.toMatchObject({ code: '23503' });
    await expect(backend.sql("update private.lead_types set type_group = null where lead_type = 'newsletter'")).rejects.toMatchObject({ code: '23502' });
  });
});
