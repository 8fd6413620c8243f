import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { bookingText } from '../lib/booking-text';
import type { FreeSlot } from '../lib/slots';
import { consultationStateQueryOptions } from './consultation-state';
import { bookingKeys } from './keys';

/** What cancelling answered: cancelled or already cancelled (with the slot), started, or a link that is not valid. */
export type CancelAnswer = { outcome: 'cancelled' | 'already_cancelled' | 'started'; slot: FreeSlot } | { outcome: 'not_valid' };

/**
 * Cancel this call: cancel_consultation with the link's token (docs/decisions/0060-booked-consultations.md).
 * The database counts the call against the address and answers an outcome, 200 whatever it is; its
 * slot is offered again at once. Throws an Error with the page's message on too many tries (429), an
 * error on our side, or no answer at all.
 */
export async function cancelConsultation(token: string): Promise<CancelAnswer> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('cancel_consultation', { token }).single();
  if (error) {
    if (status === 0) throw new Error(bookingText.manage.offline);
    throw new Error(error.code === 'PT429' ? bookingText.manage.tooMany : bookingText.manage.cancelFailed);
  }
  const { outcome, starts_at: startsAt, ends_at: endsAt } = data as { outcome: string; starts_at: string | null; ends_at: string | null };
  if ((outcome === 'cancelled' || outcome === 'already_cancelled' || outcome === 'started') && startsAt && endsAt)
    return { outcome, slot: { startsAt, endsAt } };
  return { outcome: 'not_valid' };
}

export const useCancelConsultation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookingKeys.cancel(),
    mutationFn: cancelConsultation,
    onSuccess: (_answer, token) => {
      // Its slot is free again; and the page, shown again in this visit, reads the booking afresh.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slots() });
      void queryClient.invalidateQueries({ queryKey: consultationStateQueryOptions(token).queryKey });
    },
  });
};
