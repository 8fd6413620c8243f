import { getSupabase } from '@/lib/api/client';
import type { CallMove } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { dayHeading, officeToday, slotTime } from '../lib/call-times';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

/** A call to move, where to, and whose it is (for the toast). */
export interface CallToMove {
  bookingId: string;
  slotStart: string;
  who: string;
}

/** What the toast says once the database has moved the call. */
export const callMovedConfirmation = (who: string, move: Pick<CallMove, 'starts_at' | 'ends_at' | 'visitor_emailed'>) => ({
  title: `Call with ${who} moved to ${dayHeading(officeToday(new Date(move.starts_at)))}, ${slotTime(move.starts_at, move.ends_at)}`,
  description: move.visitor_emailed
    ? 'They are e-mailed the updated invite, and the old time can be booked again.'
    : 'The old time can be booked again. They are not e-mailed: no confirmation of this call was sent to them, so tell them yourself.',
});

/**
 * Moves one call to a free time, signed with the staff name (dashboard_move_call, the visitor's own
 * move: docs/decisions/0070-move-a-call-in-one-step.md). A refusal (the time taken meanwhile) leaves
 * the call where it was; its message is shown in the dialog, not a toast.
 */
export async function moveCall(token: string, bookingId: string, slotStart: string): Promise<CallMove> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_move_call', { session_token: token, booking_id: bookingId, slot_start: slotStart }).single();
  throwIfRpcError(error, 'The call could not be moved');
  return data;
}

export const useMoveCall = () => {
  const token = useDashboardToken();
  return useDashboardMutation(
    {
      write: 'move-call',
      mutationFn: ({ bookingId, slotStart }: CallToMove) => moveCall(token, bookingId, slotStart),
      invalidates: dashboardKeys.all,
      failure: { title: 'Call not moved' },
      success: (move, { who }) => {
        const { title, description } = callMovedConfirmation(who, move);
        void notify.success(title, { description });
      },
    },
    // No toast: the dialog shows why in place, where the staff member is choosing (a lost session is the session hook's).
    { onError: () => undefined },
  );
};
