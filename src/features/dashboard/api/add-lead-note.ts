import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import type { LeadNote } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';

/** Adds a note to a lead, signed with the name given at login. */
export async function addLeadNote(token: string, leadId: string, body: string): Promise<LeadNote> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_add_lead_note', { session_token: token, lead_id: leadId, body });
  throwIfRpcError(error, 'The note could not be saved');
  return data;
}

export function useAddLeadNote(token: string, leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['dashboard', 'add-note'],
    mutationFn: (body: string) => addLeadNote(token, leadId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.lead(token, leadId) }),
  });
}
