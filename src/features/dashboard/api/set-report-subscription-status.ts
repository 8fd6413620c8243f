import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import type { ReportSubscriptionStatus, ReportSubscriptionStatusFields } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';

/** Pauses or resumes a weekly report subscription, signed with the name given at login (docs/decisions/0021-weekly-reports.md). */
export async function setReportSubscriptionStatus(
  token: string,
  subscriptionId: string,
  status: Exclude<ReportSubscriptionStatus, 'unsubscribed'>,
): Promise<ReportSubscriptionStatusFields> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_set_report_subscription_status', {
    session_token: token,
    subscription_id: subscriptionId,
    new_status: status,
  });
  throwIfRpcError(error, 'The weekly reports could not be changed');
  return data;
}

/** The change, then the lead's own view fetched again. */
export function useSetReportSubscriptionStatus(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['dashboard', 'set-report-subscription-status'],
    mutationFn: ({ subscriptionId, status }: { subscriptionId: string; status: Exclude<ReportSubscriptionStatus, 'unsubscribed'> }) =>
      setReportSubscriptionStatus(token, subscriptionId, status),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
