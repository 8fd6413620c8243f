import { getSupabase } from '@/lib/api/client';
import { notify } from '@/lib/toast';
import type { LeadNote } from '@/lib/api/app-database';
import { LEAD_NOT_FOUND } from '../lib/lead-link';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation, type DashboardMutationOptions } from './use-dashboard-mutation';
import { refuseUnstorable } from './unstorable-note';
import { useDashboardToken } from './session-context';

/** Adds a note to a lead, signed with the name given at login. */
export async function addLeadNote(token: string, leadId: string, body: string): Promise<LeadNote> {
  refuseUnstorable(body);
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_add_lead_note', { session_token: token, lead_id: leadId, body });
  throwIfRpcError(error, 'The note could not be saved', LEAD_NOT_FOUND);
  return data;
}

export const useAddLeadNote = (leadId: string, options?: DashboardMutationOptions<LeadNote, string>) => {
  const token = useDashboardToken();
  return useDashboardMutation(
    {
      write: 'add-note',
      mutationFn: (body) => addLeadNote(token, leadId, body),
      invalidates: dashboardKeys.lead(token, leadId),
      failure: { title: 'Note not saved' },
      success: () => void notify.success('Note added'),
    },
    options,
  );
};
