import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { bookingText } from '../lib/booking-text';
import type { FreeSlot } from '../lib/slots';
import { consultationStateQueryOptions } from './consultation-state';
import { bookingKeys } from './keys';

/** What the database answered a move with (move_consultation), and the call's time after it. */
type MoveOutcome =
  'moved' | 'slot_taken' | 'slot_not_offered' | 'slot_too_soon' | 'unchanged' | 'moves_used' | 'cancelled' | 'started' | 'marked' | 'not_valid';
export type MoveAnswer = { outcome: 'not_valid' } | { outcome: Exclude<MoveOutcome, 'not_valid'>; slot: FreeSlot; movesLeft: number };

const OUTCOMES: readonly string[] = ['moved', 'slot_taken', 'slot_not_offered', 'slot_too_soon', 'unchanged', 'moves_used', 'cancelled', 'started', 'marked'];
const isOutcome = (value: string): value is Exclude<MoveOutcome, 'not_valid'> => OUTCOMES.includes(value);

/**
 * Move this call: move_consultation with the link's token and the new time, one request
 * (docs/decisions/0070-move-a-call-in-one-step.md). The database moves the same booking in one
 * transaction, or keeps it where it was and says why (a taken time, the moves used up): each an
 * answer, 200. Throws an Error with the page's message on too many tries (429), an error on our side,
 * or no answer at all; the call is unchanged then.
 */
export async function moveConsultation({ token, slotStart }: { token: string; slotStart: string }): Promise<MoveAnswer> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('move_consultation', { token, slot_start: slotStart }).single();
  if (error) {
    if (status === 0) throw new Error(bookingText.move.offline);
    throw new Error(error.code === 'PT429' ? bookingText.manage.tooMany : bookingText.move.failed);
  }
  // Null times for a link that is not valid: the generator cannot see those nulls.
  const {
    outcome,
    starts_at: startsAt,
    ends_at: endsAt,
    moves_left: movesLeft,
  } = data as { outcome: string; starts_at: string | null; ends_at: string | null; moves_left: number | null };
  if (isOutcome(outcome) && startsAt && endsAt) return { outcome, slot: { startsAt, endsAt }, movesLeft: movesLeft ?? 0 };
  return { outcome: 'not_valid' };
}

export const useMoveConsultation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookingKeys.move(),
    mutationFn: moveConsultation,
    onSettled: (_answer, _error, { token }) => {
      // Whatever happened, the free times and the call's own state are read afresh.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slots() });
      void queryClient.invalidateQueries({ queryKey: consultationStateQueryOptions(token).queryKey });
    },
  });
};
