import { createContext, useContext } from 'react';

/**
 * What the logged-in dashboard reads from its session. The shell (components/dashboard.tsx) sets it
 * once logged in, around the views; the views and the data hooks read it here instead of having the
 * token handed down through their props. The calls themselves still take the token as an argument
 * (`getLead(token, id)`), so they run the same from a test or a script.
 */
export interface DashboardSessionValue {
  /** The session token every dashboard call sends (docs/decisions/0003-security-model.md). */
  token: string;
  /** Ends the session: reads in flight cancelled, the token forgotten here, then revoked (use-dashboard-session.ts). */
  logOut: () => void;
}

export const DashboardSessionContext = createContext<DashboardSessionValue | null>(null);

function useSessionValue(): DashboardSessionValue {
  const session = useContext(DashboardSessionContext);
  // Only the logged-in views mount these hooks: without a session there is nothing they could ask.
  if (!session) throw new Error('A dashboard view or data hook was used outside the logged-in dashboard (DashboardSessionContext).');
  return session;
}

/** The logged-in session's token. */
export const useDashboardToken = () => useSessionValue().token;

/** Logout, as the shell wired it (it also moves focus to what shows next). */
export const useDashboardLogout = () => useSessionValue().logOut;
