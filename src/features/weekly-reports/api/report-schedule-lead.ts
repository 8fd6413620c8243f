import { currentAttribution } from '@/lib/attribution';
import { getSupabase } from '@/lib/api/client';
import { failLeadWrite, normalizeWebsite, withHoneypot } from '@/lib/api/leads';
import { usePartialLead, type FinalStep, type TwoStepLead } from '@/lib/api/partial-lead';
import {
  recipientLimitToast,
  recipientList,
  REPORT_CONSENT,
  REPORT_SERVICE,
  scheduledToast,
  SUBMIT_FAILED,
  type ReportScheduleValues,
} from '../lib/report-schedule';

const PARTIAL_MESSAGE = 'Started scheduling weekly SEO reports (step 1 of 2).';

/**
 * Schedule Reports: one call of schedule_weekly_report with the schedule as its arguments (the day,
 * the other recipients, the consent box's wording version), the contact fields as last typed, the
 * partial lead's id when step 1 landed, and the visit's attribution for a schedule stored whole. The
 * database completes the partial lead (or stores the whole one), makes the subscription and queues
 * each recipient's confirmation e-mail, or refuses the whole call (docs/decisions/0052-commands-are-calls.md).
 */
export async function scheduleWeeklyReport({ id, partialId, values, pathname }: FinalStep<ReportScheduleValues>): Promise<'completed' | 'inserted'> {
  const supabase = await getSupabase();
  const { data, error, status } = await withHoneypot(
    supabase.rpc('schedule_weekly_report', {
      lead_id: id,
      partial_lead_id: partialId,
      name: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      company_name: values.companyName.trim(),
      website: normalizeWebsite(values.websiteUrl) || null,
      report_day: values.reportDay,
      additional_emails: recipientList(values),
      // The box's wording, when ticked (the form refuses to send without it).
      consent_version: values.consent ? REPORT_CONSENT.version : null,
      ...currentAttribution(pathname),
    }),
    values.honeypot,
  );
  if (error) failLeadWrite('The lead could not be saved', error, status);
  return data ?? (partialId ? 'completed' : 'inserted');
}

/**
 * The weekly report scheduler's lead (docs/requirements/seo-tool.md#scheduler-calls): Continue stores
 * a report_scheduler_partial lead, Schedule Reports is one call of schedule_weekly_report, which
 * completes it by its id or stores a whole report_scheduler_complete lead when there is none, and
 * makes the weekly report subscription (docs/decisions/0021-weekly-reports.md), or refuses a schedule
 * it cannot honour.
 */
export const reportScheduleLead: TwoStepLead<ReportScheduleValues> = {
  form: 'report-schedule',
  partial: (values) => ({
    name: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company_name: values.companyName.trim(),
    website: null,
    message: PARTIAL_MESSAGE,
    service: REPORT_SERVICE,
    lead_type: 'report_scheduler_partial',
  }),
  finish: scheduleWeeklyReport,
  toasts: {
    // Nothing is sent until each address confirms: the toast says so, and stays long enough to read.
    sent: (values) => ({ ...scheduledToast(values), duration: 15_000 }),
    // A cap on new recipients is an answer, not a fault: its own words say what to do.
    failed: (error) => recipientLimitToast(error) ?? SUBMIT_FAILED,
  },
};

export const useReportScheduleLead = () => usePartialLead(reportScheduleLead);
