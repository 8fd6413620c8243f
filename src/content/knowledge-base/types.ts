/** The knowledge base's categories (docs/requirements/knowledge-base.md#categories): the tab labels, in order. */
export const KNOWLEDGE_CATEGORIES = [
  { id: 'seo-basics', label: 'SEO Basics' },
  { id: 'technical-seo', label: 'Technical SEO' },
  { id: 'content-seo', label: 'Content SEO' },
  { id: 'local-seo', label: 'Local SEO' },
  { id: 'link-building', label: 'Link Building' },
  { id: 'industry-specific', label: 'Industry-Specific' },
  { id: 'seo-strategy', label: 'SEO Strategy' },
  { id: 'seo-analytics', label: 'SEO Analytics' },
] as const;

export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number]['id'];

/** One datum of a chart (name, value, color: docs/requirements/knowledge-base.md#charts). */
export interface ChartDatum {
  name: string;
  value: number;
  color: string;
}

export interface ArticleChart {
  type: 'bar' | 'pie' | 'line';
  title: string;
  data: ChartDatum[];
  /** Where the numbers come from, or that they are illustrative. Shown under the chart. */
  note: string;
  /** Unit for values, e.g. '%', 's', 'ms'; empty for counts. */
  unit?: string;
}

export interface ArticleSection {
  title: string;
  /** Paragraphs are separated by blank lines (docs/requirements/knowledge-base.md#sections). */
  content: string;
  highlights: string[];
  tips: string[];
  chartData?: ArticleChart;
}

/** A knowledge-base article (docs/requirements/knowledge-base.md#article-data). */
export interface KnowledgeArticle {
  id: string;
  title: string;
  /** The search result's title, when the display title is not within the site's length rule (supabase/functions/_shared/seo-length-rule.ts). */
  seoTitle?: string;
  /** Card text, and the meta description unless seoDescription is given. */
  summary: string;
  /** The meta description, when the summary is not within the site's length rule. */
  seoDescription?: string;
  /** A longer teaser for the article's intro: one or two sentences. */
  excerpt: string;
  /** One of the eight categories; anything else is shown under Industry-Specific. */
  category: KnowledgeCategory | string;
  categoryLabel: string;
  /** ISO dates. */
  date: string;
  lastUpdated: string;
  author: { name: string; role: string };
  /** '/images/knowledge-base/<id>.svg' (made by `npm run art`). */
  coverImage: string;
  content: ArticleSection[];
  resources: { title: string; url: string }[];
}
