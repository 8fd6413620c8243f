import { useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import type { LeadDetail, SiteCheck } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation, type DashboardMutationOptions } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

/**
 * Queues a fresh check of the lead's website (issue 64). The database answers the lead's check, now
 * pending, or refuses with a sentence staff can read (the budget says no, or the lead gave no
 * website), which is thrown as the error's message, as is.
 */
export async function checkSiteAgain(token: string, leadId: string): Promise<SiteCheck> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_check_site_again', { session_token: token, lead_id: leadId });
  throwIfRpcError(error, 'The site could not be checked again');
  return data;
}

/**
 * The request, then the lead's view shows the pending check at once (its answer written into the
 * cached lead, which then polls until the check is done: api/get-lead.ts) and the list and the
 * Calls view are fetched again; the toast confirms (decision 0056). A refusal is the caller's to
 * show where it was asked (components/lead-detail/site-check.tsx), not a toast that goes.
 */
export const useCheckSiteAgain = (leadId: string, options?: DashboardMutationOptions<SiteCheck, void>) => {
  const token = useDashboardToken();
  const client = useQueryClient();
  return useDashboardMutation<SiteCheck, void>(
    {
      write: 'check-site-again',
      mutationFn: async () => {
        const check = await checkSiteAgain(token, leadId);
        client.setQueryData<LeadDetail>(dashboardKeys.lead(token, leadId), (lead) => (lead ? { ...lead, site_check: check } : lead));
        return check;
      },
      invalidates: dashboardKeys.all,
      failure: { title: 'Site not checked again' },
      success: () => void notify.success('Checking the site again'),
    },
    options,
  );
};
