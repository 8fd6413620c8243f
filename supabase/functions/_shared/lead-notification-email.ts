/**
 * The agency's e-mail of a new or completed lead (docs/decisions/0010-notification-outbox.md): the
 * lead's fields, where it came from, and what changed when a partial lead was completed. Built from
 * the outbox's parsed payload (outbox-payloads.ts), sent by its worker (notification-outbox.ts).
 * Web-standard TypeScript: Deno (the functions) and Node (the local backend, the tests).
 */
import type { LeadColumn, LeadNotificationPayload } from './outbox-payloads.ts';
import { siteCheckLine } from './site-check/email-line.ts';
import { headerText } from './text-checks.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : '-');

/** One lead's e-mail to the agency: its subject and plain text. */
export function leadNotificationEmail(kind: string, lead: LeadNotificationPayload, leadId: string | null, siteUrl?: string): { subject: string; body: string } {
  const previous = lead.previous ?? null;
  const label = kind === 'completed' ? 'Lead completed' : 'New lead';
  const subject = headerText(`${label}: ${text(lead.name)}${lead.service ? ` (${lead.service})` : ''}`);
  const fields: [string, LeadColumn][] = [
    ['Name', 'name'],
    ['Email', 'email'],
    ['Phone', 'phone'],
    ['Company', 'company_name'],
    ['Website', 'website'],
    ['Service', 'service'],
    ['Lead type', 'lead_type'],
  ];
  const changed = (key: LeadColumn) => (previous && previous[key] !== lead[key] && previous[key] ? ` (was ${text(previous[key])})` : '');
  const utmColumns: LeadColumn[] = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
  const utm = utmColumns
    .filter((key) => lead[key])
    .map((key) => `${key.slice(4)}=${lead[key]}`)
    .join(', ');
  const check = siteCheckLine(lead.site_check);
  const body = [
    ...fields.map(([title, key]) => `${title}: ${text(lead[key])}${changed(key)}`),
    // One line of the lead's site check when it finished in time (decision 0080).
    ...(check ? [check] : []),
    '',
    `Sent from page: ${text(lead.source_path)}`,
    `Referrer: ${text(lead.referrer)}`,
    `Campaign (UTM): ${utm || '-'}`,
    '',
    text(lead.message),
    // The lead's own view in the dashboard (SITE_URL: the site's public address).
    ...(siteUrl && leadId ? ['', `Open it in the dashboard: ${siteUrl.replace(/\/$/, '')}/dashboard?lead=${leadId}`] : []),
  ].join('\n');
  return { subject, body };
}
