/**
 * The agency facts an e-mail must carry (docs/decisions/0021-weekly-reports.md): the sender's name
 * and postal address (CAN-SPAM, 15 U.S.C. 7704(a)(5)), phone and site. The same facts as
 * src/content/site.ts, which the functions cannot import (they deploy without src/);
 * tests/unit/weekly-report.test.ts fails when the two differ.
 */
import type { FunctionEnv } from './http.ts';

export const AGENCY = {
  name: 'Los Angeles SEO Group',
  postalAddress: '1800 Century Park East, Suite 600, Los Angeles, CA 90067',
  phone: '(213) 555-0142',
  email: 'hello@losangelesseogroup.com',
  siteUrl: 'https://www.losangelesseogroup.com',
} as const;

/** The site's public address from SITE_URL, without a trailing slash; the production site when unset. */
export function siteOrigin(siteUrl: string | undefined): string {
  return (siteUrl?.trim() || AGENCY.siteUrl).replace(/\/+$/, '');
}

/**
 * A report e-mail (a confirmation or a weekly report) to one recipient: from REPORT_FROM, else the
 * agency's reports address, with replies going to the agency.
 */
export function reportMessage(env: FunctionEnv, recipient: string, email: { subject: string; text: string; html: string }) {
  return {
    from: env.get('REPORT_FROM') || `${AGENCY.name} <reports@losangelesseogroup.com>`,
    to: [recipient],
    reply_to: AGENCY.email,
    subject: email.subject,
    text: email.text,
    html: email.html,
  };
}
