import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import type { LeadNote } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';

/** Rewrites a note; the database lets only its author do it. */
export async function editLeadNote(token: string, noteId: string, body: string): Promise<LeadNote> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_edit_lead_note', { session_token: token, note_id: noteId, body });
  throwIfRpcError(error, 'The note could not be changed');
  return data;
}

export function useEditLeadNote(token: string, leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['dashboard', 'edit-note'],
    mutationFn: ({ noteId, body }: { noteId: string; body: string }) => editLeadNote(token, noteId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.lead(token, leadId) }),
  });
}
