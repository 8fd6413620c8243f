import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import type { LeadStatus, LeadStatusFields } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';

/** Sets a lead's status, signed with the name given at login; answers the lead's status fields. */
export async function setLeadStatus(token: string, leadId: string, status: LeadStatus): Promise<LeadStatusFields> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_set_lead_status', { session_token: token, lead_id: leadId, new_status: status });
  throwIfRpcError(error, 'The status could not be changed');
  return data;
}

/** The change, then the list, the totals and the lead's own view fetched again. */
export function useSetLeadStatus(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['dashboard', 'set-status'],
    mutationFn: ({ leadId, status }: { leadId: string; status: LeadStatus }) => setLeadStatus(token, leadId, status),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
