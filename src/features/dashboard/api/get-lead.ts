import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import type { LeadDetail } from '@/lib/api/app-database';
import { isLeadIdShape, LEAD_NOT_FOUND } from '../lib/lead-link';
import { dashboardKeys } from './keys';
import { DashboardNotFoundError, retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardToken } from './session-context';

/** Everything about one lead: fields, notes, status history, notification deliveries, the partial version. */
export async function getLead(token: string, leadId: string, signal?: AbortSignal): Promise<LeadDetail> {
  // A link whose id is not a uuid names no lead: answered as a missing one, without asking.
  if (!isLeadIdShape(leadId)) throw new DashboardNotFoundError(LEAD_NOT_FOUND);
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_get_lead', { session_token: token, lead_id: leadId }), signal);
  throwIfRpcError(error, 'The lead could not be loaded', LEAD_NOT_FOUND);
  // A lead that is gone is answered null (200), not an error the browser would log.
  if (data === null) throw new DashboardNotFoundError(LEAD_NOT_FOUND);
  return data;
}

/**
 * While the lead's site check is pending (issue 64), the lead is read again this often, so the
 * result shows by itself: a check takes a few seconds (its fetch gives up after 10).
 */
export const SITE_CHECK_POLL_MS = 3_000;

export const leadQueryOptions = (token: string, leadId: string) =>
  queryOptions({
    queryKey: dashboardKeys.lead(token, leadId),
    queryFn: ({ signal }) => getLead(token, leadId, signal),
    staleTime: 0,
    retry: retryUnlessSessionLost,
    refetchInterval: (query) => (query.state.data?.site_check?.state === 'pending' ? SITE_CHECK_POLL_MS : false),
  });

export const useLead = (leadId: string) => useQuery(leadQueryOptions(useDashboardToken(), leadId));
