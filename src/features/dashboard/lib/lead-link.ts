/**
 * A lead's own view is the dashboard with ?lead=<id>: one prerendered page serves every lead, and
 * the link can be shared or sent in the notification e-mail.
 */
export const LEAD_PARAM = 'lead';

export const leadHref = (leadId: string) => `/dashboard?${LEAD_PARAM}=${encodeURIComponent(leadId)}`;

/** A lead's id is a uuid (lsg_leads.id); anything else in the link cannot name a lead, so it is not asked for. */
const LEAD_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isLeadIdShape = (value: string) => LEAD_ID_SHAPE.test(value);

/** What staff read for a lead that is gone or a link that never named one (the database's own PT404 words). */
export const LEAD_NOT_FOUND = 'This lead no longer exists.';
