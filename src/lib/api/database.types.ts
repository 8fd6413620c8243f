/**
 * Types of the tables and functions the site uses, mirroring supabase/migrations. (With the
 * Supabase CLI, `supabase gen types typescript` produces the same shape.)
 */
import type { Attribution } from '../attribution';

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

type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type LeadRow = {
  id: string;
  created_at: string;
  updated_at: string;
  name: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  company_name: string | null;
  message: string | null;
  service: string | null;
  lead_type: LeadType;
  details: Json | null;
} & Attribution;

/** What the browser may insert into lsg_leads (the anon role's column grants). */
export type LeadInsert = Partial<Omit<LeadRow, 'created_at' | 'updated_at' | 'email' | 'lead_type'>> &
  Pick<LeadRow, 'email' | 'lead_type'>;

export type LegacyLeadInsert = {
  name: string;
  email: string;
  phone?: string | null;
  website?: string;
  message?: string | null;
  service?: string | null;
  lead_type?: 'contact' | 'contact_partial' | 'contact_complete' | 'newsletter' | null;
}

export type SortDirection = 'asc' | 'desc';
export type LeadSortColumn =
  | 'created_at'
  | 'updated_at'
  | 'lead_type'
  | 'name'
  | 'email'
  | 'phone'
  | 'website'
  | 'message'
  | 'service'
  | 'company_name'
  | 'source_path'
  | 'referrer'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'utm_term'
  | 'utm_content';

export type LeadListArgs = {
  session_token: string;
  search?: string | null;
  lead_types?: LeadType[] | null;
  sort_column?: LeadSortColumn;
  sort_direction?: SortDirection;
  page_limit?: number;
  page_offset?: number;
}

export type LeadPage = {
  total: number;
  rows: LeadRow[];
}

export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: {
      lsg_leads: { Row: LeadRow; Insert: LeadInsert; Update: Partial<LeadRow>; Relationships: [] };
      leads: {
        Row: LegacyLeadInsert & { id: string; created_at: string };
        Insert: LegacyLeadInsert;
        Update: Partial<LegacyLeadInsert>;
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: { id: string; created_at: string; email: string };
        Insert: { email: string };
        Update: { email?: string };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      add_newsletter_subscriber: { Args: { subscriber_email: string }; Returns: undefined };
      complete_partial_lead: {
        Args: { lead_id: string; website?: string | null; message?: string | null; details?: Json | null };
        Returns: boolean;
      };
      validate_dashboard_password: { Args: { input_password: string }; Returns: string | null };
      dashboard_lockout_status: { Args: never; Returns: string | null };
      dashboard_check_session: { Args: { session_token: string }; Returns: string };
      dashboard_logout: { Args: { session_token: string }; Returns: undefined };
      dashboard_list_leads: { Args: LeadListArgs; Returns: Json };
      dashboard_export_leads: {
        Args: {
          session_token: string;
          search?: string | null;
          lead_types?: LeadType[] | null;
          after_created_at?: string | null;
          after_id?: string | null;
          batch_size?: number;
        };
        Returns: Json;
      };
      dashboard_delete_lead: { Args: { session_token: string; lead_id: string }; Returns: boolean };
      dashboard_lead_counts: {
        Args: { session_token: string; days?: number };
        Returns: { day: string; lead_type: LeadType; lead_count: number }[];
      };
      dashboard_lead_summary: { Args: { session_token: string }; Returns: Json };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
}
