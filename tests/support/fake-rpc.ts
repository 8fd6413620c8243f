import { vi } from 'vitest';

export interface RpcError {
  message: string;
  code?: string;
  hint?: string;
}

/** What one database function answers: its data, or a PostgREST error. */
export type RpcAnswer = { data: unknown; error: null } | { data: null; error: RpcError };

/**
 * supabase-js's request as the data layer uses it: awaited for its answer, and given the query's
 * signal first by the dashboard's reads (`abortable()`, src/lib/api/abortable.ts). The fake keeps
 * the signal to itself: its answer is no fetch that could be stopped.
 */
export type FakeRequest = Promise<RpcAnswer> & { abortSignal(signal: AbortSignal): FakeRequest };

export function fakeRequest(answer: RpcAnswer | Promise<RpcAnswer>): FakeRequest {
  const request = Promise.resolve(answer) as FakeRequest;
  request.abortSignal = () => request;
  return request;
}

/**
 * A stand-in for the network edge of the data layer: `supabase.rpc(name, args)` answers with
 * whatever the test set for that database function, so the real query and mutation code runs.
 */
export function createFakeRpc() {
  const answers = new Map<string, (args: unknown) => RpcAnswer | Promise<RpcAnswer>>();
  const calls: { name: string; args: unknown }[] = [];
  const client = {
    rpc: vi.fn((name: string, args: unknown): FakeRequest => {
      calls.push({ name, args });
      const answer = answers.get(name);
      if (!answer) return fakeRequest({ data: null, error: { message: `no answer set for ${name}` } });
      return fakeRequest(answer(args));
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

/** The dashboard's side calls answered for a database holding one new lead: totals, chart counts, nothing new. */
export function answerOneLeadTotals(rpc: ReturnType<typeof createFakeRpc>): void {
  rpc.returns('dashboard_lead_summary', {
    total: 1,
    open_contact_partials: 0,
    open_report_partials: 0,
    by_status: { new: 1, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 },
  });
  rpc.returns('dashboard_lead_counts', []);
  rpc.returns('dashboard_new_lead_count', 0);
  rpc.returns('dashboard_waiting_summary', {
    waiting: 0,
    capped: false,
    waiting_since: '2000-01-01T00:00:00Z',
    morning_email: false,
    morning_email_changed_by: null,
  });
}
