/**
 * The weekly SEO report (docs/decisions/0021-weekly-reports.md): from what the database queued for
 * one recipient (this week's measurement of the page, the last measured week, up to eight weeks of
 * scores, the recipient's unsubscribe token) to the e-mail: subject, HTML, plain text, the
 * List-Unsubscribe headers (RFC 8058) and the same report as a PDF. It promises only what is
 * measured: the page check's score and facts, what changed since last week, one action, a call to
 * book a call, and who sent it from where (CAN-SPAM). Every value from the page is escaped.
 * Web-standard TypeScript: Deno (the functions) and Node (the local backend, the tests).
 */
import { AGENCY, siteOrigin } from './agency.ts';
import type { FunctionEnv } from './http.ts';
import type { WeeklyReportBuilder } from './notification-outbox.ts';
import type { PageReport } from './page-report.ts';
import { pageDeductions, type DeductionKey } from './page-score.ts';
import { renderPdfBytes, type PdfDocumentSpec } from './pdf-writer.ts';

const TIME_ZONE = 'America/Los_Angeles';

/** private.weekly_report_payload's jsonb, as the outbox hands it to the worker. */
export interface WeeklyReportPayload {
  subscription_id: string;
  website: string;
  report_day: string;
  /** The report day this run is for (a date in Los Angeles), YYYY-MM-DD. */
  week_of: string;
  subscribed_at: string;
  /** When this recipient confirmed with the link of its confirmation e-mail (docs/decisions/0025-weekly-report-double-opt-in.md). */
  confirmed_at?: string | null;
  recipient: string;
  recipient_is_owner: boolean;
  unsubscribe_token: string;
  current: { score: number | null; report: PageReport | null; error: string | null; measured_at: string | null };
  previous: { week_of: string; score: number | null; report: PageReport | null } | null;
  history: { week_of: string; score: number | null }[];
}

export interface WeeklyReportLinks {
  /** The site's small page that unsubscribes with the token (a person clicking the link in the body). */
  unsubscribePage: string;
  /** The function that unsubscribes on a mail client's one-click POST (List-Unsubscribe). */
  oneClick: string;
  bookCall: string;
  tool: string;
}

export interface WeeklyReportSettings {
  /** The site's public address (SITE_URL). */
  siteUrl?: string;
  /** The project's API address (SUPABASE_URL): the functions live under /functions/v1. */
  apiUrl: string;
}

export function weeklyReportLinks(payload: Pick<WeeklyReportPayload, 'unsubscribe_token'>, settings: WeeklyReportSettings): WeeklyReportLinks {
  const site = siteOrigin(settings.siteUrl);
  const token = encodeURIComponent(payload.unsubscribe_token);
  const campaign = 'utm_source=weekly-report&utm_medium=email&utm_campaign=weekly-seo-report';
  return {
    unsubscribePage: `${site}/unsubscribe?token=${token}`,
    oneClick: `${settings.apiUrl.replace(/\/+$/, '')}/functions/v1/weekly-report-unsubscribe?token=${token}`,
    bookCall: `${site}/contact?${campaign}`,
    tool: `${site}/seo-tool?${campaign}`,
  };
}

export interface WeeklyReportContent {
  subject: string;
  host: string;
  weekLabel: string;
  score: number | null;
  /** "Good", "Needs work" or "Poor" (the SEO tool's bands: 80 and 60). */
  band: string | null;
  summary: string;
  /** Label and value of each measured fact; empty when the page could not be checked. */
  facts: [string, string][];
  changes: string[];
  trend: { label: string; value: number | null }[];
  action: { title: string; detail: string };
  /** Why the recipient gets this, and from whom (name and postal address). */
  fineprint: string[];
}

const hostOf = (website: string) => {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
};

const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);
const longDate = (date: string) =>
  dayOf(date).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDate = (date: string) => dayOf(date).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const laDate = (instant: string) => new Date(instant).toLocaleDateString('en-US', { timeZone: TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });
const count = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const quoted = (text: string | null) => (text ? `"${text.length > 90 ? `${text.slice(0, 87)}...` : text}"` : 'none');
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

export function scoreBand(score: number): string {
  return score >= 80 ? 'Good' : score >= 60 ? 'Needs work' : 'Poor';
}

