import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import type { BookingCalendar, BookingCalendarLimits, NewCallsFeed } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardMutation } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

/**
 * The booking calendar staff shape from the Calls view (docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md):
 * the daily limit and the buffer between calls, and whether a calendar feed link is live.
 */
export async function getBookingCalendar(token: string, signal?: AbortSignal): Promise<BookingCalendar | null> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_booking_calendar', { session_token: token }), signal);
  throwIfRpcError(error, 'Failed to load the calendar settings');
  return data[0] ?? null;
}

export const useBookingCalendar = () => {
  const token = useDashboardToken();
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.bookingCalendar(token),
      queryFn: ({ signal }) => getBookingCalendar(token, signal),
      staleTime: 0,
      retry: retryUnlessSessionLost,
    }),
  );
};

export interface CalendarLimits {
  /** At most this many calls a day; null for no limit. */
  dailyLimit: number | null;
  bufferMinutes: number;
}

export async function setBookingCalendar(token: string, limits: CalendarLimits): Promise<BookingCalendarLimits> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_set_booking_calendar', {
    session_token: token,
    new_daily_limit: limits.dailyLimit,
    new_buffer_minutes: limits.bufferMinutes,
  });
  throwIfRpcError(error, 'The calendar settings could not be saved');
  return data[0]!;
}

/** "No limit, 15 minutes between calls": what the toast confirms, from what the database stored. */
export function limitsSaid(limits: BookingCalendarLimits): string {
  const limit = limits.daily_limit === null ? 'no daily limit' : `at most ${limits.daily_limit} ${limits.daily_limit === 1 ? 'call' : 'calls'} a day`;
  const buffer =
    limits.buffer_minutes === 0 ? 'no buffer between calls' : `${limits.buffer_minutes} ${limits.buffer_minutes === 1 ? 'minute' : 'minutes'} between calls`;
  return `Saved: ${limit}, ${buffer}`;
}

export const useSetBookingCalendar = () => {
  const token = useDashboardToken();
  return useDashboardMutation({
    write: 'set-booking-calendar',
    mutationFn: (limits: CalendarLimits) => setBookingCalendar(token, limits),
    invalidates: dashboardKeys.bookingCalendar(token),
    failure: { title: 'Calendar settings not saved' },
    success: (limits) => void notify.success(limitsSaid(limits)),
  });
};

export async function newCallsFeed(token: string): Promise<NewCallsFeed> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_new_calls_feed', { session_token: token });
  throwIfRpcError(error, 'A new calendar link could not be made');
  return data[0]!;
}

/** A new feed link; the old one stops working in the same transaction. */
export const useNewCallsFeed = () => {
  const token = useDashboardToken();
  return useDashboardMutation({
    write: 'new-calls-feed',
    mutationFn: () => newCallsFeed(token),
    invalidates: dashboardKeys.bookingCalendar(token),
    failure: { title: 'No new calendar link' },
  });
};
