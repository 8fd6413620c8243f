/**
 * The layout an article's page shows, for the end-to-end checks that visit one URL per layout
 * (the route table's `template`): articles differ in the chart they draw, which is what can
 * overflow a phone's screen or fail an accessibility scan. Loaded only by the tests, never by a
 * browser: it imports every article.
 */
import { articles, linkSchemesToAvoid } from '@/content/knowledge-base/articles';

export function articleTemplate(url: string): string {
  const id = url.split('/').at(-1);
  const article = [...articles, linkSchemesToAvoid].find((candidate) => candidate.id === id);
  const charts = [...new Set(article?.content.flatMap((section) => (section.chartData ? [section.chartData.type] : [])) ?? [])].sort();
  return `knowledge-article-page (${charts.length ? `${charts.join(' and ')} chart` : 'no chart'})`;
}
