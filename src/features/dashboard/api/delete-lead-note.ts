import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';

export async function deleteLeadNote(token: string, noteId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_delete_lead_note', { session_token: token, note_id: noteId });
  throwIfRpcError(error, 'The note could not be deleted');
  return data === true;
}

export function useDeleteLeadNote(token: string, leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['dashboard', 'delete-note'],
    mutationFn: (noteId: string) => deleteLeadNote(token, noteId),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.lead(token, leadId) }),
  });
}
