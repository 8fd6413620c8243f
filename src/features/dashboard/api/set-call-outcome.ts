import { getSupabase } from '@/lib/api/client';
import type { CallOutcome, CallOutcomeFields } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

export interface CallOutcomeChange {
  bookingId: string;
  /** Null clears the mark. */
  outcome: CallOutcome | null;
  /** For the toast: whose call it was. */
  who: string;
}

/** What the toast says once the database has it. */
export const outcomeConfirmation = (outcome: CallOutcome | null, who: string): string =>
  outcome === 'attended'
    ? `Call with ${who} marked attended`
    : outcome === 'no_show'
      ? `Call with ${who} marked no-show`
      : `Mark cleared for the call with ${who}`;

/** Marks a call attended or no-show, or clears the mark (signed with the staff name in the database). */
export async function setCallOutcome(token: string, bookingId: string, outcome: CallOutcome | null): Promise<CallOutcomeFields> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_set_call_outcome', { session_token: token, booking_id: bookingId, new_outcome: outcome }).single();
  throwIfRpcError(error, 'The call could not be marked');
  return data;
}

export const useSetCallOutcome = () => {
  const token = useDashboardToken();
  return useDashboardMutation({
    write: 'set-call-outcome',
    mutationFn: ({ bookingId, outcome }: CallOutcomeChange) => setCallOutcome(token, bookingId, outcome),
    invalidates: dashboardKeys.calls(token),
    failure: { title: 'Call not marked' },
    success: (fields, { who }) => void notify.success(outcomeConfirmation(fields.outcome, who)),
  });
};
