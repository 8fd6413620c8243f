/** The four AI-style insights (Content, Keywords, Technical, Strategy), derived from the result. */
import type { AnalysisResult } from './types';

export type InsightCategory = 'Content' | 'Keywords' | 'Technical' | 'Strategy';

export interface Insight {
  category: InsightCategory;
  text: string;
}

export const INSIGHTS_DELAY_MS = 1500;

export function buildInsights(result: AnalysisResult): Insight[] {
  const content = result.metrics.find((metric) => metric.title === 'Content Depth');
  const technical = [...result.metrics].filter((metric) => metric.title !== 'Content Depth').sort((a, b) => a.score - b.score)[0];
  const opportunity = [...result.keywords]
    .filter((keyword) => keyword.position > 10 && keyword.position <= 30)
    .sort((a, b) => a.difficulty - b.difficulty || b.volume - a.volume)[0];
  const leader = [...result.competitors].sort((a, b) => b.backlinks - a.backlinks)[0];

  return [
    {
      category: 'Content',
      text:
        // A measured page's word count is a fact, not a verdict (Google has no preferred word count).
        content?.status === 'info'
          ? `We count words, not answers: whether ${result.domain}'s page answers what customers ask is for a reader to judge. Add a short FAQ and a customer result to each service page to win long-tail searches.`
          : content && content.status === 'good'
            ? `${result.domain} has solid depth on the page we checked. Next, add a short FAQ and a customer result to each service page to win long-tail searches.`
            : `Content depth is the first thing holding ${result.domain} back. Expand each core service page with what it costs, how it works and questions customers ask.`,
    },
    {
      category: 'Keywords',
      text: opportunity
        ? `"${opportunity.keyword}" sits at position ${opportunity.position} with difficulty ${opportunity.difficulty}: close enough to page one that a focused page and a few internal links could move it up.`
        : 'Your tracked keywords are either already on page one or far from it. Build new pages around mid-difficulty local phrases next.',
    },
    {
      category: 'Technical',
      text: technical
        ? `Fix "${technical.title}" first (score ${technical.score}). ${technical.suggestion}`
        : 'No technical issue stands out. Keep monitoring Search Console for crawl and indexing errors.',
    },
    {
      category: 'Strategy',
      text: leader
        ? `${leader.domain} has about ${leader.backlinks.toLocaleString('en-US')} backlinks against your ${result.backlinks.total.toLocaleString('en-US')}. Close the gap with local partnerships and content worth citing, not bought links.`
        : 'Add the competitors you lose customers to; we compare their links and keywords with yours.',
    },
  ];
}
