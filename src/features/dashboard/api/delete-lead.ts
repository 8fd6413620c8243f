import { getSupabase } from '@/lib/api/client';
import { notify } from '@/lib/toast';
import { LEAD_NOT_FOUND } from '../lib/lead-link';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation, type DashboardMutationOptions } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

/** Deletes one lead for good; false when there was no such lead. */
export async function deleteLead(token: string, leadId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_delete_lead', {
    session_token: token,
    lead_id: leadId,
  });
  throwIfRpcError(error, 'Failed to delete the lead', LEAD_NOT_FOUND);
  return data === true;
}

/** The delete, then every dashboard query (list, totals, chart) fetched again. */
export const useDeleteLead = (options?: DashboardMutationOptions<void, string>) => {
  const token = useDashboardToken();
  return useDashboardMutation(
    {
      write: 'delete-lead',
      mutationFn: async (leadId) => {
        if (!(await deleteLead(token, leadId))) throw new Error('Failed to delete the lead');
      },
      invalidates: dashboardKeys.all,
      failure: { title: 'Error Deleting Lead', fallback: 'Failed to delete the lead' },
      success: () => void notify.success('Lead Deleted', { description: 'The lead has been permanently removed.' }),
    },
    options,
  );
};
