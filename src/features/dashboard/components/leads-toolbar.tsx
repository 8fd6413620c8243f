import { Download, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import type { LeadSummary, LeadTypeGroup } from '@/lib/api/app-database';
import { leadFilterOptions, type LeadFilter } from '../lib/lead-filters';
import { SITE_CHECK_FILTER_OPTIONS, siteCheckFilterFrom } from '../lib/site-check-words';
import { STATUS_FILTERS, type StatusFilter } from '../lib/status-filters';
import { LeadSearchField } from './lead-search-field';
import type { LeadListState } from './use-lead-list-state';

interface LeadsToolbarProps {
  state: LeadListState;
  /** The type filter's groups, once read from the database (only "All Leads" before). */
  typeGroups: readonly LeadTypeGroup[] | undefined;
  /** For the status select's counts, once the totals are in. */
  summary: LeadSummary | undefined;
  /** Any fetch of the list: the icon turns. */
  fetching: boolean;
  /** Refresh's own run: the button is busy only then (use-leads-data.ts). */
  refreshing: boolean;
  onRefresh: () => void;
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
}

/** Search, type, status and site check filters, Refresh, the Auto-refresh switch and Export CSV. */
export function LeadsToolbar({ state, typeGroups, summary, fetching, refreshing, onRefresh, exporting, canExport, onExport }: LeadsToolbarProps) {
  // Each status with its count, once the totals are in.
  const statusOptions = STATUS_FILTERS.map(({ value, label }) => {
    const count = summary ? (value === 'open' ? summary.total : summary.by_status[value]) : null;
    return { value, label: count === null ? label : `${label} (${count.toLocaleString('en-US')})` };
  });
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-card border border-ink-100 bg-white p-4">
      <LeadSearchField onSearch={state.setSearch} />
      <SelectField
        label="Lead type"
        options={leadFilterOptions(typeGroups)}
        value={state.filter}
        onChange={(event) => state.setFilter(event.target.value as LeadFilter)}
      />
      <SelectField
        label="Status"
        options={statusOptions}
        value={state.statusFilter}
        onChange={(event) => state.setStatusFilter(event.target.value as StatusFilter)}
      />
      <SelectField
        label="Site check"
        options={SITE_CHECK_FILTER_OPTIONS}
        value={state.siteCheck ?? 'all'}
        onChange={(event) => state.setSiteCheck(siteCheckFilterFrom(event.target.value))}
      />
      <Button variant="secondary" size="sm" onClick={onRefresh} busy={refreshing}>
        <RefreshCw aria-hidden="true" className={`size-4 ${fetching ? 'animate-spin' : ''}`} /> Refresh
      </Button>
      <label className="flex h-9 items-center gap-2 text-sm font-medium text-ink-800">
        <input type="checkbox" role="switch" checked={state.autoRefresh} onChange={state.toggleAutoRefresh} className="size-4 accent-brand-700" />
        Auto-refresh
      </label>
      <Button size="sm" onClick={canExport ? onExport : undefined} busy={exporting} aria-disabled={exporting || !canExport || undefined}>
        <Download aria-hidden="true" className="size-4" /> {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </div>
  );
}
