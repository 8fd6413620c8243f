import { startTransition, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LeadCursor, LeadSortColumn, LeadTypeGroup, SiteCheckFilter, SortDirection } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import type { LeadQuery } from '../api/get-leads';
import { typesFor, type LeadFilter } from '../lib/lead-filters';
import { SITE_CHECK_PARAM, siteCheckFilterFrom } from '../lib/site-check-words';
import { statusesFor, type StatusFilter } from '../lib/status-filters';

export interface LeadSort {
  column: LeadSortColumn;
  direction: SortDirection;
}

/**
 * What the leads list shows: the search as asked, the type, status and site check filters, the sort,
 * the page and the auto-refresh switch. Nothing here talks to the database: the type filter's groups
 * are read by the caller (api/get-lead-type-groups.ts) and handed in. The site check filter is kept in
 * the URL (`?check=not_indexable`), so a list of the sites to look at can be reloaded or sent (decision 0081).
 */
export function useLeadListState(typeGroups: readonly LeadTypeGroup[] | undefined) {
  // The words as asked: the search field debounces what is typed (lead-search-field.tsx).
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<LeadFilter>('all');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('open');
  const [sort, setSort] = useState<LeadSort>({ column: 'created_at', direction: 'desc' });
  const [searchParams, setSearchParams] = useSearchParams();
  const siteCheck = siteCheckFilterFrom(searchParams.get(SITE_CHECK_PARAM));
  const setSiteCheck = useCallback(
    (next: SiteCheckFilter | null) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(SITE_CHECK_PARAM, next);
          else params.delete(SITE_CHECK_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // The page number belongs to one search, filter and sort: a new one starts again at the first page.
  const filterKey = `${search}|${filter}|${statusFilter}|${siteCheck ?? ''}|${sort.column}|${sort.direction}`;
  // Pages are read by keyset: cursors[n] is where page n starts (the last row of page n - 1, as the
  // database answered it), so a deep page costs what the first one does. The last cursor is the page shown.
  const [paging, setPaging] = useState<{ key: string; cursors: (LeadCursor | null)[] }>({ key: filterKey, cursors: [null] });
  const cursors = paging.key === filterKey ? paging.cursors : [null];
  const page = cursors.length - 1;
  const [autoRefresh, setAutoRefresh] = useState(false);

  const query: Omit<LeadQuery, 'token'> = {
    search,
    types: typesFor(filter, typeGroups),
    statuses: statusesFor(statusFilter),
    siteCheck,
    sortColumn: sort.column,
    sortDirection: sort.direction,
    after: cursors[page] ?? null,
  };

  const previousPage = () => setPaging({ key: filterKey, cursors: cursors.slice(0, -1) });
  const nextPage = (next: LeadCursor | null | undefined) => {
    if (next) setPaging({ key: filterKey, cursors: [...cursors, next] });
  };
  // A transition: the press paints before the list renders for its new sort (the header, the query
  // and its placeholder rows: 29-55 ms of script at 4x CPU in the press's own task, issue 63).
  const onSort = useCallback(
    (column: LeadSortColumn) =>
      startTransition(() =>
        setSort((current) => (current.column === column ? { column, direction: current.direction === 'desc' ? 'asc' : 'desc' } : { column, direction: 'desc' })),
      ),
    [],
  );
  const toggleAutoRefresh = () => {
    const next = !autoRefresh;
    setAutoRefresh(next);
    if (next) void notify.success('Auto-refresh enabled', { description: 'Leads will refresh automatically every 30 seconds.' });
    else void notify.success('Auto-refresh disabled');
  };

  return {
    setSearch,
    filter,
    setFilter,
    statusFilter,
    setStatusFilter,
    siteCheck,
    setSiteCheck,
    sort,
    onSort,
    page,
    previousPage,
    nextPage,
    autoRefresh,
    toggleAutoRefresh,
    query,
  };
}

export type LeadListState = ReturnType<typeof useLeadListState>;
