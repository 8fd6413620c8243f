import { randomBytes, randomUUID } from 'node:crypto';
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
  const [login, status, lead, add, edit, remove, list, exporter, summary, errors] = await Promise.all([
    import('@/features/dashboard/api/login'),
    import('@/features/dashboard/api/set-lead-status'),
    import('@/features/dashboard/api/get-lead'),
    import('@/features/dashboard/api/add-lead-note'),
    import('@/features/dashboard/api/edit-lead-note'),
    import('@/features/dashboard/api/delete-lead-note'),
    import('@/features/dashboard/api/get-leads'),
    import('@/features/dashboard/api/export-leads'),
    import('@/features/dashboard/api/get-lead-summary'),
    import('@/features/dashboard/api/rpc-error'),
  ]);
  return { ...login, ...status, ...lead, ...add, ...edit, ...remove, ...list, ...exporter, ...summary, ...errors };
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
  it('are added, edited and deleted by the session that wrote them only, and the export carries the latest', async () => {
    const { id, email } = await newLead('notes');
    const first = await calls.addLeadNote(maria, id, '  Left a voicemail.  ');
    expect(first).toMatchObject({ author: 'Maria Lopez', body: 'Left a voicemail.', mine: true });
    const second = await calls.addLeadNote(jon, id, 'Booked a call for Tuesday.');
    await expect(calls.editLeadNote(maria, second.id, 'Changed by someone else')).rejects.toThrow(
      'You can edit only the notes you wrote since you last logged in.',
    );
    expect(await calls.editLeadNote(jon, second.id, 'Booked a call for Wednesday.')).toMatchObject({
      body: 'Booked a call for Wednesday.',
      updated_at: expect.any(String),
      mine: true,
    });
    await expect(calls.addLeadNote(maria, id, '   ')).rejects.toThrow(/needs some text/);
    await expect(calls.addLeadNote(maria, id, 'x'.repeat(5001))).rejects.toThrow(/at most 5,000/);

    // Each session is told which notes are its own.
    expect((await calls.getLead(maria, id)).notes.map((note) => [note.body, note.mine])).toEqual([
      ['Booked a call for Wednesday.', false],
      ['Left a voicemail.', true],
    ]);
    expect((await calls.getLead(jon, id)).notes.map((note) => note.mine)).toEqual([true, false]);
    expect(await calls.exportLeads({ token: maria, search: email })).toMatchObject([{ latest_note: 'Booked a call for Wednesday.' }]);
    await expect(calls.deleteLeadNote(maria, second.id)).rejects.toThrow('You can delete only the notes you wrote since you last logged in.');
    expect(await calls.deleteLeadNote(jon, second.id)).toBe(true);
    // Gone already: nothing to do (a retry after a lost answer, another tab).
    expect(await calls.deleteLeadNote(jon, second.id)).toBe(false);
    expect((await calls.getLead(maria, id)).notes.map((note) => note.body)).toEqual(['Left a voicemail.']);
  });

  it('typing the same name again does not make another session the author: 403, and the answer names nobody', async () => {
    const alice = (await calls.loginToDashboard(backend.dashboardPassword, 'Alice Nguyen'))!;
    const impostor = (await calls.loginToDashboard(backend.dashboardPassword, 'Alice Nguyen'))!;
    const { id } = await newLead('same-name');
    const note = await calls.addLeadNote(alice, id, 'Sent the proposal.');
    for (const [name, args] of [
      ['dashboard_edit_lead_note', { session_token: impostor, note_id: note.id, body: 'Proposal withdrawn.' }],
      ['dashboard_delete_lead_note', { session_token: impostor, note_id: note.id }],
    ] as const) {
      const { status, error } = await backend.anon.rpc(name, args as never);
      expect(status, name).toBe(403);
      expect(error?.code, name).toBe('PT403');
      expect(JSON.stringify(error), name).not.toMatch(/Alice|Nguyen/);
    }
    expect((await calls.getLead(impostor, id)).notes).toMatchObject([{ body: 'Sent the proposal.', author: 'Alice Nguyen', mine: false }]);
    // After logging out and in again, Alice's old notes are fixed too: the password cannot tell it is her.
    await backend.anon.rpc('dashboard_logout', { session_token: alice });
    const aliceAgain = (await calls.loginToDashboard(backend.dashboardPassword, 'Alice Nguyen'))!;
    await expect(calls.editLeadNote(aliceAgain, note.id, 'Proposal sent twice.')).rejects.toThrow(/only the notes you wrote/);
  });

  it('notes from before sessions signed them belong to no session', async () => {
    const { id } = await newLead('old-note');
    const [old] = await backend.sql<{ id: string }>(
      "insert into private.lead_notes (lead_id, created_at, author, body) values ($1, now(), 'Maria Lopez', 'Old note.') returning id",
      [id],
    );
    await expect(calls.editLeadNote(maria, old!.id, 'Rewritten.')).rejects.toThrow(/only the notes you wrote/);
    await expect(calls.deleteLeadNote(maria, old!.id)).rejects.toThrow(/only the notes you wrote/);
    expect((await calls.getLead(maria, id)).notes).toMatchObject([{ body: 'Old note.', mine: false }]);
  });

  it('every session has a name: none, blank, hidden characters and the names the dashboard uses itself are refused at login', async () => {
    const refused: [string | null, RegExp][] = [
      [null, /Please enter your name/],
      ['', /Please enter your name/],
      ['   ', /Please enter your name/],
      ['\u200b\u200b', /Please enter your name/],
      ['J', /between 2 and 80/],
      ['Al\u202eecila', /invisible character/],
      ['\u2066Maria\u2069', /invisible character/],
      ['Visitor', /"Visitor" is a name the dashboard uses/],
      ['staff', /"Staff" is a name the dashboard uses/],
      [' System ', /"System" is a name the dashboard uses/],
      // A zero-width space is an invisible mark a name may not carry (decision 0044); a joiner is not,
      // and the reserved name is still known through it.
      ['Sta\u200bff', /invisible character/],
      ['Sta\u200dff', /"Staff" is a name the dashboard uses/],
    ];
    for (const [name, message] of refused) {
      await expect(calls.loginToDashboard(backend.dashboardPassword, name), JSON.stringify(name)).rejects.toThrow(message);
      await expect(calls.loginToDashboard(backend.dashboardPassword, name)).rejects.toBeInstanceOf(calls.StaffNameRefused);
    }
    // A refused name is refused before the password is checked: no attempt is recorded.
    const attempts = await backend.sql('select 1 from private.dashboard_login_attempts where not succeeded');
    await expect(calls.loginToDashboard('wrong password', 'Visitor')).rejects.toThrow(/Visitor/);
    expect(await backend.sql('select 1 from private.dashboard_login_attempts where not succeeded')).toHaveLength(attempts.length);
    // Names with the reserved words inside them, and names in any script, are fine.
    for (const name of ['Staffan Berg', 'Visitor Relations Team', 'José Núñez', 'محمد علی', '李小龙']) {
      expect(await calls.loginToDashboard(backend.dashboardPassword, name), name).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('sessions made without a name before names were required can no longer sign anything', async () => {
    const token = randomBytes(32).toString('hex');
    await backend.sql(
      "insert into private.dashboard_sessions (token_hash, created_at, expires_at) values (extensions.digest($1, 'sha256'), now(), now() + interval '1 hour')",
      [token],
    );
    const { id } = await newLead('unnamed');
    await expect(calls.addLeadNote(token, id, 'Checked the website.')).rejects.toBeInstanceOf(calls.DashboardSessionError);
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
