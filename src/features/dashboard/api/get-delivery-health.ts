import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import type { DeliveryHealth } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';

/** How often an open dashboard asks again whether e-mail is going out. */
export const DELIVERY_HEALTH_POLL_MS = 60_000;

/** The delivery health (public.delivery_health): the same answer an uptime monitor polls, no session needed. */
export async function deliveryHealth(signal?: AbortSignal): Promise<DeliveryHealth> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('delivery_health'), signal);
  throwIfRpcError(error, 'Could not check e-mail delivery');
  return data;
}

export const deliveryHealthQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.deliveryHealth(),
    queryFn: ({ signal }) => deliveryHealth(signal),
    staleTime: 0,
    refetchInterval: DELIVERY_HEALTH_POLL_MS,
  });

export const useDeliveryHealth = () => useQuery(deliveryHealthQueryOptions());
