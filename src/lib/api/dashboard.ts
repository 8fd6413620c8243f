/**
 * The staff dashboard's calls. Every read and delete goes through a token-checked database
 * function; the anon key alone can see no lead (docs/decisions/0003-security-model.md).
 */
import { getSupabase } from './client';
import type { LeadListArgs, LeadPage, LeadRow, LeadSummary, LeadType } from './app-database';

export type { LeadSummary };

/** Raised when the session token is missing, wrong, expired or revoked: back to the login form. */
export class DashboardSessionError extends Error {
  override name = 'DashboardSessionError';
}

function check(error: { message: string; code?: string; hint?: string | null } | null, action: string): asserts error is null {
  if (!error) return;
  if (error.code === '28000' || error.hint === 'dashboard_session_invalid') throw new DashboardSessionError(error.message);
  throw new Error(error.message || action);
}

/** A session token when the password is right, null when it is wrong or logins are locked. */
export async function loginToDashboard(password: string): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('validate_dashboard_password', { input_password: password });
  check(error, 'Login failed');
  return data ?? null;
}

/** Until when logins are locked after too many failures, or null. */
export async function dashboardLockedUntil(): Promise<Date | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_lockout_status');
  check(error, 'Could not check the login lock');
  return data ? new Date(data) : null;
}

/** The session's expiry; throws DashboardSessionError when the token is no longer valid. */
export async function checkDashboardSession(token: string): Promise<Date> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_check_session', { session_token: token });
  check(error, 'Could not check the session');
  return new Date(data);
}

export async function logoutOfDashboard(token: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('dashboard_logout', { session_token: token });
  check(error, 'Logout failed');
}

export async function listLeads(args: LeadListArgs): Promise<LeadPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_list_leads', args);
  check(error, 'Failed to fetch leads');
  return data;
}

/** Every lead of the filtered set, newest first, fetched in batches (for the CSV export). */
export async function exportLeads(args: {
  token: string;
  search?: string | null;
  leadTypes?: LeadType[] | null;
  batchSize?: number;
}): Promise<LeadRow[]> {
  const supabase = await getSupabase();
  const rows: LeadRow[] = [];
  let after: LeadRow | undefined;
  for (;;) {
    const { data, error } = await supabase.rpc('dashboard_export_leads', {
      session_token: args.token,
      search: args.search ?? null,
      lead_types: args.leadTypes ?? null,
      after_created_at: after?.created_at ?? null,
      after_id: after?.id ?? null,
      batch_size: args.batchSize ?? 5000,
    });
    check(error, 'Export failed');
    const batch = data;
    rows.push(...batch);
    if (batch.length < (args.batchSize ?? 5000)) return rows;
    after = batch[batch.length - 1];
  }
}

export async function deleteLead(token: string, leadId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_delete_lead', { session_token: token, lead_id: leadId });
  check(error, 'Failed to delete the lead');
  return data === true;
}

export async function leadCountsByDay(token: string, days = 30) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_lead_counts', { session_token: token, days });
  check(error, 'Failed to load lead counts');
  return data ?? [];
}

export async function leadSummary(token: string): Promise<LeadSummary> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_lead_summary', { session_token: token });
  check(error, 'Failed to load the lead summary');
  return data;
}
