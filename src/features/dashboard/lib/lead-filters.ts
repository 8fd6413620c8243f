import type { LeadType, LeadTypeGroup } from '@/lib/api/app-database';

/**
 * The type filter (docs/requirements/dashboard.md#filter): "All Leads", then the groups of lead
 * types the database keeps (private.lead_type_groups, read by api/get-lead-type-groups.ts).
 */
export type LeadFilter = 'all' | LeadTypeGroup['type_group'];

/** The select's options: "All Leads" first, then each group, in the database's order. */
export function leadFilterOptions(groups: readonly LeadTypeGroup[] | undefined): { value: LeadFilter; label: string }[] {
  return [{ value: 'all', label: 'All Leads' }, ...(groups ?? []).map((group) => ({ value: group.type_group, label: group.label }))];
}

/** The lead types a filter shows: null (every type) for "All Leads", or a group the groups do not name. */
export function typesFor(filter: LeadFilter, groups: readonly LeadTypeGroup[] | undefined): LeadType[] | null {
  const types = groups?.find((group) => group.type_group === filter)?.lead_types;
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
