import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { DashboardSessionContext } from '@/features/dashboard/api/session-context';
import { render } from './render';

/** A logged-in dashboard around a view or data hook under test, as the dashboard shell provides it (components/dashboard.tsx). */
export function LoggedIn({ children, token = 't', logOut = () => undefined }: { children: ReactNode; token?: string; logOut?: () => void }) {
  return <DashboardSessionContext.Provider value={{ token, logOut }}>{children}</DashboardSessionContext.Provider>;
}

/**
 * A view of the dashboard rendered as the app renders it once logged in: head manager, router at
 * /dashboard, a query client of its own (no retries, so a failing answer shows at once), and the
 * session. The view is passed in because its module is imported after the test's `vi.mock` of the
 * network edge. `path` is where the router starts (a test of what the URL keeps).
 */
export function renderLoggedIn(view: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } }), path = '/dashboard') {
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={client}>
          <LoggedIn>{view}</LoggedIn>
        </QueryClientProvider>
      </MemoryRouter>
    </HelmetProvider>,
  );
}
