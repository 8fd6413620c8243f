import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
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
    mutationKey: ['dashboard', 'logout'],
    mutationFn: logoutOfDashboard,
    retry: false,
  });
