/**
 * The weekly reports' double opt-in (docs/decisions/0025-weekly-report-double-opt-in.md): the shape
 * of a confirmation link's token, the messages of the confirmation page and of the caps on new
 * recipients, and the one confirmation e-mail each recipient gets (built here, sent by the outbox's
 * worker, notification-outbox.ts). The e-mail says what the agency says and names the checked site,
 * never the name, company or other addresses the visitor typed: it may go to someone who never
 * heard of them. Web-standard TypeScript: Deno (the functions), Node (the local backend, the tests)
 * and the browser (the page checks a token's shape before it sends it).
 */
import { AGENCY, siteOrigin } from './agency.ts';
import { AGENCY_FOOTER, noticeEmailHtml } from './notice-email.ts';
import { laDate } from './weekly-report/format.ts';
import { isValidWebsite } from './website.ts';

/** A confirmation token: 32 random bytes in URL-safe base64 without padding, made by the database. */
export const CONFIRM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isConfirmToken = (value: unknown): value is string => typeof value === 'string' && CONFIRM_TOKEN_PATTERN.test(value);

/** The path of the site's confirmation page. */
export const CONFIRM_PATH = '/weekly-reports/confirm';

/**
 * What the database answers (HTTP 429) when a schedule would pass a cap on new recipients: per
 * sending address, and for the whole site, each in 24 hours (private.take_new_report_recipients;
 * tests/integration/weekly-report-opt-in.test.ts keeps the two texts equal).
 */
export const RECIPIENT_LIMIT_MESSAGES = {
  address:
    "Weekly reports from your network have reached today's limit of new recipients. Please try again tomorrow, or write to hello@losangelesseogroup.com and we will set them up for you.",
  site: "The weekly reports have reached today's limit of new recipients for the whole site. Please try again tomorrow, or write to hello@losangelesseogroup.com and we will set them up for you.",
} as const;

/**
 * The confirmation page's messages for each outcome but success: the page's call reads the
 * database's outcome into them (src/features/weekly-reports/api/confirm-report.ts).
 */
export const CONFIRM_MESSAGES = {
  noToken: 'This page needs the confirmation link from the e-mail we sent you about the weekly SEO report.',
  notValid: 'This confirmation link is not valid. Copy the whole link from the e-mail, or schedule the report again in the SEO tool.',
  expired: 'This confirmation link has expired, so nothing will be sent. To get the weekly SEO report, schedule it again in the SEO tool.',
  stopped: 'These weekly reports were stopped, so this link no longer starts them. To get the report again, schedule it in the SEO tool.',
  tooMany: 'Too many tries from your network. Please wait a minute and try again.',
  failed: 'We could not confirm just now because of an error on our side. Please try again in a minute.',
  offline: 'We could not reach our server. Please check your connection and try again.',
} as const;

/**
 * What the confirmation page says when its read on load finds the link confirmed already (a reload,
 * the link opened again): that read names no site, day or address
 * (docs/decisions/0058-confirmed-stays-confirmed.md).
 */
export const CONFIRMED_LINK_MESSAGE = 'You have confirmed the weekly SEO report with this link. There is nothing more to do.';

/** private.queue_report_confirmation's payload, as the outbox hands it to the worker. */
export interface ReportConfirmationPayload {
  website: string;
  report_day: string;
  recipient: string;
  recipient_is_owner: boolean;
  /** For the visitor's own e-mail: how many other addresses were asked (never which). */
  others_asked: number | null;
  token: string;
  expires_at: string;
}

export interface ReportConfirmationEmail {
  subject: string;
  text: string;
  html: string;
  link: string;
}

/**
 * The site (scheme and host) the report is about: all the e-mail says of what the visitor typed. A
 * value that breaks the website rule (stored before it, or by a hand that skipped it) is never
 * printed: the e-mail says "your website" (docs/decisions/0044-words-and-addresses-are-ours.md).
 */
export function reportSite(website: string): { origin: string; host: string } {
  if (!isValidWebsite(website)) return { origin: 'your website', host: 'your website' };
  const url = new URL(website);
  return { origin: url.origin, host: url.host };
}

export const dayName = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

export function reportConfirmationLink(token: string, siteUrl?: string): string {
  return `${siteOrigin(siteUrl)}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

/** The confirmation e-mail of one recipient: subject, plain text and HTML with the same words. */
export function reportConfirmationEmail(payload: ReportConfirmationPayload, settings: { siteUrl?: string } = {}): ReportConfirmationEmail {
  const { origin, host } = reportSite(payload.website);
  const link = reportConfirmationLink(payload.token, settings.siteUrl);
  const day = dayName(payload.report_day);
  const others = payload.recipient_is_owner ? (payload.others_asked ?? 0) : 0;
  const subject = payload.recipient_is_owner ? `Confirm your weekly SEO report for ${host}` : `Please confirm: weekly SEO report for ${host}`;
  const paragraphs = [
    payload.recipient_is_owner
      ? `You asked for a weekly SEO report on ${origin}, e-mailed to ${payload.recipient} every ${day}, with the free SEO tool of ${AGENCY.name}.`
      : `Someone using the free SEO tool of ${AGENCY.name} asked us to e-mail a weekly SEO report on ${origin} to ${payload.recipient} every ${day}.`,
    'We send nothing until you confirm. To start the reports, open this link and press "Confirm weekly reports":',
  ];
  const after = [
    ...(others > 0
      ? [
          `You added ${others === 1 ? 'one more recipient' : `${others} more recipients`}. We have asked ${others === 1 ? 'them' : 'each of them'} to confirm with a link of their own; each gets the reports only once they do.`,
        ]
      : []),
    `The link works until ${laDate(payload.expires_at)}. If you did not ask for this, ignore this e-mail: unless the link is used, we will not e-mail you about it again.`,
  ];
  const text = [
    `CONFIRM YOUR WEEKLY SEO REPORT: ${host}`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    link,
    '',
    ...after.flatMap((p) => [p, '']),
    '--',
    AGENCY_FOOTER,
  ].join('\n');
  const html = noticeEmailHtml({ subject, heading: `Confirm your weekly SEO report for ${host}`, paragraphs, button: { href: link, label: 'Confirm weekly reports' }, after });
  return { subject, text, html, link };
}
