/** The analysis result (docs/requirements/seo-tool.md#simulated-data), with which parts were measured and which simulated. */
import type { PageReport } from '@shared/page-report';

export type { PageReport };

export type MetricStatus = 'good' | 'warning' | 'bad' | 'info';

export interface Metric {
  title: string;
  score: number;
  status: MetricStatus;
  suggestion: string;
  /** The rule of the page check it reports (supabase/functions/_shared/seo-rules/rules.ts); measured metrics only. */
  rule?: string;
  /** The site's page that explains the rule: the metric's "Why:" link. */
  source?: { title: string; path: string };
}

export interface KeywordRow {
  keyword: string;
  volume: number;
  difficulty: number;
  position: number;
  url: string;
}

export interface PageRow {
  url: string;
  title: string;
  metaDescription: string;
  h1Count: number;
  wordCount: number;
  /** Seconds. */
  loadTime: number;
  internalLinks: number;
  externalLinks: number;
  images: number;
  imagesWithAlt: number;
  score: number;
}

export interface BacklinkSummary {
  total: number;
  referringDomains: number;
  dofollowShare: number;
}

export interface Competitor {
  domain: string;
  score: number;
  traffic: number;
  keywords: number;
  backlinks: number;
}

export type DataOrigin = 'measured' | 'simulated';

export interface DataSource {
  /** Overall score and the Overview metrics. */
  overview: DataOrigin;
  pages: DataOrigin;
  keywords: 'simulated';
  backlinks: 'simulated';
  competitors: 'simulated';
  /** Why the real check was not used, when it was not. */
  fallbackReason?: string;
}

export interface AnalysisResult {
  url: string;
  domain: string;
  score: number;
  metrics: Metric[];
  /** Ten recommendations, most important first. */
  suggestions: string[];
  keywords: KeywordRow[];
  pages: PageRow[];
  backlinks: BacklinkSummary;
  competitors: Competitor[];
  dataSource: DataSource;
}

export type ToolId = 'seo-analysis' | 'keywords' | 'backlinks' | 'speed';
export type ResultTab = 'overview' | 'keywords' | 'pages' | 'competitors' | 'recommendations';
