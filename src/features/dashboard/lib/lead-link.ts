/**
 * A lead's own view is the dashboard with ?lead=<id>: one prerendered page serves every lead, and
 * the link can be shared or sent in the notification e-mail.
 */
export const LEAD_PARAM = 'lead';

export const leadLink = (leadId: string) => ({ pathname: '/dashboard', search: `?${LEAD_PARAM}=${encodeURIComponent(leadId)}` });
