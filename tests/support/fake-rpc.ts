import { vi } from 'vitest';

export interface RpcError {
  message: string;
  code?: string;
  hint?: string;
}

/** What one database function answers: its data, or a PostgREST error. */
export type RpcAnswer = { data: unknown; error: null } | { data: null; error: RpcError };

/**
 * A stand-in for the network edge of the data layer: `supabase.rpc(name, args)` answers with
 * whatever the test set for that database function, so the real query and mutation code runs.
 */
export function createFakeRpc() {
  const answers = new Map<string, (args: unknown) => RpcAnswer | Promise<RpcAnswer>>();
  const calls: { name: string; args: unknown }[] = [];
  const answer = async (name: string, args: unknown): Promise<RpcAnswer> => {
    calls.push({ name, args });
    const found = answers.get(name);
    if (!found) return { data: null, error: { message: `no answer set for ${name}` } };
    return found(args);
  };
  const client = {
    // Like supabase-js's builder: awaitable, and `.abortSignal()` (which the dashboard's reads call) returns it.
    rpc: vi.fn((name: string, args: unknown) => {
      const result = answer(name, args);
      const request = { abortSignal: () => request, then: result.then.bind(result) };
      return request;
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
    /** Answer `name` with whatever `answer` resolves to, when it resolves (a test holds one answer back). */
    respond(name: string, answer: (args: unknown) => Promise<RpcAnswer>) {
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
