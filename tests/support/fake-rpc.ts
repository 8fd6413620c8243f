import { vi } from 'vitest';

export interface RpcError {
  message: string;
  code?: string;
  hint?: string;
}

/** What one database function answers: its data, or a PostgREST error. */
export type RpcAnswer = { data: unknown; error: null } | { data: null; error: RpcError };

/**
 * What supabase-js's rpc() gives back: awaited, the answer; before that, a read's abortSignal() (the
 * dashboard's reads pass their query's signal, src/lib/api/abortable.ts; the fake keeps it to itself,
 * as its answer is no fetch that could be stopped), retry() (a GET's own retries, which the fake never
 * makes) and single() (one row as an object).
 */
export interface FakeRequest extends PromiseLike<RpcAnswer> {
  abortSignal(signal: AbortSignal): FakeRequest;
  retry(enabled: boolean): FakeRequest;
  single(): PromiseLike<RpcAnswer>;
}

export function fakeRequest(answered: RpcAnswer | Promise<RpcAnswer> | (() => Promise<RpcAnswer>)): FakeRequest {
  const answer = typeof answered === 'function' ? answered : () => Promise.resolve(answered);
  const request: FakeRequest = {
    then: (sent, failed) => answer().then(sent, failed),
    abortSignal: () => request,
    retry: () => request,
    single: () => ({
      then: (sent, failed) =>
        answer()
          .then((answered) => (answered.error || !Array.isArray(answered.data) ? answered : { data: answered.data[0] ?? null, error: null }))
          .then(sent, failed),
    }),
  };
  return request;
}

/**
 * A stand-in for the network edge of the data layer: `supabase.rpc(name, args)` answers with
 * whatever the test set for that database function, so the real query and mutation code runs.
 * A function that returns rows (`returns table`) is answered with an array, as PostgREST does.
 */
export function createFakeRpc() {
  const answers = new Map<string, (args: unknown) => RpcAnswer | Promise<RpcAnswer>>();
  const calls: { name: string; args: unknown }[] = [];
  const client = {
    rpc: vi.fn((name: string, args: unknown) => {
      calls.push({ name, args });
      const answer = answers.get(name);
      return fakeRequest(async () => (answer ? answer(args) : { data: null, error: { message: `no answer set for ${name}` } }));
    }),
  };
  return {
    client,
    calls,
    /** Answer `name` with data. */
    returns(name: string, data: unknown | ((args: unknown) => unknown)) {
      answers.set(name, (args) => ({
        data: typeof data === 'function' ? (data as (args: unknown) => unknown)(args) : data,
        error: null,
      }));
    },
    /** Answer `name` as `answer` says, when it says (a test that holds one answer back). */
    answers(name: string, answer: (args: unknown) => Promise<RpcAnswer>) {
      answers.set(name, answer);
    },
    /** Answer `name` with a PostgREST error. */
    fails(name: string, error: RpcError) {
      answers.set(name, () => ({ data: null, error }));
    },
  };
}

export const SESSION_LOST: RpcError = {
  message: 'session expired',
  code: '28000',
  hint: 'dashboard_session_invalid',
};

/** The dashboard's side calls answered for a database holding one new lead: totals, chart counts, nothing new, the type filter's groups, delivery working. */
export function answerOneLeadTotals(rpc: ReturnType<typeof createFakeRpc>): void {
  rpc.returns('dashboard_lead_summary', {
    total: 1,
    open_contact_partials: 0,
    open_report_partials: 0,
    by_status: { new: 1, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 },
  });
  rpc.returns('dashboard_lead_counts', []);
  rpc.returns('dashboard_new_lead_count', 0);
  rpc.returns('dashboard_waiting_summary', [
    {
      waiting: 0,
      capped: false,
      waiting_since: '2000-01-01T00:00:00Z',
      morning_email: false,
      morning_email_changed_by: null,
    },
  ]);
  rpc.returns('dashboard_lead_type_groups', [{ type_group: 'contact', label: 'Contact Form', lead_types: ['contact', 'contact_complete'] }]);
  // The header's e-mail delivery line (issue 60): working.
  rpc.returns('delivery_health', { status: 'green', checked_at: new Date().toISOString(), since: null, problems: [] });
}
