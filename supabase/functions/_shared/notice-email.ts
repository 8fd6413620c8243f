/**
 * The HTML of the agency's one-message e-mails to a visitor (the weekly report's confirmation link,
 * the booking e-mails): the agency's name, a heading, paragraphs, one button, smaller paragraphs
 * after it and the footer, in the table layout mail clients render alike. Every piece of text is
 * escaped here, so callers pass plain words. Their plain-text parts differ and stay with them.
 */
import { AGENCY } from './agency.ts';
import { escapeHtml as e } from './html.ts';

/** The agency's name, address, phone and site, at the foot of every such e-mail. */
export const AGENCY_FOOTER = `${AGENCY.name}, ${AGENCY.postalAddress}. ${AGENCY.phone}. ${AGENCY.siteUrl.replace(/^https:\/\//, '')}`;

export interface NoticeEmailParts {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The one button (a link styled as one), or none. */
  button: { href: string; label: string } | null;
  /** Paragraphs in smaller, quieter type after the button. */
  after: string[];
}

export function noticeEmailHtml({ subject, heading, paragraphs, button, after }: NoticeEmailParts): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f5fa;color:#1e2230;font-family:Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5fa;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:6px solid #1642c8;">
<tr><td style="padding:28px;">
  <p style="margin:0;font-size:12px;font-weight:bold;letter-spacing:1px;color:#1642c8;">${e(AGENCY.name.toUpperCase())}</p>
  <h1 style="margin:6px 0 16px;font-size:22px;">${e(heading)}</h1>
  ${paragraphs.map((p) => `<p style="margin:0 0 12px;font-size:15px;line-height:1.5;">${e(p)}</p>`).join('\n  ')}
  ${
    button
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;"><tr><td style="background:#1642c8;border-radius:6px;">
    <a href="${e(button.href)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:15px;">${e(button.label)}</a>
  </td></tr></table>`
      : ''
  }
  ${after.map((p) => `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:#515c78;">${e(p)}</p>`).join('\n  ')}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #e5e8f0;font-size:12px;line-height:1.5;color:#515c78;">${e(AGENCY_FOOTER)}</td></tr>
</table></td></tr></table>
</body></html>`;
}
