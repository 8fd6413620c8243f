import { lazy, memo, Suspense, type Ref } from 'react';
import type { LeadSummary } from '@/lib/api/app-database';
import type { WaitingSummary } from '../api/speed-types';
import type { DayCount } from './leads-chart';
import { LastRefreshed } from './last-refreshed';
import { LeadSummaryCards } from './lead-summary-cards';
import { NewLeadsBadge } from './new-leads-badge';
import { WaitingCount } from './speed/waiting-count';
import { ViewHeader } from './view-header';

// Memoised on its own too: 'Last refreshed' changes with every answer (and with every new question,
// whose placeholder rows have no answer time of their own), and the chart must not redraw with it.
const LeadsChart = memo(lazy(() => import('./leads-chart')));

interface LeadsOverviewProps {
  token: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onLogout: () => void;
  /** Mark as seen was pressed (the badge removes itself: the caller moves focus). */
  onSeen: () => void;
  /** When the list was last answered, for 'Last refreshed'. */
  refreshedAt: number;
  waiting: WaitingSummary | undefined;
  summary: LeadSummary | undefined;
  counts: DayCount[] | undefined;
}

/**
 * The dashboard's top: heading, new-lead and waiting badges, 'Last refreshed', the totals and the
 * chart. Memoised, with props that a search, filter, sort or page leaves alone: those redraw the
 * toolbar and the table only (issue 40: a sort click redrew all of this, in the click's own frame).
 */
export const LeadsOverview = memo(function LeadsOverview({ token, headingRef, onLogout, onSeen, refreshedAt, waiting, summary, counts }: LeadsOverviewProps) {
  return (
    <>
      <ViewHeader title="Leads Dashboard" headingRef={headingRef} onLogout={onLogout}>
        <NewLeadsBadge token={token} onSeen={onSeen} />
        <WaitingCount summary={waiting} />
        <p className="mt-1 text-sm text-ink-600">
          <LastRefreshed at={refreshedAt} />
        </p>
      </ViewHeader>

      {summary ? <LeadSummaryCards summary={summary} /> : null}

      {counts ? (
        <Suspense fallback={<div className="h-80 rounded-card border border-ink-100 bg-white" />}>
          <LeadsChart counts={counts} />
        </Suspense>
      ) : null}
    </>
  );
});
