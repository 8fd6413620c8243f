/**
 * The generated database types (database.types.ts), narrowed where the database promises more than
 * its column and return types can say: lead_type is a row of private.lead_types (lead-types.generated.ts),
 * some dashboard functions return jsonb of a known shape, the speed calls' rows have columns that may
 * be null, and some scalar results may be null. Everything else is taken from the generated types as
 * is. The narrowed shapes live by domain (lead-row.ts, dashboard-types.ts, report-subscription-types.ts,
 * speed-types.ts); this file puts them on the functions and is the one import for them.
 */
import type { Database } from './database.types';
import type { BookedCall, BookingBlock, BookingCalendar, BookingCalendarLimits, BookingMailCap, CallOutcome, CallOutcomeFields } from './call-types';
import type { DeliveryHealth } from './delivery-health-types';
import type {
  DeviceLoginStatus,
  ExportedLead,
  LeadCount,
  LeadDetail,
  LeadNote,
  LeadPage,
  LeadStatusFields,
  LeadSummary,
  LeadTypeGroup,
} from './dashboard-types';
import type { LeadSources, LeadSourceDimension } from './lead-source-types';
import type { LeadStatus } from './lead-row';
import type { NullableOptionalArgs } from './nullable-args';
import type { ReportSubscriptionStatus, ReportSubscriptionStatusFields } from './report-subscription-types';
import type { SiteCheck } from './site-check-types';
import type { LeadSpeed, SpeedWeek, WaitingSummary } from './speed-types';

export * from './call-types';
export * from './dashboard-types';
export * from './delivery-health-types';
export * from './lead-row';
export * from './lead-source-types';
export * from './report-subscription-types';
export * from './site-check-types';
export * from './speed-types';

type PublicSchema = Database['public'];
type Functions = PublicSchema['Functions'];

/** A generated function type with its Args and/or Returns replaced. */
type Narrowed<Name extends keyof Functions, Shape extends { Args?: object; Returns?: unknown }> = Omit<Functions[Name], keyof Shape> & Shape;

/** The Database type the client is created with. */
export type AppDatabase = Omit<Database, 'public'> & {
  public: Omit<PublicSchema, 'Functions'> & {
    Functions: Omit<
      Functions,
      | 'book_consultation'
      | 'complete_partial_lead'
      | 'dashboard_add_lead_note'
      | 'dashboard_booking_blocks'
      | 'dashboard_booking_calendar'
      | 'dashboard_booking_mail_cap'
      | 'dashboard_calls'
      | 'dashboard_check_site_again'
      | 'dashboard_device_login_status'
      | 'dashboard_edit_lead_note'
      | 'dashboard_export_leads'
      | 'dashboard_get_lead'
      | 'dashboard_lead_counts'
      | 'dashboard_lead_sources'
      | 'dashboard_lead_speed'
      | 'dashboard_lead_summary'
      | 'dashboard_list_leads'
      | 'dashboard_lockout_status'
      | 'dashboard_remember_device'
      | 'dashboard_set_booking_calendar'
      | 'dashboard_set_call_outcome'
      | 'dashboard_set_lead_status'
      | 'dashboard_set_report_subscription_status'
      | 'dashboard_speed'
      | 'dashboard_waiting_summary'
      | 'dashboard_lead_type_groups'
      | 'delivery_health'
      | 'schedule_weekly_report'
      | 'submit_privacy_request'
      | 'validate_dashboard_password'
    > & {
      dashboard_add_lead_note: Narrowed<'dashboard_add_lead_note', { Returns: LeadNote }>;
      dashboard_edit_lead_note: Narrowed<'dashboard_edit_lead_note', { Returns: LeadNote }>;
      dashboard_get_lead: Narrowed<'dashboard_get_lead', { Returns: LeadDetail }>;
      dashboard_booking_blocks: Narrowed<'dashboard_booking_blocks', { Returns: BookingBlock[] }>;
      dashboard_booking_mail_cap: Narrowed<'dashboard_booking_mail_cap', { Returns: BookingMailCap[] }>;
      dashboard_calls: Narrowed<'dashboard_calls', { Returns: BookedCall[] }>;
      dashboard_check_site_again: Narrowed<'dashboard_check_site_again', { Returns: SiteCheck }>;
      dashboard_booking_calendar: Narrowed<'dashboard_booking_calendar', { Returns: BookingCalendar[] }>;
      dashboard_set_booking_calendar: Narrowed<
        'dashboard_set_booking_calendar',
        {
          Args: Omit<Functions['dashboard_set_booking_calendar']['Args'], 'new_daily_limit'> & { new_daily_limit: number | null };
          Returns: BookingCalendarLimits[];
        }
      >;
      dashboard_set_call_outcome: Narrowed<
        'dashboard_set_call_outcome',
        { Args: Omit<Functions['dashboard_set_call_outcome']['Args'], 'new_outcome'> & { new_outcome: CallOutcome | null }; Returns: CallOutcomeFields[] }
      >;
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
      dashboard_lead_sources: Narrowed<
        'dashboard_lead_sources',
        { Args: Functions['dashboard_lead_sources']['Args'] & { group_by: LeadSourceDimension }; Returns: LeadSources }
      >;
      dashboard_lead_speed: Narrowed<'dashboard_lead_speed', { Returns: LeadSpeed[] }>;
      dashboard_lead_summary: Narrowed<'dashboard_lead_summary', { Returns: LeadSummary }>;
      dashboard_speed: Narrowed<'dashboard_speed', { Returns: SpeedWeek[] }>;
      dashboard_waiting_summary: Narrowed<'dashboard_waiting_summary', { Returns: WaitingSummary[] }>;
      dashboard_lead_type_groups: Narrowed<'dashboard_lead_type_groups', { Returns: LeadTypeGroup[] }>;
      delivery_health: Narrowed<'delivery_health', { Returns: DeliveryHealth }>;
      schedule_weekly_report: Narrowed<
        'schedule_weekly_report',
        { Args: NullableOptionalArgs<Functions['schedule_weekly_report']['Args']>; Returns: 'completed' | 'inserted' }
      >;
      // The cancel token only to the call that made the booking; a retry or a honeypot call answers null (decision 0066).
      book_consultation: Narrowed<
        'book_consultation',
        {
          Args: NullableOptionalArgs<Functions['book_consultation']['Args']>;
          Returns: (Omit<Functions['book_consultation']['Returns'][number], 'cancel_token'> & { cancel_token: string | null })[];
        }
      >;
      submit_privacy_request: Narrowed<'submit_privacy_request', { Args: NullableOptionalArgs<Functions['submit_privacy_request']['Args']> }>;
      dashboard_list_leads: Narrowed<'dashboard_list_leads', { Args: NullableOptionalArgs<Functions['dashboard_list_leads']['Args']>; Returns: LeadPage }>;
      // Null: the marker is not one the database counts / this session has had its marker (decision 0055).
      dashboard_device_login_status: Narrowed<'dashboard_device_login_status', { Returns: DeviceLoginStatus | null }>;
      dashboard_remember_device: Narrowed<'dashboard_remember_device', { Returns: string | null }>;
      // The generator cannot see these nulls: no lock in force / a wrong password or a locked login.
      dashboard_lockout_status: Narrowed<'dashboard_lockout_status', { Returns: string | null }>;
      validate_dashboard_password: Narrowed<
        'validate_dashboard_password',
        { Args: NullableOptionalArgs<Functions['validate_dashboard_password']['Args']>; Returns: string | null }
      >;
    };
  };
};
