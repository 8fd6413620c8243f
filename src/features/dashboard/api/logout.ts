import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';

export async function logoutOfDashboard(token: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('dashboard_logout', {
    session_token: token,
  });
  throwIfRpcError(error, 'Logout failed');
}

export const useLogoutMutation = () =>
  useMutation({
    mutationKey: dashboardKeys.write('logout'),
    mutationFn: logoutOfDashboard,
    retry: false,
  });
