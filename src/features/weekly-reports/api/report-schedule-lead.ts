import { normalizeWebsite } from '@/lib/api/leads';
import { usePartialLead, type TwoStepLead } from '@/lib/api/partial-lead';
import {
  recipientLimitToast,
  recipientList,
  REPORT_CONSENT,
  REPORT_SERVICE,
  scheduledToast,
  scheduleMessage,
  SUBMIT_FAILED,
  type ReportScheduleValues,
} from '../lib/report-schedule';

const PARTIAL_MESSAGE = 'Started scheduling weekly SEO reports (step 1 of 2).';

const contact = (values: ReportScheduleValues) => ({ name: values.fullName.trim(), email: values.email.trim(), phone: values.phone.trim() });

/** Step 2's fields as the lead stores them: the schedule (day, recipients, the consent box as ticked) goes in details. */
function schedule(values: ReportScheduleValues) {
  const website = normalizeWebsite(values.websiteUrl) || null;
  const recipients = recipientList(values);
  return {
    website,
    message: scheduleMessage(values.reportDay, website ?? '', recipients),
    details: {
      report_day: values.reportDay,
      additional_emails: recipients,
      ...(values.consent ? { consent: { version: REPORT_CONSENT.version, accepted: true } } : {}),
    },
  };
}

/**
 * The weekly report scheduler's lead (docs/requirements/seo-tool.md#scheduler-calls): Continue stores
 * a report_scheduler_partial lead, Schedule Reports completes it by its id, or stores a whole
 * report_scheduler_complete lead when there is none. The database makes such a lead a weekly report
 * subscription (docs/decisions/0021-weekly-reports.md), or refuses a schedule it cannot honour.
 */
export const reportScheduleLead: TwoStepLead<ReportScheduleValues> = {
  form: 'report-schedule',
  partial: (values) => ({
    ...contact(values),
    company_name: values.companyName.trim(),
    website: null,
    message: PARTIAL_MESSAGE,
    service: REPORT_SERVICE,
    lead_type: 'report_scheduler_partial',
  }),
  completion: (values) => ({ ...contact(values), companyName: values.companyName.trim(), ...schedule(values) }),
  whole: (values) => ({
    ...contact(values),
    company_name: values.companyName.trim(),
    ...schedule(values),
    service: REPORT_SERVICE,
    lead_type: 'report_scheduler_complete',
  }),
  toasts: {
    // Nothing is sent until each address confirms: the toast says so, and stays long enough to read.
    sent: (values) => ({ ...scheduledToast(values), duration: 15_000 }),
    // A cap on new recipients is an answer, not a fault: its own words say what to do.
    failed: (error) => recipientLimitToast(error) ?? SUBMIT_FAILED,
  },
};

export const useReportScheduleLead = () => usePartialLead(reportScheduleLead);
