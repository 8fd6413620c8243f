/**
 * Turns analyze-page's real report into the Overview metrics and the Pages row, on top of the
 * simulation (keywords, backlinks and competitors stay simulated and say so).
 */
import { lengthAdvice, SHORTENED_BEYOND, SHORTENED_BEYOND_TEXT } from '@shared/seo-length-rule';
import { formatLoadTime } from './format';
import { buildSuggestions, simulateAnalysis } from './simulate';
import { METRIC_TITLES, type MetricKey } from './recommendations';
import type { AnalysisResult, Metric, MetricStatus, PageReport, PageRow } from './types';

function metric(key: MetricKey, score: number, status: MetricStatus, suggestion: string): Metric {
  return { title: METRIC_TITLES[key], score, status, suggestion };
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

export function measuredMetrics(report: PageReport): Metric[] {
  const metrics: Metric[] = [];
  const { titleLength, metaDescriptionLength: descriptionLength } = report;

  // Only a missing or an over-long title or description is a problem: Google sets no minimum.
  const titleAdvice = {
    missing: () => metric('title', 0, 'bad', 'The page has no title tag. Add a unique title that names your main service and city.'),
    long: () => metric('title', 60, 'warning', `The title has ${titleLength} characters, and ${SHORTENED_BEYOND_TEXT.title}. Put your service and city first, or shorten it.`),
    fine: () => metric('title', 100, 'good', `The title has ${titleLength} characters. Since ${SHORTENED_BEYOND_TEXT.title}, it should show in full.`),
  };
  metrics.push(titleAdvice[lengthAdvice(titleLength, SHORTENED_BEYOND.title)]());

  const descriptionAdvice = {
    missing: () => metric('description', 0, 'bad', 'There is no meta description, so Google writes its own snippet. Add one that says what you offer, where, and why to click.'),
    long: () =>
      metric('description', 60, 'warning', `The meta description has ${descriptionLength} characters, and ${SHORTENED_BEYOND_TEXT.description}. Say what you offer and where first, or shorten it.`),
    fine: () => metric('description', 100, 'good', `The meta description has ${descriptionLength} characters. Since ${SHORTENED_BEYOND_TEXT.description}, it should show in full.`),
  };
  metrics.push(descriptionAdvice[lengthAdvice(descriptionLength, SHORTENED_BEYOND.description)]());

  if (report.h1Count === 1) metrics.push(metric('headings', 100, 'good', 'The page has exactly one h1 heading.'));
  else if (report.h1Count === 0) metrics.push(metric('headings', 20, 'bad', 'The page has no h1 heading. Add one that says what the page is about.'));
  else metrics.push(metric('headings', 60, 'warning', `The page has ${report.h1Count} h1 headings. Keep one h1 and make the others h2.`));

  // The page score's one word-count prompt (page-score.ts): a very short page. Google has no preferred
  // word count, so a longer page is not said to rank better.
  const words = report.wordCount;
  if (words >= 300) metrics.push(metric('content', 100, 'good', `${plural(words, 'word')} of copy. Google has no preferred word count: what counts is that the page answers what your customers ask.`));
  else metrics.push(metric('content', 30, 'bad', `Only ${plural(words, 'word')} of copy. Google has no preferred word count, but a page this short rarely answers what searchers ask: add those answers.`));

  const missingAlt = report.images - report.imagesWithAlt;
  if (report.images === 0) metrics.push(metric('images', 100, 'info', 'No images found on this page, so there is no alt text to check.'));
  else if (missingAlt === 0) metrics.push(metric('images', 100, 'good', `All ${plural(report.images, 'image')} have alt text.`));
  else {
    const share = Math.round((report.imagesWithAlt / report.images) * 100);
    metrics.push(
      metric(
        'images',
        share,
        share >= 80 ? 'warning' : 'bad',
        `${plural(missingAlt, 'image')} of ${report.images} have no alt attribute. Describe each meaningful image.`,
      ),
    );
  }

  const seconds = report.loadTimeMs / 1000;
  const timing = `The HTML took ${formatLoadTime(seconds)} to download from our server`;
  if (seconds <= 3)
    metrics.push(metric('speed', seconds <= 1 ? 100 : 85, 'good', `${timing}, within the 3-second target. Images and scripts add to this in a browser.`));
  else if (seconds <= 5) metrics.push(metric('speed', 55, 'warning', `${timing}. Aim for under 3 seconds: check hosting, caching and page weight.`));
  else metrics.push(metric('speed', 25, 'bad', `${timing}, far over the 3-second target. Start with server response time and caching.`));

  if (report.canonical) metrics.push(metric('canonical', 100, 'good', `The canonical URL is ${report.canonical}.`));
  else metrics.push(metric('canonical', 50, 'warning', 'No canonical link. Add a self-referencing canonical so duplicate URLs do not split ranking signals.'));

  if (report.internalLinks >= 3)
    metrics.push(metric('links', 100, 'good', `${plural(report.internalLinks, 'internal link')} and ${plural(report.externalLinks, 'external link')}.`));
  else if (report.internalLinks >= 1)
    metrics.push(metric('links', 60, 'warning', `Only ${plural(report.internalLinks, 'internal link')}. Link to your main service pages from here.`));
  else metrics.push(metric('links', 20, 'bad', 'No internal links. Search engines and visitors need links to reach your other pages.'));

  return metrics;
}

export function pageRowFromReport(report: PageReport): PageRow {
  return {
    url: report.finalUrl,
    title: report.title ?? '',
    metaDescription: report.metaDescription ?? '',
    h1Count: report.h1Count,
    wordCount: report.wordCount,
    loadTime: Math.round(report.loadTimeMs / 10) / 100,
    internalLinks: report.internalLinks,
    externalLinks: report.externalLinks,
    images: report.images,
    imagesWithAlt: report.imagesWithAlt,
    score: report.score,
  };
}

/** The main topic of a page for keyword ideas: its title before any '|' or ' - ' brand suffix. */
export function topicFromTitle(title: string | null): string | undefined {
  const topic = title
    ?.split(/\s[|\-–—:]\s/)[0]
    ?.trim()
    .toLowerCase();
  return topic && topic.length >= 3 && topic.length <= 40 ? topic : undefined;
}

export function analysisFromReport(url: string, report: PageReport): AnalysisResult {
  const simulated = simulateAnalysis(url, undefined, topicFromTitle(report.title));
  const metrics = measuredMetrics(report);
  if (report.status >= 400) {
    metrics.unshift({
      title: 'HTTP Status',
      score: 0,
      status: 'bad',
      suggestion: `The page answered with status ${report.status}. Fix or redirect it before anything else.`,
    });
  }
  return {
    ...simulated,
    score: report.score,
    metrics,
    suggestions: buildSuggestions(metrics),
    pages: [pageRowFromReport(report)],
    dataSource: { ...simulated.dataSource, overview: 'measured', pages: 'measured' },
  };
}

export function simulatedFallback(url: string, reason: string): AnalysisResult {
  const result = simulateAnalysis(url);
  return { ...result, dataSource: { ...result.dataSource, fallbackReason: reason } };
}
