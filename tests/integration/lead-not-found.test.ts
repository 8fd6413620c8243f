import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * A lead link with a malformed or unknown id (issue 40): every lead call answers "This lead no
 * longer exists." as a not-found error that is never retried, never Postgres's own words.
 */
let backend: TestBackend;
let calls: Awaited<ReturnType<typeof loadCalls>>;
let token: string;

async function loadCalls() {
  const [login, lead, status, note, errors, client] = await Promise.all([
    import('@/features/dashboard/api/login'),
    import('@/features/dashboard/api/get-lead'),
    import('@/features/dashboard/api/set-lead-status'),
    import('@/features/dashboard/api/add-lead-note'),
    import('@/features/dashboard/api/rpc-error'),
    import('@/lib/api/client'),
  ]);
  return { ...login, ...lead, ...status, ...note, ...errors, ...client };
}

beforeAll(async () => {
  backend = await startTestBackend();
  calls = await loadCalls();
  token = (await calls.loginToDashboard(backend.dashboardPassword, 'Maria Lopez'))!;
});
afterAll(() => backend?.stop());

describe('a lead id that names no lead', () => {
  it('the database refuses a malformed id while casting it (22P02) and the data layer makes that "not found"', async () => {
    const supabase = await calls.getSupabase();
    const { error } = await supabase.rpc('dashboard_get_lead', { session_token: token, lead_id: 'not-a-uuid' });
    expect(error?.code).toBe('22P02');
    let thrown: unknown;
    try {
      calls.throwIfRpcError(error, 'The lead could not be loaded', 'This lead no longer exists.');
    } catch (caught) {
      thrown = caught;
    }
    expect(calls.isNotFound(thrown)).toBe(true);
    expect((thrown as Error).message).toBe('This lead no longer exists.');
    expect(calls.retryUnlessSessionLost(0, thrown as Error)).toBe(false);
  });

  it('the lead view\'s read answers an unknown uuid with null, not an error the browser would log', async () => {
    const supabase = await calls.getSupabase();
    const { data, error, status } = await supabase.rpc('dashboard_get_lead', { session_token: token, lead_id: randomUUID() });
    expect({ data, error, status }).toEqual({ data: null, error: null, status: 200 });
    // Still behind the session: a wrong token is refused, not answered null.
    const refused = await supabase.rpc('dashboard_get_lead', { session_token: 'not-a-session', lead_id: randomUUID() });
    expect(refused.data).toBeNull();
    expect(refused.error).not.toBeNull();
    // A lead that exists is still read whole.
    const { data: lead } = await backend.service.from('lsg_leads').insert({ name: 'Ana Ruiz', email: 'ana@null-read.example', lead_type: 'newsletter' }).select('id').single();
    const read = await supabase.rpc('dashboard_get_lead', { session_token: token, lead_id: lead!.id });
    expect(read.error).toBeNull();
    expect(read.data).toMatchObject({ lead: { id: lead!.id, email: 'ana@null-read.example' }, notes: [] });
  });

  for (const id of ['not-a-uuid', '12345', randomUUID()]) {
    it(`every lead call answers ${JSON.stringify(id.length === 36 ? 'an unknown uuid' : id)} as a lead that no longer exists`, async () => {
      for (const call of [() => calls.getLead(token, id), () => calls.setLeadStatus(token, id, 'won'), () => calls.addLeadNote(token, id, 'Hello.')]) {
        const outcome = await call().then(
          () => null,
          (error: unknown) => error,
        );
        expect(calls.isNotFound(outcome)).toBe(true);
        expect((outcome as Error).message).toBe('This lead no longer exists.');
      }
    });
  }
});
