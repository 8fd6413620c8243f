import type { Ref } from 'react';

/**
 * What every logged-in dashboard view is given (dashboard-views.tsx). The session itself, its token
 * and Logout, the views read from DashboardSessionContext (api/session-context.ts).
 */
export interface DashboardViewProps {
  /** The view's heading, which takes focus after logging in (dashboard.tsx). */
  headingRef?: Ref<HTMLHeadingElement>;
}