function measuredFacts(report: PageReport): [string, string][] {
  const missingAlt = report.images - report.imagesWithAlt;
  const facts: [string, string][] = [
    ['Status', `HTTP ${report.status}`],
    ['Load time (from our server)', seconds(report.loadTimeMs)],
    ['Title', report.title ? `${quoted(report.title)} (${plural(report.titleLength, 'character')})` : 'missing'],
    ['Meta description', report.metaDescription ? `${plural(report.metaDescriptionLength, 'character')}` : 'missing'],
    ['h1 headings', count(report.h1Count)],
    ['Words of copy', count(report.wordCount)],
    ['Internal links', count(report.internalLinks)],
    ['External links', count(report.externalLinks)],
    ['Images without alt text', report.images === 0 ? 'no images' : `${count(missingAlt)} of ${count(report.images)}`],
    ['Canonical link', report.canonical ? 'present' : 'missing'],
  ];
  if (report.finalUrl && report.finalUrl !== report.url) facts.push(['Redirects to', report.finalUrl]);
  return facts;
}

/** What moved between two measurements of the page, in plain words; only real differences. */
function changesBetween(before: PageReport, after: PageReport, beforeScore: number | null, afterScore: number | null): string[] {
  const changes: string[] = [];
  if (beforeScore !== null && afterScore !== null && beforeScore !== afterScore) {
    changes.push(`Score ${afterScore > beforeScore ? 'rose' : 'fell'} from ${beforeScore} to ${afterScore} (${afterScore > beforeScore ? '+' : ''}${afterScore - beforeScore}).`);
  }
  if (before.status !== after.status) changes.push(`The page answered with status ${after.status} (last week ${before.status}).`);
  if (before.title !== after.title) changes.push(`Title changed from ${quoted(before.title)} to ${quoted(after.title)}.`);
  if (before.metaDescription !== after.metaDescription) {
    changes.push(
      !before.metaDescription ? 'A meta description was added.' : !after.metaDescription ? 'The meta description was removed.' : 'The meta description was rewritten.',
    );
  }
  const numbers: [string, number, number][] = [
    ['h1 headings', before.h1Count, after.h1Count],
    ['Words of copy', before.wordCount, after.wordCount],
    ['Internal links', before.internalLinks, after.internalLinks],
    ['External links', before.externalLinks, after.externalLinks],
    ['Images without alt text', before.images - before.imagesWithAlt, after.images - after.imagesWithAlt],
  ];
  for (const [label, was, is] of numbers) if (was !== is) changes.push(`${label}: ${count(was)} → ${count(is)}.`);
  if ((before.canonical === null) !== (after.canonical === null)) changes.push(after.canonical ? 'A canonical link was added.' : 'The canonical link was removed.');
  // Load time wobbles from week to week; only a change of a second or more, or across 3 s, is news.
  const slowBefore = before.loadTimeMs > 3000;
  const slowAfter = after.loadTimeMs > 3000;
  if (Math.abs(after.loadTimeMs - before.loadTimeMs) >= 1000 || slowBefore !== slowAfter) {
    changes.push(`Load time: ${seconds(before.loadTimeMs)} → ${seconds(after.loadTimeMs)}.`);
  }
  return changes;
}

const ACTIONS: Record<DeductionKey, (report: PageReport) => { title: string; detail: string }> = {
  status: (r) => ({
    title: `Fix the error the page answers with (status ${r.status})`,
    detail: 'Until the page loads, search engines drop it from their results and visitors leave. Check the address and your hosting.',
  }),
  no_title: () => ({ title: 'Add a title tag', detail: 'Write a title of 30 to 60 characters that names your main service and your area. It is the headline of your search result.' }),
  long_title: (r) => ({ title: 'Shorten the title', detail: `It has ${r.titleLength} characters; search results cut titles after about 60. Put your service and area first.` }),
  short_title: (r) => ({ title: 'Lengthen the title', detail: `It has ${r.titleLength} characters. Aim for 30 to 60: your main service, your area and your name.` }),
  no_description: () => ({
    title: 'Write a meta description',
    detail: 'Give the page 70 to 160 characters that say what you offer, where, and why to click. Search engines often show it under your title.',
  }),
  long_description: (r) => ({ title: 'Shorten the meta description', detail: `It has ${r.metaDescriptionLength} characters; results cut it after about 160.` }),
  short_description: (r) => ({ title: 'Lengthen the meta description', detail: `It has ${r.metaDescriptionLength} characters. Use 70 to 160 to say what you offer and where.` }),
  no_h1: () => ({ title: 'Give the page an h1 heading', detail: 'One main heading that says what the page is about helps visitors and search engines alike.' }),
  many_h1: (r) => ({ title: 'Keep one h1 heading', detail: `The page has ${r.h1Count}. Keep the one that says what the page is about and make the others h2.` }),
  no_canonical: () => ({ title: 'Add a canonical link', detail: 'It tells search engines which address of this page to rank when it can be reached at more than one.' }),
  thin_copy: (r) => ({
    title: 'Add useful copy',
    detail: `The page has ${count(r.wordCount)} words. 300 or more, answering what your customers ask, gives it more searches to rank for.`,
  }),
  no_internal_links: () => ({ title: 'Link to your other pages', detail: 'Links to your service and contact pages help visitors go on and help search engines find those pages.' }),
  slow: (r) => ({ title: 'Make the page load faster', detail: `It took ${seconds(r.loadTimeMs)} to load from our server. Compress images and remove what the page does not need; aim for under 3 s.` }),
  missing_alt: (r) => ({
    title: 'Add alt text to your images',
    detail: `${plural(r.images - r.imagesWithAlt, 'image')} ${r.images - r.imagesWithAlt === 1 ? 'has' : 'have'} none. Describe each image in a few words; decorative ones get an empty alt.`,
  }),
};

