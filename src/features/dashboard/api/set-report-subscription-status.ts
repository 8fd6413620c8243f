import { getSupabase } from '@/lib/api/client';
import type { ReportSubscriptionStatus, ReportSubscriptionStatusFields } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { statusSaved } from '../lib/subscription-status';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation, type DashboardMutationOptions } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

type Change = { subscriptionId: string; status: Exclude<ReportSubscriptionStatus, 'unsubscribed'> };

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

/** The change, then the lead's own view fetched again, then the outcome shown and said by its toast (as a lead's status is). */
export const useSetReportSubscriptionStatus = (options?: DashboardMutationOptions<ReportSubscriptionStatusFields, Change>) => {
  const token = useDashboardToken();
  return useDashboardMutation(
    {
      write: 'set-report-subscription-status',
      mutationFn: ({ subscriptionId, status }) => setReportSubscriptionStatus(token, subscriptionId, status),
      invalidates: dashboardKeys.all,
      failure: { title: 'Weekly reports not changed' },
      success: (_data, { status }) => void notify.success(statusSaved(status)),
    },
    options,
  );
};
