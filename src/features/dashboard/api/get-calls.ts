import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import type { BookedCall } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { AUTO_REFRESH_MS } from './get-leads';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardToken } from './session-context';

/** The booked calls (live and cancelled) of the Los Angeles days fromDay to fromDay + days - 1, soonest first, with their leads. */
export async function listCalls(token: string, fromDay: string, days: number, signal?: AbortSignal): Promise<BookedCall[]> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_calls', { session_token: token, from_day: fromDay, days }), signal);
  throwIfRpcError(error, 'Failed to load the calls');
  return data;
}

/**
 * Fetched again every 30 seconds, as the leads list is: a call booked meanwhile shows up. While
 * another week loads, the last one stays on screen (placeholder data), so the page does not jump.
 */
export const useCalls = (fromDay: string, days: number) => {
  const token = useDashboardToken();
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.callDays(token, fromDay, days),
      queryFn: ({ signal }) => listCalls(token, fromDay, days, signal),
      staleTime: 0,
      refetchInterval: AUTO_REFRESH_MS,
      retry: retryUnlessSessionLost,
      placeholderData: keepPreviousData,
    }),
  );
};
