import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import type { BookingMailCap } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { AUTO_REFRESH_MS } from './get-leads';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardToken } from './session-context';

/** The booking confirmations the site sent in the last 24 hours, its daily cap, and the bookings held back by it (issue 59). */
export async function getBookingMailCap(token: string, signal?: AbortSignal): Promise<BookingMailCap | null> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_booking_mail_cap', { session_token: token }), signal);
  throwIfRpcError(error, 'Failed to load the booking e-mail cap');
  return data[0] ?? null;
}

/** Fetched again with the calls, every 30 seconds: the notice appears while staff look at the view. */
export const useBookingMailCap = () => {
  const token = useDashboardToken();
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.bookingMailCap(token),
      queryFn: ({ signal }) => getBookingMailCap(token, signal),
      staleTime: 0,
      refetchInterval: AUTO_REFRESH_MS,
      retry: retryUnlessSessionLost,
    }),
  );
};
