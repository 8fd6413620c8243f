import { useEffect, useState } from 'react';
import { notify } from '@/lib/toast';
import { useLeadCounts } from '../api/get-lead-counts';
import { useLeadSummary } from '../api/get-lead-summary';
import { useLeadsPage, type LeadQuery } from '../api/get-leads';
import { isSessionLost } from '../api/rpc-error';

/**
 * The list's three queries (the page of leads, the totals, the chart's counts) and the Refresh that
 * asks all three again. `refreshing` is that Refresh alone, not a background fetch (auto-refresh,
 * a saved status): a click that met a background fetch was swallowed by the busy button, with no
 * toast and no new answer (CI saw it at stop 54). A lost session is not handled here: the session hook hears it from the
 * query cache (api/session-lost.ts). Other errors of the list get their toast once; its id keeps
 * it single under StrictMode.
 */
export function useLeadsData(query: Omit<LeadQuery, 'token'>, autoRefresh: boolean) {
  const leads = useLeadsPage(query, autoRefresh);
  const summary = useLeadSummary();
  const counts = useLeadCounts();

  const error = leads.error;
  useEffect(() => {
    if (!error || isSessionLost(error)) return;
    void notify.error('Error fetching leads', { id: 'leads-fetch-error', description: error.message || 'Failed to fetch leads' });
  }, [error]);

  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    const results = await Promise.all([leads.refetch(), summary.refetch(), counts.refetch()]).finally(() => setRefreshing(false));
    const failed = results.find((result) => result.isError);
    if (!failed) return void notify.success('Refreshed');
    if (isSessionLost(failed.error)) return;
    void notify.error('Refresh failed', {
      id: 'leads-refresh-error',
      description: failed.error?.message || 'The leads could not be loaded. Please try again.',
    });
  };

  return { leads, summary, counts, refresh, refreshing };
}
