import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import type { FreeSlot } from '../lib/slots';
import { bookingKeys } from './keys';

/** Where a booking stands, judged by the database as cancelling judges it (consultation_state). */
export type ConsultationState = { state: 'booked' | 'cancelled' | 'started'; slot: FreeSlot } | { state: 'not_valid' };

/** The cancel link's shape (private.booking_cancel_token): nothing else is sent. */
export const isCancelToken = (token: string | null | undefined): token is string => typeof token === 'string' && /^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The manage page's read when it loads (docs/decisions/0062-book-page.md): consultation_state sent as
 * a GET, which PostgREST runs read-only, so a mail scanner that opens the link cancels and counts
 * nothing. An answer it does not know is read as not valid. Throws on a failure (the page offers Try again).
 */
export async function readConsultationState(token: string): Promise<ConsultationState> {
  if (!isCancelToken(token)) return { state: 'not_valid' };
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('consultation_state', { token }, { get: true }).single().retry(false);
  if (error) throw new Error(error.message);
  const { state, starts_at: startsAt, ends_at: endsAt } = data as { state: string; starts_at: string | null; ends_at: string | null };
  if ((state === 'booked' || state === 'cancelled' || state === 'started') && startsAt && endsAt) return { state, slot: { startsAt, endsAt } };
  return { state: 'not_valid' };
}

export const consultationStateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.state(token),
    queryFn: () => readConsultationState(token),
    // Read again whenever the page is looked at again: the call may have been cancelled in another tab.
    staleTime: 0,
    retry: false,
  });

/** The state of the page's link, once its token is known (undefined until hydrated; null: the link had none). */
export const useConsultationState = (token: string | null | undefined) =>
  useQuery({ ...consultationStateQueryOptions(token ?? ''), enabled: typeof token === 'string' });
