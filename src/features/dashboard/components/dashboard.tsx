import { useDashboardSession } from '../api/use-dashboard-session';
import { AccessCard } from './access-card';
import { LeadsView } from './leads-view';
import { LoginForm } from './login-form';

/** /dashboard: a spinner while a kept token is checked, then the login form or the leads. */
export function Dashboard() {
  const { state, login, loggingIn, logout, expire } = useDashboardSession();

  if (state.status === 'checking') {
    return (
      <AccessCard>
        <p role="status" className="mt-10 flex items-center justify-center gap-3 text-ink-700">
          <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
          Checking access...
        </p>
      </AccessCard>
    );
  }
  if (state.status === 'anonymous') return <LoginForm onLogin={login} pending={loggingIn} />;
  return <LeadsView token={state.token} onLogout={() => void logout()} onSessionLost={expire} />;
}
