/**
 * One recipient's weekly report e-mail: subject, HTML, plain text, the List-Unsubscribe headers
 * (RFC 8058) and the PDF attached, and the outbox's builder that makes it from the queued payload.
 * Web-standard TypeScript: Deno (the functions) and Node (the local backend, the tests).
 */
import { reportMessage } from '../agency.ts';
import type { FunctionEnv } from '../http.ts';
import { parseOrThrow } from '../malformed-data.ts';
import type { WeeklyReportBuilder } from '../notification-outbox.ts';
import { weeklyReportContent } from './content.ts';
import { weeklyReportHtml } from './html-email.ts';
import { weeklyReportLinks, type WeeklyReportPayload, type WeeklyReportSettings } from './payload.ts';
import { weeklyReportPayload } from './payload-schema.ts';
import { weeklyReportPdf } from './pdf.ts';
import { reportFonts } from './report-fonts.ts';
import { weeklyReportText } from './text-email.ts';

/** Standard base64 of bytes, in Deno and Node alike (btoa over a binary string, in slices: one call's arguments are limited). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

export interface WeeklyReportEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachment: { filename: string; content: string };
  pdfBytes: number;
}

/** Everything the e-mail API needs for one recipient's report (its PDF's fonts are read once per worker). */
export async function weeklyReportEmail(payload: WeeklyReportPayload, settings: WeeklyReportSettings): Promise<WeeklyReportEmail> {
  const links = weeklyReportLinks(payload, settings);
  const content = weeklyReportContent(payload, links);
  const pdf = weeklyReportPdf(content, links, await reportFonts());
  const safeHost = content.host.replace(/[^a-z0-9.-]+/gi, '-');
  return {
    subject: content.subject,
    html: weeklyReportHtml(content, links),
    text: weeklyReportText(content, links),
    headers: {
      // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to this address, no page, no login.
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachment: { filename: `weekly-seo-report-${safeHost}-${payload.week_of}.pdf`, content: toBase64(pdf) },
    pdfBytes: pdf.byteLength,
  };
}

/**
 * The outbox's builder of weekly report e-mails: the payload the database queued, parsed, made into
 * a message to its recipient. A malformed payload throws, and the outbox fails the row with the reason.
 */
export function weeklyReportBuilder(env: FunctionEnv): WeeklyReportBuilder {
  return async (notification) => {
    const payload = parseOrThrow(weeklyReportPayload, notification.payload, "The weekly_report notification's payload");
    const email = await weeklyReportEmail(payload, { siteUrl: env.get('SITE_URL'), apiUrl: env.get('SUPABASE_URL') ?? '' });
    return { ...reportMessage(env, payload.recipient, email), headers: email.headers, attachments: [email.attachment] };
  };
}
