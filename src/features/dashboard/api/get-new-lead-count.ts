import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardToken } from './session-context';

/** How often a dashboard tab left open asks whether leads have arrived. */
export const NEW_LEADS_POLL_MS = 60_000;

/** Leads (spam aside) that arrived after `since`, counted up to 10,001. */
export async function newLeadCount(token: string, since: string, signal?: AbortSignal): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_new_lead_count', { session_token: token, since }), signal);
  throwIfRpcError(error, 'Could not count the new leads');
  return data;
}

export const newLeadCountQueryOptions = (token: string, since: string) =>
  queryOptions({
    queryKey: dashboardKeys.newLeads(token, since),
    queryFn: ({ signal }) => newLeadCount(token, since, signal),
    staleTime: 0,
    refetchInterval: NEW_LEADS_POLL_MS,
    retry: retryUnlessSessionLost,
  });

export const useNewLeadCount = (since: string) => useQuery(newLeadCountQueryOptions(useDashboardToken(), since));
