import { completePartialLead, insertLead, normalizeWebsite, notifyLeadHandler } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { inBackground } from '@/lib/in-background';
import { recipientList, REPORT_SERVICE, scheduleMessage, type ReportScheduleValues } from '../lib/report-schedule';

export interface PartialReportLead {
  id: string;
  /** True once the partial lead is stored; false when that failed (the final step then inserts). */
  saved: Promise<boolean>;
}

const PARTIAL_MESSAGE = 'Started scheduling weekly SEO reports (step 1 of 2).';

/** Step 1 Continue: the partial lead under an id made here, and the notification. Failures are only logged. */
export function saveReportPartialLead(values: ReportScheduleValues, pathname: string): PartialReportLead {
  const id = crypto.randomUUID();
  if (values.honeypot) return { id, saved: Promise.resolve(false) };
  const contact = { name: values.fullName.trim(), email: values.email.trim(), phone: values.phone.trim() };
  const saved = insertLead({
    id,
    ...contact,
    company_name: values.companyName.trim(),
    website: null,
    message: PARTIAL_MESSAGE,
    service: REPORT_SERVICE,
    lead_type: 'report_scheduler_partial',
    ...currentAttribution(pathname),
  }).then(
    () => true,
    (error: unknown) => {
      console.warn('Report partial lead failed:', error instanceof Error ? error.message : error);
      return false;
    },
  );
  inBackground('Report partial lead notification', () =>
    notifyLeadHandler({ ...contact, website: '', message: PARTIAL_MESSAGE, service: REPORT_SERVICE }),
  );
  return { id, saved };
}

/**
 * Schedule Reports: completes the partial lead by its id, or inserts a complete one when there is
 * none. The schedule (day and recipients) is kept in the lead's details for staff. Throws when the
 * lead could not be stored.
 */
export async function scheduleReports(values: ReportScheduleValues, partial: PartialReportLead | null, pathname: string): Promise<void> {
  if (values.honeypot) return;
  const website = normalizeWebsite(values.websiteUrl) || null;
  const recipients = recipientList(values);
  const message = scheduleMessage(values.reportDay, website ?? '', recipients);
  const details = { report_day: values.reportDay, additional_emails: recipients };
  const completed = partial && (await partial.saved) ? await completePartialLead({ leadId: partial.id, website, message, details }) : false;
  if (!completed) {
    await insertLead({
      name: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      company_name: values.companyName.trim(),
      website,
      message,
      service: REPORT_SERVICE,
      lead_type: 'report_scheduler_complete',
      details,
      ...currentAttribution(pathname),
    });
  }
  inBackground('Report lead notification', () =>
    notifyLeadHandler({ name: values.fullName, email: values.email, phone: values.phone, website: website ?? '', message, service: REPORT_SERVICE }),
  );
}
