import { useMutation } from '@tanstack/react-query';
import { leadKeys, retryLostRequests } from '@/lib/api/lead-keys';
import { completePartialLead, insertLead, normalizeWebsite, notifyLeadHandler, type LeadSubmission, type PartialLead } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { inBackground } from '@/lib/in-background';
import { recipientList, REPORT_CONSENT, REPORT_SERVICE, scheduleMessage, type ReportScheduleValues } from '../lib/report-schedule';

export interface ReportScheduleSubmission extends LeadSubmission<ReportScheduleValues> {
  /** The step-1 lead to complete, if one was saved. */
  partial: PartialLead | null;
}

/**
 * Schedule Reports: completes the partial lead by its id, or inserts a complete one when there is
 * none. The schedule (day, recipients, and the consent box as ticked) is kept in the lead's details;
 * the database makes it a weekly report subscription (docs/decisions/0021-weekly-reports.md), or
 * refuses a schedule it cannot honour. Throws when the lead could not be stored.
 */
export async function scheduleReports({ id, values, partial, pathname }: ReportScheduleSubmission): Promise<void> {
  const website = normalizeWebsite(values.websiteUrl) || null;
  const recipients = recipientList(values);
  const message = scheduleMessage(values.reportDay, website ?? '', recipients);
  const details = {
    report_day: values.reportDay,
    additional_emails: recipients,
    ...(values.consent ? { consent: { version: REPORT_CONSENT.version, accepted: true } } : {}),
  };
  const contact = { name: values.fullName.trim(), email: values.email.trim(), phone: values.phone.trim() };
  const companyName = values.companyName.trim();
  const completed =
    partial && (await partial.saved)
      ? await completePartialLead({ leadId: partial.id, ...contact, companyName, website, message, details, honeypot: values.honeypot })
      : false;
  if (!completed) {
    await insertLead(
      {
        id,
        ...contact,
        company_name: companyName,
        website,
        message,
        service: REPORT_SERVICE,
        lead_type: 'report_scheduler_complete',
        details,
        ...currentAttribution(pathname),
      },
      values.honeypot,
    );
  }
  inBackground('Report lead notification', () =>
    notifyLeadHandler({ ...contact, website: website ?? '', message, service: REPORT_SERVICE, honeypot: values.honeypot }),
  );
}

export const useScheduleReports = () =>
  useMutation({
    mutationKey: leadKeys.submit('report-schedule'),
    mutationFn: scheduleReports,
    retry: retryLostRequests,
  });
