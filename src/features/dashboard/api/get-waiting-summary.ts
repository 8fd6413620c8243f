import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import type { WaitingSummary } from '@/lib/api/app-database';
import { useDashboardToken } from './session-context';

/** Leads at New over one office hour, counted by the database in one call, with the morning e-mail setting. */
export async function waitingSummary(token: string, signal?: AbortSignal): Promise<WaitingSummary> {
  const supabase = await getSupabase();
  // One row, asked for as one object.
  const { data, error } = await abortable(supabase.rpc('dashboard_waiting_summary', { session_token: token }), signal).single();
  throwIfRpcError(error, 'Failed to count the waiting leads');
  return data;
}

// Asked again every minute: a lead passes its office hour without anything else changing.
export const waitingSummaryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: dashboardKeys.waiting(token),
    queryFn: ({ signal }) => waitingSummary(token, signal),
    staleTime: 0,
    refetchInterval: 60_000,
    retry: retryUnlessSessionLost,
  });

export const useWaitingSummary = () => useQuery(waitingSummaryQueryOptions(useDashboardToken()));
