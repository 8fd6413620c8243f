import { getSupabase } from '@/lib/api/client';
import type { CallCancellation, SenderCallsCancellation } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

/** A call to cancel, and whose it is (for the toast). */
export interface CallToCancel {
  bookingId: string;
  who: string;
}

/** What the toast says once the database has cancelled one call. */
export const callCancelledConfirmation = (who: string, { visitor_emailed }: Pick<CallCancellation, 'visitor_emailed'>) => ({
  title: `Call with ${who} cancelled`,
  description: visitor_emailed
    ? 'They are e-mailed the cancellation, and the time can be booked again.'
    : 'The time can be booked again. They are not e-mailed: no confirmation of this call was sent to them.',
});

/** What the toast says once the database has cancelled a sender's calls. */
export function senderCallsCancelledConfirmation({ cancelled, visitors_emailed }: SenderCallsCancellation) {
  if (cancelled === 0) return { title: 'No calls cancelled', description: 'This sender had no upcoming call left to cancel.' };
  const calls = cancelled === 1 ? '1 call' : `${cancelled} calls`;
  const emailed = visitors_emailed === 1 ? '1 visitor is' : `${visitors_emailed} visitors are`;
  return { title: `${calls} from this sender cancelled`, description: `${emailed} e-mailed the cancellation, and the times can be booked again.` };
}

/** Cancels one call, signed with the staff name in the database (dashboard_cancel_call, decision 0063). */
export async function cancelCall(token: string, bookingId: string): Promise<CallCancellation> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_cancel_call', { session_token: token, booking_id: bookingId }).single();
  throwIfRpcError(error, 'The call could not be cancelled');
  return data;
}

/** Cancels every upcoming, unmarked call of the sender that booked this one (dashboard_cancel_sender_calls). */
export async function cancelSenderCalls(token: string, bookingId: string): Promise<SenderCallsCancellation> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_cancel_sender_calls', { session_token: token, booking_id: bookingId }).single();
  throwIfRpcError(error, "The sender's calls could not be cancelled");
  return data;
}

/** A cancelled call frees its lead to wait again and changes its page: every dashboard query is fetched again. */
export const useCancelCall = () => {
  const token = useDashboardToken();
  return useDashboardMutation({
    write: 'cancel-call',
    mutationFn: ({ bookingId }: CallToCancel) => cancelCall(token, bookingId),
    invalidates: dashboardKeys.all,
    failure: { title: 'Call not cancelled' },
    success: (cancellation, { who }) => {
      const { title, description } = callCancelledConfirmation(who, cancellation);
      void notify.success(title, { description });
    },
  });
};

export const useCancelSenderCalls = () => {
  const token = useDashboardToken();
  return useDashboardMutation({
    write: 'cancel-sender-calls',
    mutationFn: ({ bookingId }: CallToCancel) => cancelSenderCalls(token, bookingId),
    invalidates: dashboardKeys.all,
    failure: { title: 'Calls not cancelled' },
    success: (cancellation) => {
      const { title, description } = senderCallsCancelledConfirmation(cancellation);
      void notify.success(title, { description });
    },
  });
};
