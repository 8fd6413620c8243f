import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardToken } from './session-context';

export const CHART_DAYS = 30;

/** Leads per day and type over the last `days` days, for the chart. */
export async function leadCountsByDay(token: string, days = CHART_DAYS, signal?: AbortSignal) {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_lead_counts', { session_token: token, days }), signal);
  throwIfRpcError(error, 'Failed to load lead counts');
  return data ?? [];
}

export const leadCountsQueryOptions = (token: string, days = CHART_DAYS) =>
  queryOptions({
    queryKey: dashboardKeys.counts(token, days),
    queryFn: ({ signal }) => leadCountsByDay(token, days, signal),
    staleTime: 0,
    retry: retryUnlessSessionLost,
  });

export const useLeadCounts = () => useQuery(leadCountsQueryOptions(useDashboardToken()));
