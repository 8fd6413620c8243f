/**
 * The dashboard functions' jsonb answers and arguments, typed: the generator sees only `jsonb`.
 */
import type { Database } from './database.types';
import type { LeadRow, LeadStatus, LeadType } from './lead-row';
import type { NullableOptionalArgs } from './nullable-args';
import type { ReportSubscription } from './report-subscription-types';
import type { SiteCheck, SiteCheckFilter } from './site-check-types';

type Functions = Database['public']['Functions'];

/** What the CSV export reads of a lead (its columns, and the id the next batch starts after), with its latest note and site check score. */
export type ExportedLead = Pick<
  LeadRow,
  'id' | 'created_at' | 'lead_type' | 'name' | 'email' | 'phone' | 'website' | 'message' | 'service' | 'status' | 'site_check_score'
> & {
  latest_note: string | null;
};

/** One option of the leads' type filter after "All Leads", and the lead types it shows (private.lead_type_groups). */
export interface LeadTypeGroup {
  type_group: string;
  label: string;
  lead_types: LeadType[];
}

/** What a known device is told after a refused login (decision 0055): null for a marker the database does not count. */
export interface DeviceLoginStatus {
  /** Until when this device may not log in, or null. */
  locked_until: string | null;
  /** Wrong passwords this device may still send before it is locked. */
  attempts_left: number;
}

export interface LeadNote {
  id: string;
  created_at: string;
  updated_at: string | null;
  author: string;
  body: string;
  /** Written by the session that asked: only it may edit or delete the note (decision 0026). */
  mine: boolean;
}

export interface LeadStatusChange {
  changed_at: string;
  actor: string;
  from_status: LeadStatus;
  to_status: LeadStatus;
}

export interface LeadDelivery {
  created_at: string;
  kind:
    | 'new'
    | 'completed'
    | 'weekly_report'
    | 'report_confirmation'
    | 'booking_confirmation'
    | 'booking_agency'
    | 'booking_reminder'
    | 'booking_cancelled'
    | 'booking_moved';
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  /** Who a weekly report, a confirmation or a booking e-mail went to; null for the agency's own notifications. */
  recipient: string | null;
}

/** One of the lead's booked calls, live or cancelled (private.bookings), for its history. */
export interface LeadBooking {
  id: string;
  starts_at: string;
  ends_at: string;
  created_at: string;
  cancelled_at: string | null;
  /** 'Visitor' for the visitor's own cancel link, else the staff name that cancelled it. */
  cancelled_by: string | null;
}

/** dashboard_get_lead's jsonb: everything about one lead. */
export interface LeadDetail {
  lead: LeadRow;
  notes: LeadNote[];
  status_changes: LeadStatusChange[];
  notifications: LeadDelivery[];
  /** Its booked calls, oldest booking first (decision 0063). */
  bookings: LeadBooking[];
  /** The partial lead as it was before the visitor completed it, if it was completed. */
  partial_version: Partial<LeadRow> | null;
  /** The weekly SEO report subscription this lead made, if any: a schedule's day, recipients and consent. */
  report_subscription: ReportSubscription | null;
  /** What a privacy request asks (private.privacy_requests), if the lead is one. */
  privacy_request: { kind: string; label: string } | null;
  /** The check of the lead's site (decision 0080); null when it named none or none was made. */
  site_check: SiteCheck | null;
}

/** dashboard_set_lead_status's jsonb. */
export type LeadStatusFields = Pick<LeadRow, 'status' | 'status_changed_at' | 'status_changed_by'>;

export type SortDirection = 'asc' | 'desc';
/**
 * The columns leads can be sorted by: the one list the dashboard's table headers and queries use. The
 * database keeps the same whitelist in private.lead_order_by (supabase/schemas/07_dashboard_leads.sql);
 * tests/integration/dashboard-calls.test.ts proves the two agree.
 */
export const LEAD_SORT_COLUMNS = [
  'created_at',
  'updated_at',
  'lead_type',
  'name',
  'email',
  'phone',
  'website',
  'message',
  'service',
  'company_name',
  'source_path',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'site_check_score',
] as const satisfies readonly (keyof LeadRow)[];
export type LeadSortColumn = (typeof LEAD_SORT_COLUMNS)[number];

export type LeadListArgs = NullableOptionalArgs<Functions['dashboard_list_leads']['Args']> & {
  lead_types?: LeadType[] | null;
  statuses?: LeadStatus[] | null;
  sort_column?: LeadSortColumn;
  sort_direction?: SortDirection;
  site_check?: SiteCheckFilter | null;
};

/**
 * dashboard_list_leads' jsonb: one page and the total of the filtered set. A searched set is counted
 * up to 1,000; total_capped says there are more (the dashboard shows "1000+").
 */
/** A row of the lead list: the lead, and whether it is waiting by the database's one rule (private.waiting_leads, decision 0063). */
export type ListedLead = LeadRow & { waiting: boolean };

export type LeadPage = {
  total: number;
  total_capped: boolean;
  rows: ListedLead[];
  /** Where the next page starts (the last row's sort key and id); null for an empty page. */
  next_cursor: LeadCursor | null;
};

/** A keyset cursor: the sort key as the database compares it (text), and the row's id. */
export type LeadCursor = { value: string | null; id: string };

/** dashboard_lead_summary's jsonb (the totals leave spam out; by_status counts it). */
export type LeadSummary = {
  total: number;
  open_contact_partials: number;
  open_report_partials: number;
  by_status: Record<LeadStatus, number>;
};

export type LeadCount = Omit<Functions['dashboard_lead_counts']['Returns'][number], 'lead_type'> & { lead_type: LeadType };
