import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadSourcesArgs } from '@/lib/api/app-database';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardToken } from './session-context';

/** The Sources view's numbers, table and chart, in one call (docs/decisions/0039-lead-sources-rollup.md). */
export async function getLeadSources({ token, groupBy, fromDay, toDay, includeSpam }: LeadSourcesArgs, signal?: AbortSignal) {
  const supabase = await getSupabase();
  const { data, error } = await abortable(
    supabase.rpc('dashboard_lead_sources', {
      session_token: token,
      group_by: groupBy,
      from_day: fromDay,
      to_day: toDay,
      include_spam: includeSpam,
    }),
    signal,
  );
  throwIfRpcError(error, 'Failed to load lead sources');
  return data;
}

export const leadSourcesQueryOptions = (args: LeadSourcesArgs) =>
  queryOptions({
    queryKey: dashboardKeys.sources(args),
    // The answer carries its question: while the next one loads, the rows kept on screen
    // (placeholder data) are labelled by the grouping and period they answer.
    queryFn: async ({ signal }) => ({ ...(await getLeadSources(args, signal)), args }),
    staleTime: 0,
    // The table keeps the last answer while the next period loads: no flash of an empty table.
    placeholderData: keepPreviousData,
    retry: retryUnlessSessionLost,
  });

/** The question the Sources view asks; the token is the session's. */
export type LeadSourcesQuestion = Omit<LeadSourcesArgs, 'token'>;

export const useLeadSources = (question: LeadSourcesQuestion) => useQuery(leadSourcesQueryOptions({ ...question, token: useDashboardToken() }));
