import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { focusByScript } from '@/lib/focus-by-script';
import type { LoginCredentials } from '../api/use-dashboard-session';
import { useDashboardSession } from '../api/use-dashboard-session';
import { DashboardSessionContext } from '../api/session-context';
import { CheckingAccess, LoginForm } from './login-form';

// The views (leads table, filters, dialogs, about 10 KB; sources) are chunks of their own: the page
// is interactive with the login form first, and the leads view's code loads right after hydration.
const loadLeadsView = () => import('./leads-view');
const loadViews = () => import('./dashboard-views');
const DashboardViews = lazy(() => loadViews().then((module) => ({ default: module.DashboardViews })));

/** /dashboard: a spinner while a kept token is checked, then the login form or the leads. */
export function Dashboard() {
  const { state, login, loggingIn, logout } = useDashboardSession();
  useEffect(() => {
    void loadLeadsView();
    void loadViews();
  }, []);
  // Logging in or out replaces the whole card, the pressed button with it: the heading of what
  // shows next takes focus (issue 25, WCAG 2.4.3). Only after those actions: a page load that finds
  // a kept session leaves focus where the visitor has it.
  const focusNextHeading = useRef(false);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !focusNextHeading.current) return;
    focusNextHeading.current = false;
    focusByScript(heading);
  }, []);
  // While the views' code is still loading after a login, the fallback's status line holds focus
  // (without taking the heading's turn), so focus never drops to <body> between the form and the
  // dashboard's heading (issue 61: 0.3-1 s on <body> after login).
  const holdFocus = useCallback((status: HTMLElement | null) => {
    if (status && focusNextHeading.current) focusByScript(status);
  }, []);
  const logIn = async (credentials: LoginCredentials) => {
    // Set before the call: the leads view can mount before the awaited answer comes back here.
    focusNextHeading.current = true;
    const result = await login(credentials);
    if (!result.ok) focusNextHeading.current = false;
    return result;
  };
  const logOut = useCallback(() => {
    focusNextHeading.current = true;
    void logout();
  }, [logout]);
  // What the views and their data hooks read of the session, instead of props handed down to each.
  const token = state.status === 'authenticated' ? state.token : null;
  const session = useMemo(() => (token === null ? null : { token, logOut }), [token, logOut]);

  if (state.status === 'checking') return <CheckingAccess />;
  if (state.status === 'anonymous') return <LoginForm onLogin={logIn} pending={loggingIn} headingRef={headingRef} />;
  return (
    <DashboardSessionContext.Provider value={session}>
      <Suspense fallback={<CheckingAccess statusRef={holdFocus} />}>
        <DashboardViews headingRef={headingRef} />
      </Suspense>
    </DashboardSessionContext.Provider>
  );
}
