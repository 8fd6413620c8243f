import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import type { LeadPage, LeadRow, LeadStatus } from '@/lib/api/app-database';
import { PAGE_SIZE } from '../lib/page-size';
import { listAnnouncement, pageLabel } from '../lib/page-words';
import { LeadsTable } from './leads-table';
import { useListAnnouncement } from './use-list-announcement';
import type { LeadListState } from './use-lead-list-state';

interface LeadsListProps {
  leads: UseQueryResult<LeadPage>;
  /**
   * The page of leads drawn: `leads.data` through useDeferredValue, in a render React can interrupt.
   * Fifty rows took 119 ms at 4x CPU slowdown, and a search keystroke that landed meanwhile waited
   * for all of it (issue 40's INP bench).
   */
  shown: LeadPage | undefined;
  state: LeadListState;
  /** No lead at all (not just none matching): says "No leads found" rather than "No results found.". */
  noLeadsAtAll: boolean;
  /** Refresh's own run (use-leads-data.ts): Try Again is busy only then. */
  refreshing: boolean;
  onRefresh: () => void;
  onDelete: (lead: LeadRow) => void;
  onStatusChange: (lead: LeadRow, status: LeadStatus) => void;
}

/** The table with its caption and paging, or its loading, empty or error state. */
export function LeadsList({ leads, shown, state, noLeadsAtAll, refreshing, onRefresh, onDelete, onStatusChange }: LeadsListProps) {
  const total = shown?.total ?? 0;
  const rows = shown?.rows ?? [];
  // A searched set beyond 1,000 matches (private.search_count_cap) is not counted to the end: there is a next page while pages come back full.
  const capped = shown?.total_capped ?? false;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const hasNext = capped ? rows.length === PAGE_SIZE : state.page + 1 < pageCount;
  const canGoOn = hasNext && Boolean(shown?.next_cursor);
  const stale = leads.isError && Boolean(shown);
  const tableCaption = `Showing ${rows.length} out of ${total}${capped ? '+' : ''} leads${stale ? ' (may be out of date)' : ''}`;

  const emptyCaption = noLeadsAtAll ? 'No leads found' : 'No results found.';
  const where = { page: state.page, pageCount, capped };
  useListAnnouncement({
    question: JSON.stringify(state.query),
    caption: rows.length === 0 ? emptyCaption : listAnnouncement(tableCaption, where),
    // Said once the rows on screen are the answer, not while the deferred render is still to come.
    answered: leads.isSuccess && !leads.isPlaceholderData && !leads.isFetching && shown === leads.data,
    updatedAt: leads.dataUpdatedAt,
  });

  return (
    <>
      {leads.isError && leads.data ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-amber-200 bg-amber-50 p-4">
          <p className="text-ink-900">
            <strong>These leads may be out of date.</strong> The last refresh failed ({leads.error.message || 'no answer'}); showing the list as of{' '}
            {new Date(leads.dataUpdatedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}.
          </p>
          <Button variant="secondary" size="sm" onClick={onRefresh} busy={refreshing}>
            Try Again
          </Button>
        </div>
      ) : null}
      {leads.isError && !leads.data ? (
        <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6">
          <h2 className="text-lg font-bold text-danger">Error loading leads</h2>
          <p className="mt-1 text-ink-800">{leads.error.message || 'Failed to fetch leads'}</p>
          <Button className="mt-4" variant="secondary" onClick={() => void leads.refetch()}>
            Try Again
          </Button>
        </div>
      ) : leads.isPending ? (
        <p role="status" className="flex items-center gap-3 rounded-card border border-ink-100 bg-white p-6 text-ink-700">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
          Loading leads...
        </p>
      ) : rows.length === 0 ? (
        <p data-leads-caption className="rounded-card border border-ink-100 bg-white p-6 text-center text-ink-700">
          {emptyCaption}
        </p>
      ) : (
        <>
          <LeadsTable
            rows={rows}
            sortColumn={state.sort.column}
            sortDirection={state.sort.direction}
            onSort={state.onSort}
            onDelete={onDelete}
            onStatusChange={onStatusChange}
            caption={tableCaption}
          />
          {/* The ends of the list are aria-disabled, never disabled: the button pressed to reach the
              first or last page keeps focus there (WCAG 2.4.3). */}
          <nav aria-label="Pages of leads" className="flex items-center justify-between">
            <Button variant="secondary" size="sm" aria-disabled={state.page === 0 || undefined} onClick={state.page === 0 ? undefined : state.previousPage}>
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous
            </Button>
            <p className="text-sm text-ink-700">{pageLabel(where)}</p>
            <Button
              variant="secondary"
              size="sm"
              aria-disabled={!canGoOn || undefined}
              onClick={canGoOn ? () => state.nextPage(shown?.next_cursor) : undefined}
            >
              Next <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
