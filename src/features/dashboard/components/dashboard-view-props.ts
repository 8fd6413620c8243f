import type { Ref } from 'react';

/** What every logged-in dashboard view is given (dashboard-views.tsx). */
export interface DashboardViewProps {
  token: string;
  onLogout: () => void;
  /** The view's heading, which takes focus after logging in (dashboard.tsx). */
  headingRef?: Ref<HTMLHeadingElement>;
}
