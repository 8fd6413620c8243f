import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { weeklyReportKeys } from './keys';
import { CONFIRM_MESSAGES, type ConfirmAnswer, type ConfirmRefusal } from '@shared/report-confirmation';

/**
 * The /weekly-reports/confirm page's call: the token from a confirmation e-mail's link to the
 * weekly-report-confirm function (docs/decisions/0025-weekly-report-double-opt-in.md). Throws an
 * Error with the function's own message (a link that is not valid, expired or stopped, too many
 * tries) or a readable one when it could not be reached. The page checks the token's shape first.
 */
export async function confirmReport(token: string): Promise<ConfirmAnswer> {
  const supabase = await getSupabase();
  const { data, error, response } = await supabase.functions.invoke<ConfirmAnswer | ConfirmRefusal>('weekly-report-confirm', { body: { token } });
  if (!error && data?.ok) return data;
  // An unknown, expired or stopped link is an answer (200), not a failure: its message.
  if (!error && data && !data.ok) throw new Error(data.error);
  const body = (await response
    ?.clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  throw new Error(typeof body?.error === 'string' ? body.error : CONFIRM_MESSAGES.offline);
}

export const useConfirmReport = () =>
  useMutation({
    mutationKey: weeklyReportKeys.confirm(),
    mutationFn: confirmReport,
  });
