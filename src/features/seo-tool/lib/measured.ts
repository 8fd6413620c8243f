/**
 * Turns analyze-page's real report into the Overview metrics and the Pages row, on top of the
 * simulation (keywords, backlinks and competitors stay simulated and say so). Each metric reports a
 * rule of the page check (supabase/functions/_shared/seo-rules/rules.ts) and links to the site's page
 * that explains it; a count the site's articles say is no problem (words, h1s) is a fact, not a fault.
 */
import { lengthAdvice, SHORTENED_BEYOND, SHORTENED_BEYOND_TEXT } from '@shared/seo-length-rule';
import { evaluatePage, type PageEvaluation } from '@shared/seo-rules/evaluate';
import { PAGE_RULES } from '@shared/seo-rules/rules';
import { formatLoadTime } from './format';
import { buildSuggestions, simulateAnalysis } from './simulate';
import { METRIC_TITLES, type MetricKey } from './recommendations';
import type { AnalysisResult, Metric, MetricStatus, PageReport, PageRow } from './types';

const RULES = new Map(PAGE_RULES.map((rule) => [rule.id, rule]));

function metric(key: MetricKey, score: number, status: MetricStatus, suggestion: string, rule: string): Metric {
  const source = RULES.get(rule)?.source;
  return { title: METRIC_TITLES[key], score, status, suggestion, rule, ...(source ? { source: { title: source.title, path: source.path } } : {}) };
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** Whether Google may index the page: the first rule that keeps it out, else a bingbot-only rule as a fact, else good. */
function indexabilityMetric(evaluation: PageEvaluation): Metric {
  const blocker = evaluation.findings.find((finding) => finding.rule.effect.kind === 'cap' && finding.rule.id !== 'status');
  if (blocker) return metric('indexability', 0, 'bad', `${blocker.found} ${blocker.action?.detail ?? ''}`.trim(), blocker.rule.id);
  // An error status has its own metric (HTTP Status); this one only says what it means for Google.
  const error = evaluation.findings.find((finding) => finding.rule.id === 'status');
  if (error) return metric('indexability', 0, 'bad', error.found, 'status');
  const otherCrawler = evaluation.findings.find((finding) => finding.rule.id === 'other_crawler_noindex');
  if (otherCrawler) return metric('indexability', 100, 'info', `${otherCrawler.found} Nothing keeps Google from indexing the page.`, otherCrawler.rule.id);
  return metric('indexability', 100, 'good', 'Nothing on the page, in its headers or in robots.txt keeps Google from indexing it.', 'noindex');
}

function canonicalMetric(report: PageReport, evaluation: PageEvaluation): Metric {
  const wrong = evaluation.findings.find((finding) => finding.rule.id === 'canonical_other_site' || finding.rule.id === 'canonical_not_ok');
  if (wrong) return metric('canonical', 0, 'bad', wrong.found, wrong.rule.id);
  if (!report.canonical) return metric('canonical', 50, 'warning', 'No canonical link. Add a self-referencing canonical so duplicate URLs do not split ranking signals.', 'no_canonical');
  if (report.canonicalStatus === 200)
    return metric('canonical', 100, 'info', `The canonical link names ${report.canonical}, another address that works: Google is asked to index that one instead of this one.`, 'canonical_not_ok');
  return metric('canonical', 100, 'good', `The canonical URL is ${report.canonical}.`, 'no_canonical');
}

export function measuredMetrics(report: PageReport, evaluation: PageEvaluation = evaluatePage(report)): Metric[] {
  const metrics: Metric[] = [indexabilityMetric(evaluation)];
  const { titleLength, metaDescriptionLength: descriptionLength } = report;

  // Only a missing or an over-long title or description is a problem: Google sets no minimum.
  const titleAdvice = {
    missing: () => metric('title', 0, 'bad', 'The page has no title tag. Add a unique title that names your main service and city.', 'no_title'),
    long: () => metric('title', 60, 'warning', `The title has ${titleLength} characters, and ${SHORTENED_BEYOND_TEXT.title}. Put your service and city first, or shorten it.`, 'long_title'),
    fine: () => metric('title', 100, 'good', `The title has ${titleLength} characters. Since ${SHORTENED_BEYOND_TEXT.title}, it should show in full.`, 'long_title'),
  };
  metrics.push(titleAdvice[lengthAdvice(titleLength, SHORTENED_BEYOND.title)]());

  const descriptionAdvice = {
    missing: () =>
      metric('description', 0, 'bad', 'There is no meta description, so Google writes its own snippet. Add one that says what you offer, where, and why to click.', 'no_description'),
    long: () =>
      metric(
        'description',
        60,
        'warning',
        `The meta description has ${descriptionLength} characters, and ${SHORTENED_BEYOND_TEXT.description}. Say what you offer and where first, or shorten it.`,
        'long_description',
      ),
    fine: () =>
      metric('description', 100, 'good', `The meta description has ${descriptionLength} characters. Since ${SHORTENED_BEYOND_TEXT.description}, it should show in full.`, 'long_description'),
  };
  metrics.push(descriptionAdvice[lengthAdvice(descriptionLength, SHORTENED_BEYOND.description)]());

  // More than one h1 is a fact: the site's own guide says, with Google, that it is not a problem.
  const h1s = evaluation.findings.find((finding) => finding.rule.id === 'h1_count');
  if (report.h1Count === 0) metrics.push(metric('headings', 20, 'bad', 'The page has no h1 heading. Add one that says what the page is about.', 'no_h1'));
  else if (h1s) metrics.push(metric('headings', 100, 'info', h1s.found, 'h1_count'));
  else metrics.push(metric('headings', 100, 'good', 'The page has one h1 heading.', 'no_h1'));

  // The word count is a fact, whatever it is: Google has no preferred word count (knowledge-base/content-depth).
  const words = evaluation.findings.find((finding) => finding.rule.id === 'word_count');
  metrics.push(metric('content', 100, 'info', words?.found ?? plural(report.wordCount, 'word'), 'word_count'));

  const missingAlt = report.images - report.imagesWithAlt;
  if (report.images === 0) metrics.push(metric('images', 100, 'info', 'No images found on this page, so there is no alt text to check.', 'missing_alt'));
  else if (missingAlt === 0) metrics.push(metric('images', 100, 'good', `All ${plural(report.images, 'image')} have alt text.`, 'missing_alt'));
  else {
    const share = Math.round((report.imagesWithAlt / report.images) * 100);
    metrics.push(
      metric(
        'images',
        share,
        share >= 80 ? 'warning' : 'bad',
        `${plural(missingAlt, 'image')} of ${report.images} have no alt attribute. Describe each meaningful image.`,
        'missing_alt',
      ),
    );
  }

  const seconds = report.loadTimeMs / 1000;
  const timing = `The HTML took ${formatLoadTime(seconds)} to download from our server`;
  if (seconds <= 3)
    metrics.push(metric('speed', seconds <= 1 ? 100 : 85, 'good', `${timing}, within the 3-second target. Images and scripts add to this in a browser.`, 'slow'));
  else if (seconds <= 5) metrics.push(metric('speed', 55, 'warning', `${timing}. Aim for under 3 seconds: check hosting, caching and page weight.`, 'slow'));
  else metrics.push(metric('speed', 25, 'bad', `${timing}, far over the 3-second target. Start with server response time and caching.`, 'slow'));

  metrics.push(canonicalMetric(report, evaluation));

  if (report.internalLinks >= 1)
    metrics.push(metric('links', 100, 'good', `${plural(report.internalLinks, 'internal link')} and ${plural(report.externalLinks, 'external link')}.`, 'no_internal_links'));
  else metrics.push(metric('links', 20, 'bad', 'No internal links. Search engines and visitors need links to reach your other pages.', 'no_internal_links'));

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
  const evaluation = evaluatePage(report);
  const metrics = measuredMetrics(report, evaluation);
  if (report.status >= 400) {
    const source = RULES.get('status')?.source;
    metrics.unshift({
      title: 'HTTP Status',
      score: 0,
      status: 'bad',
      suggestion: `The page answered with status ${report.status}. Fix or redirect it before anything else.`,
      rule: 'status',
      ...(source ? { source: { title: source.title, path: source.path } } : {}),
    });
  }
  // The page check's first action leads, in the words the weekly report uses for it.
  const action = evaluation.first?.action;
  const first = action && evaluation.first ? { text: `${action.title}. ${action.detail}`, rule: evaluation.first.rule.id } : undefined;
  return {
    ...simulated,
    score: report.score,
    metrics,
    suggestions: buildSuggestions(metrics, first),
    pages: [pageRowFromReport(report)],
    dataSource: { ...simulated.dataSource, overview: 'measured', pages: 'measured' },
  };
}

export function simulatedFallback(url: string, reason: string): AnalysisResult {
  const result = simulateAnalysis(url);
  return { ...result, dataSource: { ...result.dataSource, fallbackReason: reason } };
}
