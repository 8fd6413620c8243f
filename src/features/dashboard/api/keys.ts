import type { LeadListArgs, LeadSourcesArgs } from '@/lib/api/app-database';

/**
 * Every dashboard query and mutation key, built here so invalidation can name a whole family (all
 * lead data after a delete, all of it on logout) without repeating string arrays. A lint rule
 * (eslint.config.js) refuses a key array written anywhere but a feature's api/keys.ts.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Outside `all`: clearing the data on logout must not clear the answer "logged out". */
  session: () => ['dashboard-session'] as const,
  leads: (args: LeadListArgs) => [...dashboardKeys.all, 'leads', args] as const,
  summary: (token: string) => [...dashboardKeys.all, 'summary', token] as const,
  /** The type filter's groups (private.lead_type_groups). */
  typeGroups: (token: string) => [...dashboardKeys.all, 'type-groups', token] as const,
  counts: (token: string, days: number) => [...dashboardKeys.all, 'counts', token, days] as const,
  sources: (args: LeadSourcesArgs) => [...dashboardKeys.all, 'sources', args] as const,
  lead: (token: string, leadId: string) => [...dashboardKeys.all, 'lead', token, leadId] as const,
  newLeads: (token: string, since: string) => [...dashboardKeys.all, 'new-leads', token, since] as const,
  /** Speed to lead (issue 42): the waiting count and setting, the weekly view, one lead's speed. */
  waiting: (token: string) => [...dashboardKeys.all, 'waiting', token] as const,
  speed: (token: string, weeks: number) => [...dashboardKeys.all, 'speed', token, weeks] as const,
  leadSpeed: (token: string, leadId: string) => [...dashboardKeys.all, 'lead-speed', token, leadId] as const,
  /** The Calls view (issue 53): the calls of some Los Angeles days, and the staff blocks. */
  calls: (token: string) => [...dashboardKeys.all, 'calls', token] as const,
  callDays: (token: string, fromDay: string, days: number) => [...dashboardKeys.calls(token), fromDay, days] as const,
  bookingBlocks: (token: string) => [...dashboardKeys.all, 'booking-blocks', token] as const,
  /** The daily limit, the buffer and the calendar feed link's state (issue 61). */
  bookingCalendar: (token: string) => [...dashboardKeys.all, 'booking-calendar', token] as const,
  /** The site's booking confirmations of the last 24 hours against its daily cap (issue 59). */
  bookingMailCap: (token: string) => [...dashboardKeys.all, 'booking-mail-cap', token] as const,
  /** Whether e-mail is going out (issue 60): the header's line, polled every minute. */
  deliveryHealth: () => [...dashboardKeys.all, 'delivery-health'] as const,
  /** The writes, one key each, so a test or a spinner can ask whether one is under way. */
  write: (name: DashboardWrite) => [...dashboardKeys.all, name] as const,
};

export type DashboardWrite =
  | 'login'
  | 'logout'
  | 'delete-lead'
  | 'set-status'
  | 'set-report-subscription-status'
  | 'add-note'
  | 'edit-note'
  | 'delete-note'
  | 'export'
  | 'set-morning-email'
  | 'set-call-outcome'
  | 'cancel-call'
  | 'move-call'
  | 'cancel-sender-calls'
  | 'block-booking-time'
  | 'unblock-booking-time'
  | 'set-booking-calendar'
  | 'new-calls-feed'
  | 'check-site-again';