/** The one action for the week: the fix worth the most points on the page check, first of equals. */
export function recommendedAction(report: PageReport | null): { title: string; detail: string } {
  if (!report) {
    return {
      title: 'Make sure your page loads',
      detail: 'We could not check it this week. If visitors cannot reach it, neither can search engines. Check it in a browser and with your hosting company.',
    };
  }
  const top = pageDeductions(report).reduce<ReturnType<typeof pageDeductions>[number] | null>(
    (best, deduction) => (best === null || deduction.points > best.points ? deduction : best),
    null,
  );
  if (!top) {
    return {
      title: 'Keep the page as it is, and look beyond it',
      detail: 'Everything we check on this page is in order. The next gains are off the page: your Google Business Profile, reviews and links from local sites. We can help.',
    };
  }
  return ACTIONS[top.key](report);
}

export function weeklyReportContent(payload: WeeklyReportPayload, links: WeeklyReportLinks): WeeklyReportContent {
  const host = hostOf(payload.website);
  const { current, previous } = payload;
  const score = current.report ? current.score : null;
  const weekLabel = `Week of ${longDate(payload.week_of)}`;
  const delta = score !== null && previous?.score != null ? score - previous.score : null;
  const deltaText = delta === null || delta === 0 ? '' : ` (${delta > 0 ? '+' : ''}${delta})`;
  const subject =
    score === null ? `Weekly SEO report for ${host}: we could not check your page` : `Weekly SEO report for ${host}: ${score}/100${deltaText}`;

  let summary: string;
  if (!current.report) summary = `We could not check ${payload.website} this week. ${current.error ?? ''}`.trim();
  else if (!previous) summary = `Your page scores ${score} out of 100 on our page check this week. This is its first report; from next week you will see what changed.`;
  else if (delta === 0) summary = `Your page scores ${score} out of 100 this week, the same as on ${shortDate(previous.week_of)}.`;
  else summary = `Your page scores ${score} out of 100 this week, ${delta !== null && delta > 0 ? 'up' : 'down'} ${Math.abs(delta ?? 0)} from ${previous.score ?? '-'} on ${shortDate(previous.week_of)}.`;

  let changes: string[];
  if (!current.report) changes = ['Nothing could be compared: the page could not be checked this week.'];
  else if (!previous?.report) changes = ['This is the first measurement of this page: next week we compare against it.'];
  else {
    changes = changesBetween(previous.report, current.report, previous.score, score);
    if (changes.length === 0) changes = ['Nothing we measure changed since last week.'];
  }

  // Who asked, in the agency's words only: the name and company the visitor typed never reach a
  // recipient (docs/decisions/0025-weekly-report-double-opt-in.md). Every recipient confirmed.
  const asked = payload.recipient_is_owner
    ? `you asked us on ${laDate(payload.subscribed_at)}`
    : `you confirmed on ${laDate(payload.confirmed_at ?? payload.subscribed_at)} that you want us`;
  return {
    subject,
    host,
    weekLabel,
    score,
    band: score === null ? null : scoreBand(score),
    summary,
    facts: current.report ? measuredFacts(current.report) : [],
    changes,
    trend: payload.history.map((week) => ({ label: shortDate(week.week_of), value: week.score })),
    action: recommendedAction(current.report),
    fineprint: [
      `You receive this report because ${asked} to e-mail a weekly SEO report on ${host} to ${payload.recipient} every ${payload.report_day.charAt(0).toUpperCase()}${payload.report_day.slice(1)}.`,
      `Unsubscribe with one click: ${links.unsubscribePage}`,
      `${AGENCY.name}, ${AGENCY.postalAddress}. ${AGENCY.phone}. ${AGENCY.siteUrl.replace(/^https:\/\//, '')}`,
    ],
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function weeklyReportText(content: WeeklyReportContent, links: WeeklyReportLinks): string {
  const lines = [
    `WEEKLY SEO REPORT: ${content.host}`,
    content.weekLabel,
    '',
    content.score === null ? 'Score: not measured this week' : `Score: ${content.score}/100 (${content.band})`,
    content.summary,
    '',
    ...(content.facts.length ? ['WHAT WE MEASURED', ...content.facts.map(([label, value]) => `- ${label}: ${value}`), ''] : []),
    'WHAT CHANGED SINCE LAST WEEK',
    ...content.changes.map((change) => `- ${change}`),
    '',
    'SCORE TREND',
    ...content.trend.map((week) => `- ${week.label}: ${week.value ?? 'not measured'}`),
    '',
    'YOUR ONE ACTION FOR THIS WEEK',
    content.action.title,
    content.action.detail,
    '',
    `Want help with it? Book a free call: ${links.bookCall}`,
    `Check any other page with the free SEO tool: ${links.tool}`,
    '',
    'The full report is attached as a PDF.',
    '',
    '--',
    ...content.fineprint,
  ];
  return lines.join('\n');
}

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
  <p style="margin:8px 0 0;font-size:13px;color:${MUTED};">The full report is attached as a PDF. Check any other page with the <a href="${e(links.tool)}" style="color:${BRAND};">free SEO tool</a>.</p>
</td></tr>
<tr><td style="padding:20px 28px 28px;border-top:1px solid #e5e8f0;font-size:12px;line-height:1.5;color:${MUTED};">
  <p style="margin:0 0 6px;">${e(content.fineprint[0] ?? '')}</p>
  <p style="margin:0 0 6px;"><a href="${e(links.unsubscribePage)}" style="color:${MUTED};">Unsubscribe</a> with one click.</p>
  <p style="margin:0;">${e(`${AGENCY.name}, ${AGENCY.postalAddress}. ${AGENCY.phone}.`)}</p>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

export function weeklyReportPdf(content: WeeklyReportContent, links: WeeklyReportLinks): Uint8Array {
  const spec: PdfDocumentSpec = {
    title: `Weekly SEO report: ${content.host}`,
    subtitle: content.weekLabel,
    sections: [
      content.score === null
        ? { heading: 'This week', paragraphs: [content.summary] }
        : { heading: 'This week', figure: { value: `${content.score}/100`, label: content.band ?? '' }, paragraphs: [content.summary] },
      ...(content.facts.length ? [{ heading: 'What we measured', table: content.facts }] : []),
      { heading: 'What changed since last week', bullets: content.changes },
      {
        heading: 'Score trend',
        chart: {
          bars: content.trend,
          max: 100,
          description: 'Page score out of 100 on each report day; the latest week is the dark bar, a dash marks a week the page could not be checked.',
        },
      },
      { heading: 'Your one action for this week', paragraphs: [content.action.title, content.action.detail] },
      { heading: 'Want help with it?', links: [{ text: 'Book a free call with a strategist', url: links.bookCall }] },
    ],
    fineprint: content.fineprint,
    footer: `${AGENCY.name}  |  ${AGENCY.postalAddress}  |  ${AGENCY.phone}`,
  };
  return renderPdfBytes(spec);
}

/** Standard base64 of bytes, in Deno and Node alike (btoa over a binary string, in slices). */
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

/** Everything the e-mail API needs for one recipient's report. */
export function weeklyReportEmail(payload: WeeklyReportPayload, settings: WeeklyReportSettings): WeeklyReportEmail {
  const links = weeklyReportLinks(payload, settings);
  const content = weeklyReportContent(payload, links);
  const pdf = weeklyReportPdf(content, links);
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

/** The outbox's builder of weekly report e-mails: the payload the database queued, made into a message to its recipient. */
export function weeklyReportBuilder(env: FunctionEnv): WeeklyReportBuilder {
  return (notification) => {
    const payload = notification.payload as unknown as WeeklyReportPayload;
    const email = weeklyReportEmail(payload, { siteUrl: env.get('SITE_URL'), apiUrl: env.get('SUPABASE_URL') ?? '' });
    return {
      from: env.get('REPORT_FROM') || `${AGENCY.name} <reports@losangelesseogroup.com>`,
      to: [payload.recipient],
      reply_to: AGENCY.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers,
      attachments: [email.attachment],
    };
  };
}
