/**
 * A lead as the database keeps it: the generated lsg_leads row, narrowed where a check constraint
 * promises more than the column type says (lead_type, status), and what the browser may insert.
 */
import type { Tables, TablesInsert } from './database.types';

/** The values of the lsg_leads_lead_type_known check constraint (supabase/migrations/20261126153002_leads.sql). */
export const LEAD_TYPES = [
  'contact',
  'contact_partial',
  'contact_complete',
  'newsletter',
  'url_test',
  'report_scheduler_partial',
  'report_scheduler_complete',
  'plan_application',
  'privacy_request',
] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** The values of the lsg_leads_status_known check constraint (supabase/migrations/20261126153002_leads.sql). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead as the dashboard functions return it: the table's row without the internal search_text. */
export type LeadRow = Omit<Tables<'lsg_leads'>, 'lead_type' | 'search_text' | 'status'> & { lead_type: LeadType; status: LeadStatus };

/** What the browser may insert into lsg_leads (the anon role's column grants). */
export type LeadInsert = Omit<TablesInsert<'lsg_leads'>, 'created_at' | 'updated_at' | 'search_text' | 'lead_type'> & {
  lead_type: LeadType;
};
