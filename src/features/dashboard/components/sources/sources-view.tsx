import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { LeadSourceRow } from '@/lib/api/app-database';
import { announce } from '@/lib/announce';
import { notify } from '@/lib/toast';
import { useLeadSources, type LeadSourcesQuestion } from '../../api/get-lead-sources';
import { downloadText } from '../../lib/download-text';
import { nextSort, sortAnnouncement, sortSources, type SourceSort } from '../../lib/sort-sources';
import { DIMENSION_LABELS, formatWonRate, sourceLabel } from '../../lib/source-labels';
import { sourcesFileName, sourcesToCsv } from '../../lib/sources-csv';
import type { DashboardViewProps } from '../dashboard-view-props';
import { ViewHeader } from '../view-header';
import { SourcesControls } from './sources-controls';
import { SourcesTable } from './sources-table';
import { useSourcesState } from './use-sources-state';

const SourcesChart = lazy(() => import('./sources-chart'));

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What the table's caption says, and what a screen reader hears when a new answer arrives. */
function captionFor(args: LeadSourcesQuestion, rows: LeadSourceRow[]): string {
  const leads = rows.filter((row) => !row.section).reduce((sum, row) => sum + Number(row.leads), 0);
  const spam = args.includeSpam ? 'spam included' : 'spam excluded';
  const by = DIMENSION_LABELS[args.groupBy];
  return `Leads by ${by.startsWith('UTM') ? by : by.toLowerCase()}, ${dayLabel(args.fromDay)} to ${dayLabel(args.toDay)} (Los Angeles time, ${spam}): ${leads.toLocaleString('en-US')} leads.`;
}

/** The Sources view: which pages, referrers, campaigns and lead types bring leads, and which become clients. */
export function SourcesView({ headingRef }: DashboardViewProps) {
  const [now] = useState(() => new Date());
  const state = useSourcesState(now);
  const [lastArgs, setLastArgs] = useState(state.args);
  // A custom range being typed keeps the last good answer on screen.
  if (state.args && JSON.stringify(state.args) !== JSON.stringify(lastArgs)) setLastArgs(state.args);
  const args = state.args ?? lastArgs;
  const query = useLeadSources(args!);
  const [sort, setSort] = useState<SourceSort>({ key: 'leads', direction: 'desc' });
  // The question the rows on screen answer: while a new one is asked, the last answer stays on
  // screen (placeholder data) and keeps its own grouping, labels and caption.
  const shownArgs = query.data?.args ?? args!;

  const label = (row: LeadSourceRow) => sourceLabel(shownArgs.groupBy, row.value);
  const rows = query.data ? sortSources(query.data.rows, sort, label) : [];
  const caption = query.data ? captionFor(shownArgs, query.data.rows) : 'Loading lead sources…';

  // Each new question's answer is said once (WCAG 4.1.3); the first one is what the page shows anyway.
  const answered = query.isSuccess && !query.isPlaceholderData;
  const heard = useRef<string | null>(null);
  useEffect(() => {
    if (!answered) return;
    if (heard.current !== null && heard.current !== caption) announce(caption);
    heard.current = caption;
  }, [answered, caption]);

  const download = () => {
    if (!query.data || rows.length === 0) {
      notify.error('Nothing to download for this period.');
      return;
    }
    downloadText(sourcesToCsv(shownArgs.groupBy, rows), sourcesFileName(shownArgs.groupBy, shownArgs.fromDay, shownArgs.toDay));
    announce('Lead sources downloaded as CSV.');
  };

  return (
    <div className="space-y-6">
      <ViewHeader title="Lead Sources" headingRef={headingRef} />
      <SourcesControls state={state} canDownload={rows.length > 0} onDownload={download} />
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load lead sources: {query.error.message}
        </p>
      ) : null}
      {query.data ? (
        <>
          <Suspense fallback={<div className="h-80 rounded-card border border-ink-100 bg-white" />}>
            <SourcesChart sources={query.data} label={(value) => sourceLabel(shownArgs.groupBy, value)} />
          </Suspense>
          <SourcesTable
            rows={rows}
            caption={caption}
            dimensionLabel={DIMENSION_LABELS[shownArgs.groupBy]}
            label={label}
            rate={formatWonRate}
            sort={sort}
            onSort={(key, column) => {
              const next = nextSort(sort, key);
              setSort(next);
              announce(sortAnnouncement(column, next));
            }}
          />
          {rows.length === 0 ? <p className="text-sm text-ink-700">No leads in this period.</p> : null}
        </>
      ) : null}
    </div>
  );
}
