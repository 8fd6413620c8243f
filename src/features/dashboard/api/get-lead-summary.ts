import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import type { LeadSummary } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardToken } from './session-context';

/** The totals over every lead (by type, this week, this month). */
export async function leadSummary(token: string, signal?: AbortSignal): Promise<LeadSummary> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_lead_summary', { session_token: token }), signal);
  throwIfRpcError(error, 'Failed to load the lead summary');
  return data;
}

export const leadSummaryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: dashboardKeys.summary(token),
    queryFn: ({ signal }) => leadSummary(token, signal),
    staleTime: 0,
    retry: retryUnlessSessionLost,
  });

export const useLeadSummary = () => useQuery(leadSummaryQueryOptions(useDashboardToken()));
