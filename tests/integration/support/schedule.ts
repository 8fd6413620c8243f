import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { REPORT_CONSENT } from '@shared/report-consent';
import type { Database } from '@/lib/api/database.types';

type ScheduleArgs = Database['public']['Functions']['schedule_weekly_report']['Args'];

/**
 * A weekly report schedule as the scheduler sends it on Schedule Reports (docs/decisions/0052-commands-are-calls.md):
 * one schedule_weekly_report call, the consent box ticked; `changes` override any argument.
 */
export function scheduleArgs(changes: Partial<ScheduleArgs> & Pick<ScheduleArgs, 'email'>): ScheduleArgs {
  return {
    lead_id: randomUUID(),
    name: 'Ana Ruiz',
    phone: '213-555-0100',
    company_name: 'Ruiz Plumbing',
    website: 'https://ruiz.example/',
    report_day: 'monday',
    additional_emails: [],
    consent_version: REPORT_CONSENT.version,
    source_path: '/seo-tool',
    ...changes,
  };
}

/** Sends the schedule with `client` (the anon key, as the browser does, unless a test says otherwise); answers the call's answer and the lead's id. */
export async function scheduleReport(client: SupabaseClient<Database>, changes: Partial<ScheduleArgs> & Pick<ScheduleArgs, 'email'>) {
  const args = scheduleArgs(changes);
  const { data, error, status } = await client.rpc('schedule_weekly_report', args);
  return { leadId: args.lead_id, data, error, status };
}
