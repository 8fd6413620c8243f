import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import type { FreeSlot } from '../lib/slots';
import { bookingKeys } from './keys';

/**
 * The free 30-minute slots of the next 10 working days (book_slots: at least 2 hours ahead, not
 * blocked by staff, not booked), read with a GET: it writes nothing. Throws on a failure; the picker
 * then offers Try again.
 */
export async function readFreeSlots(): Promise<FreeSlot[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('book_slots', undefined, { get: true });
  if (error) throw new Error(error.message);
  return (data ?? []).map((slot) => ({ startsAt: slot.starts_at, endsAt: slot.ends_at }));
}

export const freeSlotsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.slots(),
    queryFn: readFreeSlots,
    // Slots are taken by others and pass their 2-hour mark: read again whenever the page is looked at again.
    staleTime: 0,
    retry: 1,
  });

export const useFreeSlots = () => useQuery(freeSlotsQueryOptions());
