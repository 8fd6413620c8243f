/**
 * The generated database types (database.types.ts), narrowed where the database promises more than
 * its column and return types can say: lead_type is text limited by a check constraint, the
 * dashboard functions return jsonb of a known shape, and some scalar results may be null.
 * Everything else is taken from the generated types as is.
 */
import type { Database, Tables, TablesInsert } from './database.types';

type PublicSchema = Database['public'];
type Functions = PublicSchema['Functions'];

/** The values of the lsg_leads_lead_type_known check constraint (supabase/migrations/20261127000200_leads.sql). */
export const LEAD_TYPES = [
  'contact',
  'contact_partial',
  'contact_complete',
  'newsletter',
  'url_test',
  'report_scheduler_partial',
  'report_scheduler_complete',
  'plan_application',
] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** The values of the lsg_leads_status_known check constraint (supabase/migrations/20261127000200_leads.sql). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead as the dashboard functions return it: the table's row without the internal search_text. */
export type LeadRow = Omit<Tables<'lsg_leads'>, 'lead_type' | 'search_text' | 'status'> & { lead_type: LeadType; status: LeadStatus };

/** What the CSV export reads of a lead (its columns, and the id the next batch starts after), with its latest note. */
export type ExportedLead = Pick<LeadRow, 'id' | 'created_at' | 'lead_type' | 'name' | 'email' | 'phone' | 'website' | 'message' | 'service' | 'status'> & {
  latest_note: string | null;
};

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
  kind: 'new' | 'completed' | 'weekly_report' | 'report_confirmation';
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  /** Who a weekly report or a confirmation e-mail went to; null for the agency's own lead notifications. */
  recipient: string | null;
}

/** The values of report_subscriptions_status_known (supabase/migrations/20261127000700_weekly_reports.sql). */
export type ReportSubscriptionStatus = 'active' | 'paused' | 'unsubscribed';

/** One week's measurement of a subscriber's page. */
export interface ReportRun {
  week_of: string;
  created_at: string;
  status: 'measuring' | 'measured' | 'failed' | 'cancelled';
  score: number | null;
  error: string | null;
  measured_at: string | null;
  attempts: number;
}

/**
 * One recipient of a subscription: pending until it confirms with the link e-mailed to it, then
 * confirmed, until it unsubscribes (docs/decisions/0025-weekly-report-double-opt-in.md).
 */
export interface ReportRecipient {
  email: string;
  is_owner: boolean;
  state: 'pending' | 'confirmed' | 'unsubscribed';
  confirmed_at: string | null;
  /** When a pending recipient's confirmation link stops working. */
  confirm_expires_at: string | null;
  unsubscribed_at: string | null;
}

/** A lead's weekly SEO report subscription, as dashboard_get_lead returns it (docs/decisions/0021-weekly-reports.md). */
export interface ReportSubscription {
  id: string;
  created_at: string;
  status: ReportSubscriptionStatus;
  website: string;
  report_day: string;
  status_changed_at: string | null;
  status_changed_by: string | null;
  consent: { version: string; text: string; at: string; page: string | null };
  recipients: ReportRecipient[];
  runs: ReportRun[];
  events: {
    at: string;
    actor: string;
    event: 'subscribed' | 'paused' | 'resumed' | 'unsubscribed' | 'recipient_unsubscribed' | 'recipient_confirmed';
    detail: string | null;
  }[];
}

/** dashboard_set_report_subscription_status's jsonb. */
export type ReportSubscriptionStatusFields = Pick<ReportSubscription, 'status' | 'status_changed_at' | 'status_changed_by'>;

/** dashboard_get_lead's jsonb: everything about one lead. */
export interface LeadDetail {
  lead: LeadRow;
  notes: LeadNote[];
  status_changes: LeadStatusChange[];
  notifications: LeadDelivery[];
  /** The partial lead as it was before the visitor completed it, if it was completed. */
  partial_version: Partial<LeadRow> | null;
  /** The weekly SEO report subscription this lead made, if any. */
  report_subscription: ReportSubscription | null;
}

/** dashboard_set_lead_status's jsonb. */
export type LeadStatusFields = Pick<LeadRow, 'status' | 'status_changed_at' | 'status_changed_by'>;

/** What the browser may insert into lsg_leads (the anon role's column grants). */
export type LeadInsert = Omit<TablesInsert<'lsg_leads'>, 'created_at' | 'updated_at' | 'search_text' | 'lead_type'> & {
  lead_type: LeadType;
};

