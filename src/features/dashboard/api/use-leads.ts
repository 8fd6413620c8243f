import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadSortColumn, LeadType, SortDirection } from '@/lib/api/app-database';

export const PAGE_SIZE = 50;
export const AUTO_REFRESH_MS = 30_000;

export interface LeadQuery {
  token: string;
  search: string;
  types: LeadType[] | null;
  sortColumn: LeadSortColumn;
  sortDirection: SortDirection;
  page: number;
}

const api = () => import('@/lib/api/dashboard');

/** One page of leads from the database (search, filter, sort and paging run there). */
export function useLeadsPage(query: LeadQuery, autoRefresh: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'leads', query],
    queryFn: async () => {
      const { listLeads } = await api();
      return listLeads({
        session_token: query.token,
        search: query.search || null,
        lead_types: query.types,
        sort_column: query.sortColumn,
        sort_direction: query.sortDirection,
        page_limit: PAGE_SIZE,
        page_offset: query.page * PAGE_SIZE,
      });
    },
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
    // Staff expect what they see to be current: no stale window on the leads list.
    staleTime: 0,
  });
}

export function useLeadSummary(token: string) {
  return useQuery({
    queryKey: ['dashboard', 'summary', token],
    queryFn: async () => (await api()).leadSummary(token),
    staleTime: 0,
  });
}

export function useLeadCounts(token: string) {
  return useQuery({
    queryKey: ['dashboard', 'counts', token],
    queryFn: async () => (await api()).leadCountsByDay(token, 30),
    staleTime: 0,
  });
}

export function useDeleteLead(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (leadId: string) => {
      const { deleteLead } = await api();
      if (!(await deleteLead(token, leadId))) throw new Error('Failed to delete the lead');
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}

/** Every lead of the current search and filter, for the CSV export. */
export async function fetchLeadsForExport(token: string, search: string, types: LeadType[] | null) {
  const { exportLeads } = await api();
  return exportLeads({ token, search: search || null, leadTypes: types });
}
