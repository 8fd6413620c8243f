import { readStorage, writeStorage } from './storage';

/**
 * The id of the lead the visitor sent in this visit (the contact form, the pop-up), in session storage
 * (docs/requirements/site-shell.md#browser-storage): /book sends it with a booking, which the database
 * then attaches to that lead when the e-mail address is the same (docs/decisions/0062-book-page.md).
 * Not in `storageKeys`: that table travels in every page's entry, and only the forms and /book need this.
 */
const VISIT_LEAD_KEY = 'visitLeadId';

export const rememberVisitLead = (leadId: string) => writeStorage('session', VISIT_LEAD_KEY, leadId);

export const visitLeadId = (): string | null => readStorage('session', VISIT_LEAD_KEY);
