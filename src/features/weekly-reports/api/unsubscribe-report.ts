import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { weeklyReportKeys } from './keys';
import { isUnsubscribeToken, UNSUBSCRIBE_NOT_VALID, type UnsubscribeAnswer, type UnsubscribeRefusal } from '@shared/report-unsubscribe';

/**
 * The /unsubscribe page's call: the token from the report's link to the weekly-report-unsubscribe
 * function (docs/decisions/0021-weekly-reports.md). Throws an Error with the function's own message
 * (a link that is not valid, too many tries) or a readable one when it could not be reached. A
 * token of the wrong shape is not sent (the function would refuse it with a 400, which the browser
 * logs as an error); one the database did not sign is an answer (200), not a failure.
 */
export async function unsubscribeReport(token: string): Promise<UnsubscribeAnswer> {
  if (!isUnsubscribeToken(token)) throw new Error(UNSUBSCRIBE_NOT_VALID);
  const supabase = await getSupabase();
  const { data, error, response } = await supabase.functions.invoke<UnsubscribeAnswer | UnsubscribeRefusal>('weekly-report-unsubscribe', { body: { token } });
  if (!error && data?.ok) return data;
  if (!error && data && !data.ok) throw new Error(data.error);
  const body = (await response
    ?.clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  throw new Error(typeof body?.error === 'string' ? body.error : 'We could not reach our server. Please check your connection and try again.');
}

export const useUnsubscribeReport = () =>
  useMutation({
    mutationKey: weeklyReportKeys.unsubscribe(),
    mutationFn: unsubscribeReport,
  });
