import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import type { LeadSpeed, SpeedWeek } from './speed-types';

/** The speed view's numbers, one call: the last `weeks` weeks, newest first. */
export async function speedWeeks(token: string, weeks: number): Promise<SpeedWeek[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_speed', { session_token: token, weeks });
  throwIfRpcError(error, 'Failed to load speed to lead');
  return (data as unknown as { weeks: SpeedWeek[] }).weeks;
}

export const useSpeedWeeks = (token: string, weeks: number) =>
  useQuery(queryOptions({ queryKey: dashboardKeys.speed(token, weeks), queryFn: () => speedWeeks(token, weeks), staleTime: 0, retry: retryUnlessSessionLost }));

/** One lead's time to first touch (or so far). */
export async function leadSpeed(token: string, leadId: string): Promise<LeadSpeed> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_lead_speed', { session_token: token, lead_id: leadId });
  throwIfRpcError(error, 'Failed to load the speed to lead');
  return data as unknown as LeadSpeed;
}

export const useLeadSpeed = (token: string, leadId: string) =>
  useQuery(
    queryOptions({ queryKey: dashboardKeys.leadSpeed(token, leadId), queryFn: () => leadSpeed(token, leadId), staleTime: 0, retry: retryUnlessSessionLost }),
  );
