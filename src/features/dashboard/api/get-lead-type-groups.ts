import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import type { LeadTypeGroup } from '@/lib/api/app-database';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardToken } from './session-context';

/** The type filter's groups in their order, each with its lead types, as the database keeps them (private.lead_type_groups). */
export async function leadTypeGroups(token: string, signal?: AbortSignal): Promise<LeadTypeGroup[]> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_lead_type_groups', { session_token: token }), signal);
  throwIfRpcError(error, 'Failed to load the lead type filter');
  return data;
}

// Changed only by a migration: read once per session.
export const leadTypeGroupsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: dashboardKeys.typeGroups(token),
    queryFn: ({ signal }) => leadTypeGroups(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessSessionLost,
  });

export const useLeadTypeGroups = () => useQuery(leadTypeGroupsQueryOptions(useDashboardToken()));
