import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';

/** Deletes one lead for good; false when there was no such lead. */
export async function deleteLead(token: string, leadId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_delete_lead', {
    session_token: token,
    lead_id: leadId,
  });
  throwIfRpcError(error, 'Failed to delete the lead');
  return data === true;
}

/** The delete, then every dashboard query (list, totals, chart) fetched again. */
export function useDeleteLead(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['dashboard', 'delete-lead'],
    mutationFn: async (leadId: string) => {
      if (!(await deleteLead(token, leadId))) throw new Error('Failed to delete the lead');
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
