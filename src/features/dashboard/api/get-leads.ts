import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import type { LeadCursor, LeadListArgs, LeadPage, LeadSortColumn, LeadStatus, LeadType, SiteCheckFilter, SortDirection } from '@/lib/api/app-database';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { PAGE_SIZE } from '../lib/page-size';
import { useDashboardToken } from './session-context';

export const AUTO_REFRESH_MS = 30_000;

export interface LeadQuery {
  token: string;
  search: string;
  types: LeadType[] | null;
  /** null: every status but spam. */
  statuses: LeadStatus[] | null;
  /** Only the leads whose site check is in this state (issue 64); null: every lead. */
  siteCheck?: SiteCheckFilter | null;
  sortColumn: LeadSortColumn;
  sortDirection: SortDirection;
  /** Where the page starts: the previous page's next_cursor. Null: the first page. */
  after: LeadCursor | null;
}

/** One page of leads; search, filter, sort and paging run in the database. */
export async function listLeads(args: LeadListArgs, signal?: AbortSignal): Promise<LeadPage> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_list_leads', args), signal);
  throwIfRpcError(error, 'Failed to fetch leads');
  return data;
}

export function leadListArgs(query: LeadQuery): LeadListArgs {
  return {
    session_token: query.token,
    search: query.search || null,
    lead_types: query.types,
    sort_column: query.sortColumn,
    sort_direction: query.sortDirection,
    page_limit: PAGE_SIZE,
    statuses: query.statuses,
    after_value: query.after?.value ?? null,
    after_id: query.after?.id ?? null,
    // Sent only when chosen: the list's arguments (and its cache key) are unchanged without it.
    ...(query.siteCheck ? { site_check: query.siteCheck } : {}),
  };
}

export const leadsPageQueryOptions = (query: LeadQuery) => {
  const args = leadListArgs(query);
  return queryOptions({
    queryKey: dashboardKeys.leads(args),
    queryFn: ({ signal }) => listLeads(args, signal),
    placeholderData: keepPreviousData,
    // Staff expect what they see to be current: no stale window on the leads list.
    staleTime: 0,
    retry: retryUnlessSessionLost,
  });
};

export const useLeadsPage = (query: Omit<LeadQuery, 'token'>, autoRefresh: boolean) =>
  useQuery({
    ...leadsPageQueryOptions({ ...query, token: useDashboardToken() }),
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
  });
