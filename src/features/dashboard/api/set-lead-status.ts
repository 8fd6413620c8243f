import { getSupabase } from '@/lib/api/client';
import type { LeadStatus, LeadStatusFields } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { LEAD_STATUS_LABELS } from '../lib/status-filters';
import { LEAD_NOT_FOUND } from '../lib/lead-link';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation, type DashboardMutationOptions } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

/** Sets a lead's status, signed with the name given at login; answers the lead's status fields. */
export async function setLeadStatus(token: string, leadId: string, status: LeadStatus): Promise<LeadStatusFields> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_set_lead_status', { session_token: token, lead_id: leadId, new_status: status });
  throwIfRpcError(error, 'The status could not be changed', LEAD_NOT_FOUND);
  return data;
}

/**
 * The change, then the list, the totals and the lead's own view fetched again; the new status is
 * shown and said once, by its toast, wherever it was set (the table's row or the lead view):
 * docs/decisions/0056-a-write-confirmed-by-its-toast.md.
 */
export const useSetLeadStatus = (options?: DashboardMutationOptions<LeadStatusFields, { leadId: string; status: LeadStatus }>) => {
  const token = useDashboardToken();
  return useDashboardMutation(
    {
      write: 'set-status',
      mutationFn: ({ leadId, status }) => setLeadStatus(token, leadId, status),
      invalidates: dashboardKeys.all,
      failure: { title: 'Status not changed' },
      success: (_data, { status }) => void notify.success(`Status set to ${LEAD_STATUS_LABELS[status]}`),
    },
    options,
  );
};
