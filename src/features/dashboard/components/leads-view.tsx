import { lazy, memo, Suspense, useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { ChevronLeft, ChevronRight, Download, LogOut, RefreshCw, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { useSearchParams } from 'react-router-dom';
import type { LeadCursor, LeadRow, LeadSortColumn, LeadStatus, SortDirection } from '@/lib/api/app-database';
import { focusByScript } from '@/lib/focus-by-script';
import { notify } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteLead } from '../api/delete-lead';
import { useExportLeads } from '../api/export-leads';
import { useLeadCounts } from '../api/get-lead-counts';
import { useLeadSummary } from '../api/get-lead-summary';
import { PAGE_SIZE, useLeadsPage } from '../api/get-leads';
import { useSetLeadStatus } from '../api/set-lead-status';
import { LEAD_PARAM } from '../lib/lead-link';
import { LeadDetailDialog } from './lead-detail-dialog';
import { NewLeadsBadge } from './new-leads-badge';
import { isSessionLost } from '../api/rpc-error';
import { exportFileName, leadsToCsv } from '../lib/csv';
import { LEAD_FILTERS, typesFor, type LeadFilter } from '../lib/lead-filters';
import { LEAD_STATUS_LABELS, STATUS_FILTERS, statusesFor, type StatusFilter } from '../lib/status-filters';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { LastRefreshed } from './last-refreshed';
import { LeadsTable } from './leads-table';

// Memoised: typing in search or the 'Last refreshed' tick must not redraw the chart.
const LeadsChart = memo(lazy(() => import('./leads-chart')));

export const SEARCH_DEBOUNCE_MS = 120;

interface LeadsViewProps {
  token: string;
  onLogout: () => void;
  /** The session is no longer valid (expired or revoked): back to the login form. */
  onSessionLost: () => void;
  /** The view's heading, which takes focus after logging in (dashboard.tsx). */
  headingRef?: Ref<HTMLHeadingElement>;
}

function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The leads dashboard once logged in: toolbar, totals, chart, table, paging. */
export function LeadsView({ token, onLogout, onSessionLost, headingRef }: LeadsViewProps) {
  const id = useId();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<LeadFilter>('all');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('open');
  const [sort, setSort] = useState<{
    column: LeadSortColumn;
    direction: SortDirection;
  }>({ column: 'created_at', direction: 'desc' });
  // The page number belongs to one search, filter and sort: a new one starts again at the first page.
  const filterKey = `${search}|${filter}|${statusFilter}|${sort.column}|${sort.direction}`;
  // Pages are read by keyset: cursors[n] is where page n starts (the last row of page n - 1, as the
  // database answered it), so a deep page costs what the first one does. The last cursor is the page shown.
  const [paging, setPaging] = useState<{ key: string; cursors: (LeadCursor | null)[] }>({ key: filterKey, cursors: [null] });
  const cursors = paging.key === filterKey ? paging.cursors : [null];
  const page = cursors.length - 1;
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<LeadRow | null>(null);

  const types = typesFor(filter);
  const statuses = statusesFor(statusFilter);
  const leads = useLeadsPage(
    {
      token,
      search,
      types,
      statuses,
      sortColumn: sort.column,
      sortDirection: sort.direction,
      after: cursors[page] ?? null,
    },
    autoRefresh,
  );
  const previousPage = () => setPaging({ key: filterKey, cursors: cursors.slice(0, -1) });
  const nextPage = () => {
    const next = leads.data?.next_cursor;
    if (next) setPaging({ key: filterKey, cursors: [...cursors, next] });
  };
  const summary = useLeadSummary(token);
  const counts = useLeadCounts(token);
  const deletion = useDeleteLead(token);
  const { mutate: setStatus } = useSetLeadStatus(token);
  const [searchParams, setSearchParams] = useSearchParams();
  const openLeadId = searchParams.get(LEAD_PARAM);
  const closeLead = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(LEAD_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const exporter = useExportLeads();

  // A lost session on any dashboard call sends staff back to the login form (the session hook says
  // why, once). Other errors of the list get the toast once; its id keeps it single under StrictMode.
  const sessionLost = [leads.error, summary.error, counts.error].some(isSessionLost);
  useEffect(() => {
    if (sessionLost) onSessionLost();
  }, [sessionLost, onSessionLost]);
  const error = leads.error;
  useEffect(() => {
    if (!error || isSessionLost(error)) return;
    void notify.error('Error fetching leads', {
      id: 'leads-fetch-error',
      description: error.message || 'Failed to fetch leads',
    });
  }, [error]);

  const onSort = useCallback(
    (column: LeadSortColumn) =>
      setSort((current) => (current.column === column ? { column, direction: current.direction === 'desc' ? 'asc' : 'desc' } : { column, direction: 'desc' })),
    [],
  );

  const refresh = async () => {
    const results = await Promise.all([leads.refetch(), summary.refetch(), counts.refetch()]);
    const failed = results.find((result) => result.isError);
    if (!failed) {
      void notify.success('Refreshed');
      return;
    }
    if (!isSessionLost(failed.error)) {
      void notify.error('Refresh failed', {
        id: 'leads-refresh-error',
        description: failed.error?.message || 'The leads could not be loaded. Please try again.',
      });
    }
  };

  const toggleAutoRefresh = () => {
    const next = !autoRefresh;
    setAutoRefresh(next);
    if (next)
      void notify.success('Auto-refresh enabled', {
        description: 'Leads will refresh automatically every 30 seconds.',
      });
    else void notify.success('Auto-refresh disabled');
  };

  const total = leads.data?.total ?? 0;
  const rows = leads.data?.rows ?? [];
  // A searched set beyond 10,000 matches is not counted to the end: there is a next page while pages come back full.
  const capped = leads.data?.total_capped ?? false;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const hasNext = capped ? rows.length === PAGE_SIZE : page + 1 < pageCount;

  const exportCsv = () => {
    exporter.mutate(
      { token, search, leadTypes: types, statuses },
      {
        onSuccess: (all) => {
          const fileName = exportFileName(new Date());
          downloadText(leadsToCsv(all), fileName);
          void notify.success('Exported Successfully', {
            description: `${all.length} leads exported to ${fileName}`,
          });
        },
        onError: (exportError) => {
          if (isSessionLost(exportError)) return onSessionLost();
          void notify.error('Export failed', { description: exportError.message || 'Please try again.' });
        },
      },
    );
  };

  const changeStatus = useCallback(
    (lead: LeadRow, status: LeadStatus) =>
      setStatus(
        { leadId: lead.id, status },
        {
          onSuccess: () => void notify.success(`Marked as ${LEAD_STATUS_LABELS[status]}`, { description: lead.name ?? lead.email }),
          onError: (statusError) => {
            if (isSessionLost(statusError)) return onSessionLost();
            void notify.error('Status not changed', { description: statusError.message });
          },
        },
      ),
    [setStatus, onSessionLost],
  );

  // A deleted lead's row goes, and the Delete button that opened the dialog with it: focus moves to
  // the Delete button that takes its place (the next row, else the new last one), or to the heading
  // when the table is empty (issue 25, WCAG 2.4.3). The row may leave before or after the dialog
  // has closed: the dialog's close places focus if the row has gone, else the list's next update.
  const root = useRef<HTMLDivElement>(null);
  const deleted = useRef<{ id: string; index: number; closed: boolean } | null>(null);
  const focusAfterDelete = useCallback(() => {
    const gone = deleted.current;
    const view = root.current;
    if (!gone?.closed || !view) return;
    const buttons = [...view.querySelectorAll<HTMLElement>('[data-delete-lead]')];
    if (buttons.some((button) => button.dataset.deleteLead === gone.id)) return;
    deleted.current = null;
    focusByScript(buttons[gone.index] ?? buttons.at(-1) ?? view.querySelector('h1'));
  }, []);
  useEffect(focusAfterDelete, [leads.data, focusAfterDelete]);

  const confirmDelete = (lead: LeadRow) => {
    deletion.mutate(lead.id, {
      onSuccess: () => {
        deleted.current = { id: lead.id, index: Math.max(0, rows.findIndex((row) => row.id === lead.id)), closed: false };
        setPendingDelete(null);
        void notify.success('Lead Deleted', {
          description: 'The lead has been permanently removed.',
        });
      },
      onError: (deleteError) => {
        setPendingDelete(null);
        if (isSessionLost(deleteError)) return onSessionLost();
        void notify.error('Error Deleting Lead', {
          description: deleteError.message || 'Failed to delete the lead',
        });
      },
    });
  };

  const noLeadsAtAll = summary.data?.total === 0;
  // Each status with its count, once the totals are in.
  const statusOptions = STATUS_FILTERS.map(({ value, label }) => {
    const count = summary.data ? (value === 'open' ? summary.data.total : summary.data.by_status[value]) : null;
    return { value, label: count === null ? label : `${label} (${count.toLocaleString('en-US')})` };
  });
  const stale = leads.isError && Boolean(leads.data);
  const caption = `Showing ${rows.length} out of ${total}${capped ? '+' : ''} leads${stale ? ' (may be out of date)' : ''}`;

  return (
    <div ref={root} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={headingRef} className="text-display-sm sm:text-display-md">
            Leads Dashboard
          </h1>
          <NewLeadsBadge token={token} />
          <p className="mt-1 text-sm text-ink-600">
            <LastRefreshed at={leads.dataUpdatedAt} />
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={onLogout}>
          <LogOut aria-hidden="true" className="size-4" /> Logout
        </Button>
      </div>

      {summary.data ? (
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="rounded-card border border-ink-100 bg-white p-4">
            <dt className="text-sm text-ink-600">All leads</dt>
            <dd className="font-display text-3xl font-bold text-ink-950">{summary.data.total.toLocaleString('en-US')}</dd>
          </div>
          <div className="rounded-card border border-accent-200 bg-accent-50 p-4">
            <dt className="text-sm text-ink-700">Contact forms never finished (call these first)</dt>
            <dd className="font-display text-3xl font-bold text-ink-950">{summary.data.open_contact_partials.toLocaleString('en-US')}</dd>
          </div>
          <div className="rounded-card border border-accent-200 bg-accent-50 p-4">
            <dt className="text-sm text-ink-700">Report requests never finished</dt>
            <dd className="font-display text-3xl font-bold text-ink-950">{summary.data.open_report_partials.toLocaleString('en-US')}</dd>
          </div>
        </dl>
      ) : null}

      {counts.data ? (
        <Suspense fallback={<div className="h-80 rounded-card border border-ink-100 bg-white" />}>
          <LeadsChart counts={counts.data} />
        </Suspense>
      ) : null}

      <div className="flex flex-wrap items-end gap-3 rounded-card border border-ink-100 bg-white p-4">
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-ink-900">
            Search leads
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-500" />
            <input
              id={`${id}-search`}
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              placeholder="Name, email, phone, website, message or service"
              className="block w-full rounded-lg border border-ink-300 py-2 pl-9 pr-3 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </div>
        </div>
        <SelectField label="Lead type" options={LEAD_FILTERS} value={filter} onChange={(event) => setFilter(event.target.value as LeadFilter)} />
        <SelectField label="Status" options={statusOptions} value={statusFilter} onChange={(event) => setStatusFilter(event.target.value as StatusFilter)} />
        <Button variant="secondary" size="sm" onClick={() => void refresh()} disabled={leads.isFetching}>
          <RefreshCw aria-hidden="true" className={`size-4 ${leads.isFetching ? 'animate-spin' : ''}`} /> Refresh
        </Button>
        <label className="flex h-9 items-center gap-2 text-sm font-medium text-ink-800">
          <input type="checkbox" role="switch" checked={autoRefresh} onChange={toggleAutoRefresh} className="size-4 accent-brand-700" />
          Auto-refresh
        </label>
        <Button size="sm" onClick={exportCsv} disabled={exporter.isPending || total === 0}>
          <Download aria-hidden="true" className="size-4" /> {exporter.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      {leads.isError && leads.data ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-amber-200 bg-amber-50 p-4">
          <p className="text-ink-900">
            <strong>These leads may be out of date.</strong> The last refresh failed ({leads.error.message || 'no answer'}); showing the list as of{' '}
            {new Date(leads.dataUpdatedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}.
          </p>
          <Button variant="secondary" size="sm" onClick={() => void refresh()} disabled={leads.isFetching}>
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
        <p className="rounded-card border border-ink-100 bg-white p-6 text-center text-ink-700">{noLeadsAtAll ? 'No leads found' : 'No results found.'}</p>
      ) : (
        <>
          <LeadsTable
            rows={rows}
            sortColumn={sort.column}
            sortDirection={sort.direction}
            onSort={onSort}
            onDelete={setPendingDelete}
            onStatusChange={changeStatus}
            caption={caption}
          />
          <nav aria-label="Pages of leads" className="flex items-center justify-between">
            <Button variant="secondary" size="sm" disabled={page === 0} onClick={previousPage}>
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous
            </Button>
            <p className="text-sm text-ink-700">
              Page {page + 1} of {pageCount}
              {capped ? '+' : ''}
            </p>
            <Button variant="secondary" size="sm" disabled={!hasNext || !leads.data?.next_cursor} onClick={nextPage}>
              Next <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        </>
      )}

      {openLeadId ? <LeadDetailDialog token={token} leadId={openLeadId} onClose={closeLead} onSessionLost={onSessionLost} /> : null}
      <DeleteLeadDialog
        lead={pendingDelete}
        deleting={deletion.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          deleted.current.closed = true;
          focusAfterDelete();
        }}
      />
    </div>
  );
}
