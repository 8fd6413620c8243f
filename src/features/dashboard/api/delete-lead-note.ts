import { getSupabase } from '@/lib/api/client';
import { notify } from '@/lib/toast';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation, type DashboardMutationOptions } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

export async function deleteLeadNote(token: string, noteId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_delete_lead_note', { session_token: token, note_id: noteId });
  throwIfRpcError(error, 'The note could not be deleted');
  return data === true;
}

export const useDeleteLeadNote = (leadId: string, options?: DashboardMutationOptions<boolean, string>) => {
  const token = useDashboardToken();
  return useDashboardMutation(
    {
      write: 'delete-note',
      mutationFn: (noteId) => deleteLeadNote(token, noteId),
      invalidates: dashboardKeys.lead(token, leadId),
      failure: { title: 'Note not deleted' },
      success: () => void notify.success('Note deleted'),
    },
    options,
  );
};
