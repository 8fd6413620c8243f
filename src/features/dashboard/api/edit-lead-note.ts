import { getSupabase } from '@/lib/api/client';
import { notify } from '@/lib/toast';
import type { LeadNote } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { refuseUnstorable } from './unstorable-note';
import { useDashboardMutation, type DashboardMutationOptions } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

/** Rewrites a note; the database lets only its author do it. */
export async function editLeadNote(token: string, noteId: string, body: string): Promise<LeadNote> {
  refuseUnstorable(body);
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_edit_lead_note', { session_token: token, note_id: noteId, body });
  throwIfRpcError(error, 'The note could not be changed');
  return data;
}

export const useEditLeadNote = (leadId: string, options?: DashboardMutationOptions<LeadNote, { noteId: string; body: string }>) => {
  const token = useDashboardToken();
  return useDashboardMutation(
    {
      write: 'edit-note',
      mutationFn: ({ noteId, body }) => editLeadNote(token, noteId, body),
      invalidates: dashboardKeys.lead(token, leadId),
      failure: { title: 'Note not changed' },
      success: () => void notify.success('Note saved'),
    },
    options,
  );
};
