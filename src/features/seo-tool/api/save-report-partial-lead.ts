import { useMutation } from '@tanstack/react-query';
import { leadKeys } from '@/lib/api/lead-keys';
import { insertLead, notifyLeadHandler, type PartialLead } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { inBackground } from '@/lib/in-background';
import { REPORT_SERVICE, type ReportScheduleValues } from '../lib/report-schedule';

const PARTIAL_MESSAGE = 'Started scheduling weekly SEO reports (step 1 of 2).';

/**
 * Step 1 Continue: the partial lead under an id made here, then the notification once it has
 * landed. Failures are only logged; Schedule Reports inserts a whole lead when this one is missing.
 */
export function saveReportPartialLead(values: ReportScheduleValues, pathname: string): PartialLead {
  const id = crypto.randomUUID();
  const contact = { name: values.fullName.trim(), email: values.email.trim(), phone: values.phone.trim() };
  const saved = insertLead(
    {
      id,
      ...contact,
      company_name: values.companyName.trim(),
      website: null,
      message: PARTIAL_MESSAGE,
      service: REPORT_SERVICE,
      lead_type: 'report_scheduler_partial',
      ...currentAttribution(pathname),
    },
    values.honeypot,
  ).then(
    () => true,
    (error: unknown) => {
      console.warn('Report partial lead failed:', error instanceof Error ? error.message : error);
      return false;
    },
  );
  inBackground('Report partial lead notification', async () => {
    await saved;
    await notifyLeadHandler({ ...contact, website: '', message: PARTIAL_MESSAGE, service: REPORT_SERVICE, honeypot: values.honeypot });
  });
  return { id, saved };
}

export const useSaveReportPartialLead = () =>
  useMutation({
    mutationKey: leadKeys.partial('report-schedule'),
    mutationFn: async ({ values, pathname }: { values: ReportScheduleValues; pathname: string }) => saveReportPartialLead(values, pathname),
  });
