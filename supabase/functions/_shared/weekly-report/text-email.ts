/** The weekly report's plain-text body, for mail clients that do not show HTML. */
import type { WeeklyReportContent } from './content.ts';
import type { WeeklyReportLinks } from './payload.ts';

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
    'The same report is attached as a PDF, to keep or print.',
    '',
    '--',
    ...content.fineprint,
  ];
  return lines.join('\n');
}
