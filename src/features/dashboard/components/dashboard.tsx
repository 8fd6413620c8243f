import { lazy, Suspense, useEffect } from 'react';
import { useDashboardSession } from '../api/use-dashboard-session';
import { CheckingAccess, LoginForm } from './login-form';

// The leads view (table, filters, dialogs, about 10 KB) is a chunk of its own: the page is
// interactive with the login form first, and the view's code loads right after hydration.
const loadLeadsView = () => import('./leads-view');
const LeadsView = lazy(() => loadLeadsView().then((module) => ({ default: module.LeadsView })));

/** /dashboard: a spinner while a kept token is checked, then the login form or the leads. */
export function Dashboard() {
  const { state, login, loggingIn, logout, expire } = useDashboardSession();
  useEffect(() => {
    void loadLeadsView();
  }, []);

  if (state.status === 'checking') return <CheckingAccess />;
  if (state.status === 'anonymous') return <LoginForm onLogin={login} pending={loggingIn} />;
  return (
    <Suspense fallback={<CheckingAccess />}>
      <LeadsView token={state.token} onLogout={() => void logout()} onSessionLost={expire} />
    </Suspense>
  );
}
