import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import type { Json } from '@/lib/api/database.types';
import { confirmationStateQueryOptions } from './confirmation-state';
import { weeklyReportKeys } from './keys';
import { CONFIRM_MESSAGES, isConfirmToken } from '@shared/report-confirmation';

/** A confirmed (or already confirmed) link: what the page tells the recipient. */
export interface ConfirmAnswer {
  website: string;
  /** monday ... sunday: the day the reports go out, from 7 am Los Angeles time. */
  reportDay: string;
  /** The recipient's address, masked (a***@example.com). */
  email: string;
  alreadyConfirmed: boolean;
}

/** The page's words for a link that confirms nothing: expired, stopped, or (any other outcome) not valid. */
export const refusalMessage = (outcome: unknown): string =>
  outcome === 'expired' ? CONFIRM_MESSAGES.expired : outcome === 'stopped' ? CONFIRM_MESSAGES.stopped : CONFIRM_MESSAGES.notValid;

const field = (answer: Record<string, Json | undefined>, name: string) => (typeof answer[name] === 'string' ? (answer[name] as string) : '');

/**
 * The database's outcome in the page's words: the answer to show, or an Error with the message of a
 * link that confirms nothing (not valid, expired, stopped). An answer without an outcome it knows is
 * read as a link that is not valid, as the function that used to stand here read it.
 */
export function confirmAnswerOf(data: Json): ConfirmAnswer {
  const answer = data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {};
  switch (answer.outcome) {
    case 'confirmed':
    case 'already_confirmed':
      return {
        website: field(answer, 'website'),
        reportDay: field(answer, 'report_day'),
        email: field(answer, 'email'),
        alreadyConfirmed: answer.outcome === 'already_confirmed',
      };
    default:
      throw new Error(refusalMessage(answer.outcome));
  }
}

/**
 * The /weekly-reports/confirm page's call: the token from a confirmation e-mail's link to the
 * database's confirm_weekly_report, with the public key (docs/decisions/0025-weekly-report-double-opt-in.md;
 * no function stands between them since docs/decisions/0054-function-boundaries.md). The database
 * counts the call against the caller's address and answers an outcome, 200 whatever it is. Throws an
 * Error with the page's message: a link that is not valid, expired or stopped, too many tries (429),
 * an error on our side, or no answer at all. A token of the wrong shape is not sent.
 */
export async function confirmReport(token: string): Promise<ConfirmAnswer> {
  if (!isConfirmToken(token)) throw new Error(CONFIRM_MESSAGES.notValid);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('confirm_weekly_report', { token });
  if (error) {
    // postgrest-js answers status 0 when fetch itself failed.
    if (status === 0) throw new Error(CONFIRM_MESSAGES.offline);
    throw new Error(error.code === 'PT429' ? CONFIRM_MESSAGES.tooMany : CONFIRM_MESSAGES.failed);
  }
  return confirmAnswerOf(data);
}

export const useConfirmReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: weeklyReportKeys.confirm(),
    mutationFn: confirmReport,
    // The link is confirmed now: its page, shown again in this visit (Back, a link), says so at once.
    onSuccess: (_answer, token) => {
      queryClient.setQueryData(confirmationStateQueryOptions(token).queryKey, 'confirmed');
    },
  });
};
