/**
 * The weekly report's HTML body: tables and inline styles, as mail clients require, and every value
 * from the page escaped.
 */
import { AGENCY } from '../agency.ts';
import { escapeHtml } from '../html.ts';
import type { WeeklyReportContent } from './content.ts';
import type { WeeklyReportLinks } from './payload.ts';

const BRAND = '#1642c8';
const INK = '#1e2230';
const MUTED = '#515c78';

export function weeklyReportHtml(content: WeeklyReportContent, links: WeeklyReportLinks): string {
  const e = escapeHtml;
  const cell = 'padding:6px 10px;font-size:14px;border-bottom:1px solid #e5e8f0;';
  const heading = (text: string) => `<h2 style="margin:28px 0 8px;font-size:17px;color:${BRAND};">${e(text)}</h2>`;
  const trendMax = 100;
  const trendRows = content.trend
    .map(
      (week, index) => `<tr>
        <td style="${cell}width:70px;color:${MUTED};">${e(week.label)}</td>
        <td style="${cell}">${
          week.value === null
            ? `<span style="color:${MUTED};">not measured</span>`
            : `<table role="presentation" cellpadding="0" cellspacing="0" width="${Math.max(2, Math.round((week.value / trendMax) * 100))}%"><tr><td height="14" style="background:${index === content.trend.length - 1 ? BRAND : '#94aae6'};font-size:0;line-height:0;">&nbsp;</td></tr></table>`
        }</td>
        <td style="${cell}width:40px;text-align:right;font-weight:bold;">${week.value ?? '–'}</td>
      </tr>`,
    )
    .join('');
  const score =
    content.score === null
      ? `<p style="font-size:16px;margin:0;">${e(content.summary)}</p>`
      : `<p style="margin:0;"><span style="font-size:44px;font-weight:bold;color:${BRAND};">${content.score}</span><span style="font-size:16px;color:${MUTED};"> / 100 · ${e(content.band ?? '')}</span></p>
         <p style="font-size:15px;margin:8px 0 0;">${e(content.summary)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f5fa;color:${INK};font-family:Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5fa;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:6px solid ${BRAND};">
<tr><td style="padding:28px 28px 8px;">
  <p style="margin:0;font-size:12px;font-weight:bold;letter-spacing:1px;color:${BRAND};">${e(AGENCY.name.toUpperCase())}</p>
  <h1 style="margin:6px 0 2px;font-size:24px;">Weekly SEO report for ${e(content.host)}</h1>
  <p style="margin:0 0 20px;color:${MUTED};font-size:14px;">${e(content.weekLabel)}</p>
  ${score}
  ${
    content.facts.length
      ? `${heading('What we measured')}<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${content.facts
          .map(([label, value]) => `<tr><td style="${cell}color:${MUTED};width:45%;">${e(label)}</td><td style="${cell}">${e(value)}</td></tr>`)
          .join('')}</table>`
      : ''
  }
  ${heading('What changed since last week')}
  <ul style="margin:0;padding-left:20px;font-size:14px;line-height:1.5;">${content.changes.map((change) => `<li>${e(change)}</li>`).join('')}</ul>
  ${heading('Score trend')}
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" aria-label="Score by week, out of 100">${trendRows}</table>
  ${heading('Your one action for this week')}
  <p style="margin:0;font-size:15px;font-weight:bold;">${e(content.action.title)}</p>
  <p style="margin:6px 0 0;font-size:14px;line-height:1.5;">${e(content.action.detail)}</p>
  <table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0 8px;"><tr><td style="background:${BRAND};border-radius:6px;">
    <a href="${e(links.bookCall)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:15px;">Book a free call</a>
  </td></tr></table>
  <p style="margin:8px 0 0;font-size:13px;color:${MUTED};">The same report is attached as a PDF, to keep or print. Check any other page with the <a href="${e(links.tool)}" style="color:${BRAND};">free SEO tool</a>.</p>
</td></tr>
<tr><td style="padding:20px 28px 28px;border-top:1px solid #e5e8f0;font-size:12px;line-height:1.5;color:${MUTED};">
  <p style="margin:0 0 6px;">${e(content.fineprint[0] ?? '')}</p>
  <p style="margin:0 0 6px;"><a href="${e(links.unsubscribePage)}" style="color:${MUTED};">Unsubscribe</a> with one click.</p>
  <p style="margin:0;">${e(`${AGENCY.name}, ${AGENCY.postalAddress}. ${AGENCY.phone}.`)}</p>
</td></tr>
</table></td></tr></table>
</body></html>`;
}
