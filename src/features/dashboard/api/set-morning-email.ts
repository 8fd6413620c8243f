import { getSupabase } from '@/lib/api/client';
import { notify } from '@/lib/toast';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

/** Switches the weekday morning e-mail of waiting leads on or off (stored in the database, signed); answers the setting as it now is. */
export async function setMorningEmail(token: string, enabled: boolean): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_set_morning_email', { session_token: token, enabled });
  throwIfRpcError(error, 'The morning e-mail setting could not be changed');
  return data;
}

export const useSetMorningEmail = () => {
  const token = useDashboardToken();
  return useDashboardMutation({
    write: 'set-morning-email',
    mutationFn: (enabled: boolean) => setMorningEmail(token, enabled),
    invalidates: dashboardKeys.waiting(token),
    failure: { title: 'Setting not changed' },
    success: (morningEmail) => void notify.success(morningEmail ? 'Morning e-mail switched on' : 'Morning e-mail switched off'),
  });
};
