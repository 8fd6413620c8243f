import { LEAD_STATUSES, type LeadStatus } from '@/lib/api/app-database';

/** How each status reads in the dashboard. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** The status filter: everything but spam by default (spam stays out of the way until asked for), or one status. */
export type StatusFilter = 'open' | LeadStatus;

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'All but spam' },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
];

/** The statuses argument of the list and export calls: null means every status but spam. */
export const statusesFor = (filter: StatusFilter): LeadStatus[] | null => (filter === 'open' ? null : [filter]);

/** Whether a lead with this status is shown under the filter ("All but spam" shows all but spam). */
export const matchesStatusFilter = (filter: StatusFilter, status: LeadStatus): boolean => (filter === 'open' ? status !== 'spam' : status === filter);