export type SortDirection = 'asc' | 'desc';
/**
 * The columns leads can be sorted by: the one list the dashboard's table headers and queries use. The
 * database keeps the same whitelist in private.lead_order_by (supabase/migrations/20261127000500_dashboard_list.sql);
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
] as const satisfies readonly (keyof LeadRow)[];
export type LeadSortColumn = (typeof LEAD_SORT_COLUMNS)[number];

/**
 * The generator types a function's optional arguments without null, as it cannot see that the
 * function reads SQL NULL as "not given"; these functions do (`search is null`, `coalesce(...)`).
 */
type NullableOptionalArgs<Args> = { [Key in keyof Args]: undefined extends Args[Key] ? Args[Key] | null : Args[Key] };

export type LeadListArgs = NullableOptionalArgs<Functions['dashboard_list_leads']['Args']> & {
  lead_types?: LeadType[] | null;
  statuses?: LeadStatus[] | null;
  sort_column?: LeadSortColumn;
  sort_direction?: SortDirection;
};

/**
 * dashboard_list_leads' jsonb: one page and the total of the filtered set. A searched set is counted
 * up to 10,000; total_capped says there are more (the dashboard shows "10,000+").
 */
export type LeadPage = {
  total: number;
  total_capped: boolean;
  rows: LeadRow[];
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

/** A generated function type with its Args and/or Returns replaced. */
type Narrowed<Name extends keyof Functions, Shape extends { Args?: object; Returns?: unknown }> = Omit<Functions[Name], keyof Shape> & Shape;

/** The Database type the client is created with. */
export type AppDatabase = Omit<Database, 'public'> & {
  public: Omit<PublicSchema, 'Functions'> & {
    Functions: Omit<
      Functions,
      | 'complete_partial_lead'
      | 'dashboard_add_lead_note'
      | 'dashboard_edit_lead_note'
      | 'dashboard_export_leads'
      | 'dashboard_get_lead'
      | 'dashboard_lead_counts'
      | 'dashboard_lead_summary'
      | 'dashboard_list_leads'
      | 'dashboard_lockout_status'
      | 'dashboard_set_lead_status'
      | 'dashboard_set_report_subscription_status'
      | 'validate_dashboard_password'
    > & {
      dashboard_add_lead_note: Narrowed<'dashboard_add_lead_note', { Returns: LeadNote }>;
      dashboard_edit_lead_note: Narrowed<'dashboard_edit_lead_note', { Returns: LeadNote }>;
      dashboard_get_lead: Narrowed<'dashboard_get_lead', { Returns: LeadDetail }>;
      dashboard_set_lead_status: Narrowed<
        'dashboard_set_lead_status',
        { Args: Functions['dashboard_set_lead_status']['Args'] & { new_status: LeadStatus }; Returns: LeadStatusFields }
      >;
      dashboard_set_report_subscription_status: Narrowed<
        'dashboard_set_report_subscription_status',
        {
          Args: Functions['dashboard_set_report_subscription_status']['Args'] & { new_status: Exclude<ReportSubscriptionStatus, 'unsubscribed'> };
          Returns: ReportSubscriptionStatusFields;
        }
      >;
      complete_partial_lead: Narrowed<'complete_partial_lead', { Args: NullableOptionalArgs<Functions['complete_partial_lead']['Args']> }>;
      dashboard_export_leads: Narrowed<
        'dashboard_export_leads',
        { Args: NullableOptionalArgs<Functions['dashboard_export_leads']['Args']> & { statuses?: LeadStatus[] | null }; Returns: ExportedLead[] }
      >;
      dashboard_lead_counts: Narrowed<'dashboard_lead_counts', { Returns: LeadCount[] }>;
      dashboard_lead_summary: Narrowed<'dashboard_lead_summary', { Returns: LeadSummary }>;
      dashboard_list_leads: Narrowed<'dashboard_list_leads', { Args: NullableOptionalArgs<Functions['dashboard_list_leads']['Args']>; Returns: LeadPage }>;
      // The generator cannot see these nulls: no lock in force / a wrong password or a locked login.
      dashboard_lockout_status: Narrowed<'dashboard_lockout_status', { Returns: string | null }>;
      validate_dashboard_password: Narrowed<
        'validate_dashboard_password',
        { Args: NullableOptionalArgs<Functions['validate_dashboard_password']['Args']>; Returns: string | null }
      >;
    };
  };
};
