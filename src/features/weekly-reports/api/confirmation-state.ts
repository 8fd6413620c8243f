import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { isConfirmToken } from '@shared/report-confirmation';
import { weeklyReportKeys } from './keys';

/** Where a confirmation link stands, judged by the database as its confirmation judges it (private.report_link_state). */
export type ConfirmationState = 'pending' | 'confirmed' | 'expired' | 'stopped' | 'not_valid';

const STATES: readonly string[] = ['pending', 'confirmed', 'expired', 'stopped', 'not_valid'] satisfies ConfirmationState[];

/**
 * The /weekly-reports/confirm page's read when it loads (docs/decisions/0058-confirmed-stays-confirmed.md):
 * the link's state from the database's weekly_report_confirmation_state, sent as a GET, which
 * PostgREST runs in a read-only transaction: a mail scanner that opens the link confirms nothing and
 * writes nothing. An answer it does not know is read as pending, so the page offers its button and
 * the confirmation decides. Throws on a failure; the page then offers the button as it did before
 * it read anything. Not retried (by supabase-js or the query): the button is there meanwhile.
 */
export async function readConfirmationState(token: string): Promise<ConfirmationState> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('weekly_report_confirmation_state', { token }, { get: true }).retry(false);
  if (error) throw new Error(error.message);
  return typeof data === 'string' && STATES.includes(data) ? (data as ConfirmationState) : 'pending';
}

export const confirmationStateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: weeklyReportKeys.confirmationState(token),
    queryFn: () => readConfirmationState(token),
    // Read again whenever the page is shown or looked at again: the link may have been confirmed in another tab.
    staleTime: 0,
    retry: false,
  });

/** The state of the page's link, once its token is known and of the right shape (nothing is sent otherwise). */
export const useConfirmationState = (token: string | null | undefined) =>
  useQuery({ ...confirmationStateQueryOptions(token ?? ''), enabled: isConfirmToken(token) });
