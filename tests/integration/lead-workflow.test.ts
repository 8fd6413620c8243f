import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * Staff work their leads (docs/decisions/0011-staff-identity.md): status and notes through the
 * dashboard's own calls, signed with the name given at login.
 */
let backend: TestBackend;
let calls: Awaited<ReturnType<typeof loadCalls>>;
let maria: string;
let jon: string;

async function loadCalls() {
  const [login, status, lead, add, edit, remove, list, exporter, summary] = await Promise.all([
    import('@/features/dashboard/api/login'),
    import('@/features/dashboard/api/set-lead-status'),
    import('@/features/dashboard/api/get-lead'),
    import('@/features/dashboard/api/add-lead-note'),
    import('@/features/dashboard/api/edit-lead-note'),
    import('@/features/dashboard/api/delete-lead-note'),
    import('@/features/dashboard/api/get-leads'),
    import('@/features/dashboard/api/export-leads'),
    import('@/features/dashboard/api/get-lead-summary'),
  ]);
  return { ...login, ...status, ...lead, ...add, ...edit, ...remove, ...list, ...exporter, ...summary };
}

beforeAll(async () => {
  backend = await startTestBackend();
  calls = await loadCalls();
  maria = (await calls.loginToDashboard(backend.dashboardPassword, 'Maria Lopez'))!;
  jon = (await calls.loginToDashboard(backend.dashboardPassword, 'Jon Park'))!;
});
afterAll(() => backend?.stop());

async function newLead(label: string) {
  const id = randomUUID();
  const email = uniqueEmail(label);
  const { error } = await backend.anon.from('lsg_leads').insert({ id, name: `Lead ${label}`, email, lead_type: 'contact' });
  expect(error).toBeNull();
  return { id, email };
}

describe('lead status', () => {
  it('starts as new, changes signed with the staff name, and keeps its history', async () => {
    const { id } = await newLead('status');
    expect((await calls.getLead(maria, id)).lead.status).toBe('new');
    expect(await calls.setLeadStatus(maria, id, 'contacted')).toMatchObject({ status: 'contacted', status_changed_by: 'Maria Lopez' });
    await calls.setLeadStatus(jon, id, 'won');
    // Setting the same status again records nothing.
    await calls.setLeadStatus(jon, id, 'won');
    const detail = await calls.getLead(maria, id);
    expect(detail.lead).toMatchObject({ status: 'won', status_changed_by: 'Jon Park' });
    expect(detail.status_changes.map((change) => [change.actor, change.from_status, change.to_status])).toEqual([
      ['Maria Lopez', 'new', 'contacted'],
      ['Jon Park', 'contacted', 'won'],
    ]);
  });

  it('refuses an unknown status and a missing lead, and anyone without a session', async () => {
    const { id } = await newLead('refuse');
    await expect(calls.setLeadStatus(maria, id, 'archived' as never)).rejects.toThrow(/Unknown status: archived/);
    await expect(calls.setLeadStatus(maria, randomUUID(), 'won')).rejects.toThrow(/no longer exists/);
    await expect(calls.setLeadStatus('f'.repeat(64), id, 'won')).rejects.toThrow(/session has expired/);
    // The public key alone cannot set a status column.
    const { error } = await backend.anon
      .from('lsg_leads')
      .insert({ name: 'Sneaky Status', email: uniqueEmail('sneaky'), lead_type: 'contact', status: 'won' } as never);
    expect(error).not.toBeNull();
  });

  it('hides spam from the list, the totals and the export unless asked for, and counts every status', async () => {
    const spam = await newLead('spam');
    await calls.setLeadStatus(maria, spam.id, 'spam');
    const query = { token: maria, search: spam.email, types: null, sortColumn: 'created_at' as const, sortDirection: 'desc' as const, after: null };
    expect((await calls.listLeads(calls.leadListArgs({ ...query, statuses: null }))).total).toBe(0);
    expect((await calls.listLeads(calls.leadListArgs({ ...query, statuses: ['spam'] }))).rows.map((row) => row.id)).toEqual([spam.id]);
    const summary = await calls.leadSummary(maria);
    expect(summary.by_status.spam).toBeGreaterThanOrEqual(1);
    expect(await calls.exportLeads({ token: maria, search: spam.email })).toEqual([]);
    expect(await calls.exportLeads({ token: maria, search: spam.email, statuses: ['spam'] })).toMatchObject([{ id: spam.id, status: 'spam' }]);
  });
});

describe('lead notes', () => {
  it('are added, edited by their author only, deleted, and the export carries the latest', async () => {
    const { id, email } = await newLead('notes');
    const first = await calls.addLeadNote(maria, id, '  Left a voicemail.  ');
    expect(first).toMatchObject({ author: 'Maria Lopez', body: 'Left a voicemail.' });
    const second = await calls.addLeadNote(jon, id, 'Booked a call for Tuesday.');
    await expect(calls.editLeadNote(maria, second.id, 'Changed by someone else')).rejects.toThrow(/Only Jon Park can edit this note/);
    expect(await calls.editLeadNote(jon, second.id, 'Booked a call for Wednesday.')).toMatchObject({
      body: 'Booked a call for Wednesday.',
      updated_at: expect.any(String),
    });
    await expect(calls.addLeadNote(maria, id, '   ')).rejects.toThrow(/needs some text/);
    await expect(calls.addLeadNote(maria, id, 'x'.repeat(5001))).rejects.toThrow(/at most 5,000/);

    expect((await calls.getLead(maria, id)).notes.map((note) => note.body)).toEqual(['Booked a call for Wednesday.', 'Left a voicemail.']);
    expect(await calls.exportLeads({ token: maria, search: email })).toMatchObject([{ latest_note: 'Booked a call for Wednesday.' }]);
    expect(await calls.deleteLeadNote(maria, second.id)).toBe(true);
    expect((await calls.getLead(maria, id)).notes.map((note) => note.body)).toEqual(['Left a voicemail.']);
  });

  it('a session without a name signs as Staff; a name of one letter is refused at login', async () => {
    const anonymous = (await calls.loginToDashboard(backend.dashboardPassword))!;
    const { id } = await newLead('unnamed');
    expect(await calls.addLeadNote(anonymous, id, 'Checked the website.')).toMatchObject({ author: 'Staff' });
    await expect(calls.loginToDashboard(backend.dashboardPassword, 'J')).rejects.toThrow(/between 2 and 80/);
  });
});

describe("a lead's own view", () => {
  it('shows the partial version a completion replaced, and the notification deliveries', async () => {
    const id = randomUUID();
    const typo = uniqueEmail('typo');
    const email = uniqueEmail('fixed');
    await backend.anon.from('lsg_leads').insert({ id, name: 'Ana Ruis', email: typo, lead_type: 'contact_partial' });
    await backend.anon.rpc('complete_partial_lead', { lead_id: id, name: 'Ana Ruiz', email, message: 'Please call me.' });
    const detail = await calls.getLead(maria, id);
    expect(detail.lead).toMatchObject({ name: 'Ana Ruiz', email, lead_type: 'contact_complete' });
    expect(detail.partial_version).toMatchObject({ name: 'Ana Ruis', email: typo, lead_type: 'contact_partial' });
    expect(detail.notifications.map((delivery) => [delivery.kind, delivery.status])).toEqual([
      ['new', 'pending'],
      ['completed', 'pending'],
    ]);
  });
});
