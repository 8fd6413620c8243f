import { lazy, memo, Suspense, type Ref } from 'react';
import type { LeadSummary, WaitingSummary } from '@/lib/api/app-database';
import type { DayCount } from './leads-chart';
import { LastRefreshed } from './last-refreshed';
import { LeadSummaryCards } from './lead-summary-cards';
import { NewLeadsBadge } from './new-leads-badge';
import { WaitingCount } from './speed/waiting-count';
import { ViewHeader } from './view-header';

// Memoised on its own too: new totals or a new waiting count redraw the top, not the chart.
const LeadsChart = memo(lazy(() => import('./leads-chart')));

interface LeadsOverviewProps {
  headingRef?: Ref<HTMLHeadingElement>;
  /** Mark as seen was pressed (the badge removes itself: the caller moves focus). */
  onSeen: () => void;
  waiting: WaitingSummary | undefined;
  summary: LeadSummary | undefined;
  counts: DayCount[] | undefined;
}

/**
 * The dashboard's top: heading, new-lead and waiting badges, 'Last refreshed', the totals and the
 * chart. Memoised, with props that a search, filter, sort or page leaves alone: those redraw the
 * toolbar, the table and the 'Last refreshed' text only, which reads its time from a context
 * (issue 40: a sort click redrew all of this, in the click's own frame).
 */
export const LeadsOverview = memo(function LeadsOverview({ headingRef, onSeen, waiting, summary, counts }: LeadsOverviewProps) {
  return (
    <>
      <ViewHeader title="Leads Dashboard" headingRef={headingRef}>
        <NewLeadsBadge onSeen={onSeen} />
        <WaitingCount summary={waiting} />
        <p className="mt-1 text-sm text-ink-600">
          <LastRefreshed />
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
