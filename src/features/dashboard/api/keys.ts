import type { LeadListArgs } from '@/lib/api/app-database';

/**
 * Every dashboard query key, built here so invalidation can name a whole family (all lead
 * data after a delete, all of it on logout) without repeating string arrays.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Outside `all`: clearing the data on logout must not clear the answer "logged out". */
  session: () => ['dashboard-session'] as const,
  leads: (args: LeadListArgs) => [...dashboardKeys.all, 'leads', args] as const,
  summary: (token: string) => [...dashboardKeys.all, 'summary', token] as const,
  counts: (token: string, days: number) => [...dashboardKeys.all, 'counts', token, days] as const,
  lead: (token: string, leadId: string) => [...dashboardKeys.all, 'lead', token, leadId] as const,
  newLeads: (token: string, since: string) => [...dashboardKeys.all, 'new-leads', token, since] as const,
};
