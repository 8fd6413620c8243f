import { useCallback, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LeadRow, LeadStatus } from '@/lib/api/app-database';
import { announce } from '@/lib/announce';
import { focusByScript } from '@/lib/focus-by-script';
import { useDeleteLead } from '../api/delete-lead';
import { useExportLeads } from '../api/export-leads';
import { useLeadTypeGroups } from '../api/get-lead-type-groups';
import { useWaitingSummary } from '../api/get-waiting-summary';
import { useSetLeadStatus } from '../api/set-lead-status';
import { LEAD_PARAM } from '../lib/lead-link';
import { matchesStatusFilter } from '../lib/status-filters';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { ListAnsweredAtContext } from './last-refreshed';
import { LeadDetailDialog } from './lead-detail-dialog';
import { LeadsList } from './leads-list';
import { LeadsOverview } from './leads-overview';
import { LeadsToolbar } from './leads-toolbar';
import { useFocusAfterDelete } from './use-focus-after-delete';
import { useLeadListState } from './use-lead-list-state';
import { useLeadsData } from './use-leads-data';
import type { DashboardViewProps } from './dashboard-view-props';

/**
 * The leads dashboard once logged in: heading, totals, chart, toolbar, table, paging and the
 * dialogs. A lost session on any of its calls is the session hook's to handle (api/session-lost.ts).
 */
export function LeadsView({ headingRef }: DashboardViewProps) {
  const typeGroups = useLeadTypeGroups();
  const state = useLeadListState(typeGroups.data);
  const { leads, summary, counts, refresh, refreshing } = useLeadsData(state.query, state.autoRefresh);
  const [pendingDelete, setPendingDelete] = useState<LeadRow | null>(null);
  const deletion = useDeleteLead();
  const exporter = useExportLeads();
  const { mutate: setStatus } = useSetLeadStatus();
  const waiting = useWaitingSummary();

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

  // The rows on screen (LeadsList says why they are deferred): focus after a delete looks for them.
  const shown = useDeferredValue(leads.data);
  const { root, markDeleted, markFilteredOut, onDialogClosed } = useFocusAfterDelete(shown);
  const rows = leads.data?.rows;
  const rowIndex = useCallback(
    (lead: LeadRow) =>
      Math.max(
        0,
        (rows ?? []).findIndex((row) => row.id === lead.id),
      ),
    [rows],
  );
  // The write announces the new status (api/set-lead-status.ts); a row it moved out of the filter hands focus on.
  const { statusFilter } = state;
  const changeStatus = useCallback(
    (lead: LeadRow, status: LeadStatus) =>
      setStatus(
        { leadId: lead.id, status },
        { onSuccess: () => (matchesStatusFilter(statusFilter, status) ? undefined : markFilteredOut(lead.id, rowIndex(lead))) },
      ),
    [setStatus, statusFilter, markFilteredOut, rowIndex],
  );
  // Mark as seen removes itself: the heading takes focus and the change is said (WCAG 2.4.3, 4.1.3).
  // A stable callback: the overview above the list is memoised.
  const onSeen = useCallback(() => {
    focusByScript(root.current?.querySelector('h1'));
    announce('New leads marked as seen.');
  }, [root]);
  const confirmDelete = (lead: LeadRow) =>
    deletion.mutate(lead.id, {
      onSuccess: () => markDeleted(lead.id, rowIndex(lead), () => setPendingDelete(null)),
      onError: () => setPendingDelete(null),
    });

  return (
    <div ref={root} className="space-y-6">
      {/* Around its one reader only: a changed value is looked for through the whole subtree
          under the provider, and around the view that walk crossed every row of the table. */}
      <ListAnsweredAtContext.Provider value={leads.dataUpdatedAt}>
        <LeadsOverview headingRef={headingRef} onSeen={onSeen} waiting={waiting.data} summary={summary.data} counts={counts.data} />
      </ListAnsweredAtContext.Provider>

      <LeadsToolbar
        state={state}
        typeGroups={typeGroups.data}
        summary={summary.data}
        fetching={leads.isFetching}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
        exporting={exporter.isPending}
        canExport={(leads.data?.total ?? 0) > 0}
        onExport={() => exporter.mutate({ search: state.query.search, leadTypes: state.query.types, statuses: state.query.statuses })}
      />

      <LeadsList
        leads={leads}
        shown={shown}
        state={state}
        noLeadsAtAll={summary.data?.total === 0}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
        onDelete={setPendingDelete}
        onStatusChange={changeStatus}
      />

      {openLeadId ? <LeadDetailDialog leadId={openLeadId} onClose={closeLead} /> : null}
      <DeleteLeadDialog
        lead={pendingDelete}
        deleting={deletion.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
        onCloseAutoFocus={onDialogClosed}
      />
    </div>
  );
}
