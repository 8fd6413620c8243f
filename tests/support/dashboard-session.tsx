import type { ReactNode } from 'react';
import { DashboardSessionContext } from '@/features/dashboard/api/session-context';

/** A logged-in dashboard around a view or data hook under test, as the dashboard shell provides it (components/dashboard.tsx). */
export function LoggedIn({ children, token = 't', logOut = () => undefined }: { children: ReactNode; token?: string; logOut?: () => void }) {
  return <DashboardSessionContext.Provider value={{ token, logOut }}>{children}</DashboardSessionContext.Provider>;
}
