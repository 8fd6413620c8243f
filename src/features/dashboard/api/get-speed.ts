import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import type { LeadSpeed, SpeedWeek } from '@/lib/api/app-database';
import { useDashboardToken } from './session-context';

/** The speed view's numbers, one call: the last `weeks` weeks, newest first. */
export async function speedWeeks(token: string, weeks: number, signal?: AbortSignal): Promise<SpeedWeek[]> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_speed', { session_token: token, weeks }), signal);
  throwIfRpcError(error, 'Failed to load speed to lead');
  return data;
}

export const useSpeedWeeks = (weeks: number) => {
  const token = useDashboardToken();
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.speed(token, weeks),
      queryFn: ({ signal }) => speedWeeks(token, weeks, signal),
      staleTime: 0,
      retry: retryUnlessSessionLost,
    }),
  );
};

/** One lead's time to first touch (or so far). */
export async function leadSpeed(token: string, leadId: string, signal?: AbortSignal): Promise<LeadSpeed> {
  const supabase = await getSupabase();
  // One row, asked for as one object.
  const { data, error } = await abortable(supabase.rpc('dashboard_lead_speed', { session_token: token, lead_id: leadId }), signal).single();
  throwIfRpcError(error, 'Failed to load the speed to lead');
  return data;
}

export const useLeadSpeed = (leadId: string) => {
  const token = useDashboardToken();
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.leadSpeed(token, leadId),
      queryFn: ({ signal }) => leadSpeed(token, leadId, signal),
      staleTime: 0,
      retry: retryUnlessSessionLost,
    }),
  );
};
