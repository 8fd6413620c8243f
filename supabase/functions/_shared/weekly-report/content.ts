/**
 * The weekly report's content, whatever its format: what the page scored and in which band, what was
 * measured, what changed since last week, the trend, the one action, and why the recipient gets it
 * and from whom (CAN-SPAM). It promises only what is measured.
 */
import { AGENCY } from '../agency.ts';
import type { PageReport } from '../page-report.ts';
import { scoreBand, type ScoreBand } from '../page-score.ts';
import { recommendedAction } from './action.ts';
import { count, hostOf, laDate, longDate, plural, quoted, seconds, shortDate } from './format.ts';
import type { WeeklyReportLinks, WeeklyReportPayload } from './payload.ts';

export interface WeeklyReportContent {
  subject: string;
  host: string;
  weekLabel: string;
  score: number | null;
  /** The SEO tool's name for the score's band (page-score.ts). */
  band: ScoreBand | null;
  summary: string;
  /** Label and value of each measured fact; empty when the page could not be checked. */
  facts: [string, string][];
  changes: string[];
  trend: { label: string; value: number | null }[];
  action: { title: string; detail: string };
  /** Why the recipient gets this, and from whom (name and postal address). */
  fineprint: string[];
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
  if (!current.report) summary = `We could not check ${host} this week. ${current.error ?? ''}`.trim();
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
