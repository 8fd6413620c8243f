import type { LeadType } from '@/lib/api/app-database';

/** The type filter (docs/requirements/dashboard.md#filter), mapped onto every lead type the site records. */
export const LEAD_FILTERS = [
  { value: 'all', label: 'All Leads', types: null },
  {
    value: 'contact',
    label: 'Contact Form',
    // Every form where a person wrote to us: pop-up, contact form (partial or complete), report scheduler, plan application,
    // and a booked consultation (/book; decision 0063): a person who asked to talk.
    types: ['contact', 'contact_partial', 'contact_complete', 'report_scheduler_partial', 'report_scheduler_complete', 'plan_application', 'consultation'],
  },
  { value: 'newsletter', label: 'Newsletter', types: ['newsletter'] },
  { value: 'url_test', label: 'URL Test', types: ['url_test'] },
  // California privacy requests (decision 0038): their own filter, so none waits among sales leads.
  { value: 'privacy_request', label: 'Privacy Requests', types: ['privacy_request'] },
] as const satisfies readonly { value: string; label: string; types: readonly LeadType[] | null }[];

export type LeadFilter = (typeof LEAD_FILTERS)[number]['value'];

export function typesFor(filter: LeadFilter): LeadType[] | null {
  const types = LEAD_FILTERS.find((option) => option.value === filter)?.types;
  return types ? [...types] : null;
}

/** https:// is prepended when a website does not begin with http (docs/requirements/dashboard.md#table). */
export function websiteHref(website: string): string {
  return /^http/i.test(website) ? website : `https://${website}`;
}

/**
 * The mailto: link of a lead's address, or null when the address breaks the address rule (one stored
 * before it, or by hand): the link is built from the parsed address only, so no ?subject= or &cc= in
 * a stored value can open a draft someone else wrote (issue 59). Without a link the address is shown as text.
 */
export { mailtoHref } from '@shared/text-checks';

export const MESSAGE_PREVIEW_LENGTH = 50;

/** The table's message preview: 50 characters and an ellipsis. */
export function messagePreview(message: string | null): string {
  if (!message) return '';
  return message.length > MESSAGE_PREVIEW_LENGTH ? `${message.slice(0, MESSAGE_PREVIEW_LENGTH)}...` : message;
}
