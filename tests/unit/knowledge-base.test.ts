import { describe, expect, it, vi } from 'vitest';
import type { CatalogEntry } from '@/content/knowledge-base/catalog-entry';
import { catalogEntry } from '@/content/knowledge-base/catalog-entry';
import { catalog, unlistedDocuments } from '@/content/knowledge-base/catalog.generated';
import { articles, linkSchemesToAvoid } from '@/content/knowledge-base/articles';
import { KNOWLEDGE_CATEGORIES, type KnowledgeArticle } from '@/content/knowledge-base/types';
import { tips } from '@/content/tips';
import { categoryOf, KB_ERRORS, organizeKnowledgeBase, relatedArticles } from '@/features/knowledge-base/lib/organize';
import { knowledgeArticlePaths } from '@/features/knowledge-base/lib/routes';
import { matchesSearch, paragraphs } from '@/features/knowledge-base/lib/search';

const entry = (id: string, category: string, date: string): CatalogEntry => ({
  id,
  title: `Title ${id}`,
  summary: `Summary of ${id}`,
  category,
  categoryLabel: category,
  date,
  lastUpdated: date,
  author: { name: 'A', role: 'B' },
  coverImage: `/images/knowledge-base/${id}.svg`,
});

describe('knowledge base logic', () => {
  it('sorts newest first and groups by category, unknown categories under Industry-Specific', () => {
    const state = organizeKnowledgeBase([entry('a', 'local-seo', '2025-01-01'), entry('b', 'astrology', '2026-02-01'), entry('c', 'local-seo', '2026-01-01')]);
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.articles.map((article) => article.id)).toEqual(['b', 'c', 'a']);
    expect(state.byCategory.get('local-seo')!.map((article) => article.id)).toEqual(['c', 'a']);
    expect(state.byCategory.get('industry-specific')!.map((article) => article.id)).toEqual(['b']);
    expect(categoryOf({ category: 'astrology' })).toBe('industry-specific');
  });

  it('guards the data shape with the spec messages', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(organizeKnowledgeBase(undefined)).toEqual({ status: 'error', message: KB_ERRORS.format });
    expect(organizeKnowledgeBase({ articles: [] })).toEqual({ status: 'error', message: KB_ERRORS.format });
    expect(organizeKnowledgeBase([])).toEqual({ status: 'error', message: KB_ERRORS.empty });
    expect(organizeKnowledgeBase([{ nonsense: true }])).toEqual({ status: 'error', message: KB_ERRORS.organizing });
    expect(error).toHaveBeenCalled();
  });

  it('picks up to 3 related articles of the same category, newest first, never the article itself', () => {
    const list = ['1', '2', '3', '4', '5'].map((n) => entry(n, 'technical-seo', `2026-0${n}-01`));
    expect(relatedArticles(list[0]!, [...list, entry('x', 'local-seo', '2026-09-01')]).map((article) => article.id)).toEqual(['5', '4', '3']);
    expect(relatedArticles(entry('solo', 'link-building', '2026-01-01'), list)).toEqual([]);
  });

  it('searches title, summary, section titles and text, case-insensitively', () => {
    const article = {
      title: 'Local SEO',
      summary: 'Get found',
      content: [{ title: 'Reviews', content: 'Ask every customer for a Google review.', highlights: [], tips: [] }],
    };
    expect(matchesSearch(article, 'local')).toBe(true);
    expect(matchesSearch(article, 'GET FOUND')).toBe(true);
    expect(matchesSearch(article, 'reviews')).toBe(true);
    expect(matchesSearch(article, 'google review')).toBe(true);
    expect(matchesSearch(article, 'schema')).toBe(false);
    expect(paragraphs('One.\n\nTwo.\n  \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('makes one route per article, or a generic {id} route (with an error logged) when the data is not a list', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(knowledgeArticlePaths([{ id: 'a' }, { id: 'b' }])).toEqual(['/knowledge-base/a', '/knowledge-base/b']);
    expect(knowledgeArticlePaths(undefined)).toEqual(['/knowledge-base/:id']);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

const SPEC_IDS = tips.map((tip) => tip.articleId);
const words = (article: KnowledgeArticle) =>
  article.content
    .map((section) => section.content)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('the 28 articles (content schema)', () => {
  it('has one article per id the spec lists, with unique ids, and the link-schemes document', () => {
    expect(articles.map((article) => article.id).sort()).toEqual([...SPEC_IDS].sort());
    expect(linkSchemesToAvoid.id).toBe('link-schemes-to-avoid');
  });

  for (const article of [...articles, linkSchemesToAvoid]) {
    it(`${article.id} is a complete guide`, () => {
      expect(article.title.length).toBeGreaterThan(20);
      expect(article.summary.length).toBeGreaterThanOrEqual(100);
      expect(article.summary.length).toBeLessThanOrEqual(160);
      expect(KNOWLEDGE_CATEGORIES.map((category) => category.id)).toContain(article.category);
      expect(KNOWLEDGE_CATEGORIES.find((category) => category.id === article.category)?.label).toBe(article.categoryLabel);
      expect(article.lastUpdated >= article.date).toBe(true);
      expect(article.content.length).toBeGreaterThanOrEqual(4);
      expect(words(article)).toBeGreaterThanOrEqual(900);
      for (const section of article.content) {
        expect(section.highlights.length).toBeGreaterThan(0);
        expect(section.tips.length).toBeGreaterThan(0);
        expect(paragraphs(section.content).length).toBeGreaterThanOrEqual(2);
      }
      const charts = article.content.flatMap((section) => (section.chartData ? [section.chartData] : []));
      expect(charts.length).toBeGreaterThanOrEqual(1);
      for (const chart of charts) {
        expect(['bar', 'pie', 'line']).toContain(chart.type);
        expect(chart.note.length).toBeGreaterThan(10);
        for (const datum of chart.data) expect(datum.color).toMatch(/^#[0-9a-f]{6}$/i);
      }
      expect(article.resources.length).toBeGreaterThanOrEqual(2);
      for (const resource of article.resources) {
        expect(resource.url).toMatch(/^(https:\/\/|\/)/);
        const internalArticle = /^\/knowledge-base\/(.+)$/.exec(resource.url)?.[1];
        if (internalArticle) expect([...SPEC_IDS, 'link-schemes-to-avoid']).toContain(internalArticle);
      }
      expect(article.coverImage).toBe(`/images/knowledge-base/${article.id}.svg`);
    });
  }

  it('the generated catalog is up to date (run `npm run kb:catalog`)', () => {
    expect(catalog).toEqual(articles.map(catalogEntry));
    expect(unlistedDocuments).toEqual([catalogEntry(linkSchemesToAvoid)]);
  });
});

describe('the unlisted link-schemes document', () => {
  it('is reachable: an article of its own topic links to it (spec: a download link)', () => {
    const linkers = articles.filter((article) => article.resources.some((resource) => resource.url === `/knowledge-base/${linkSchemesToAvoid.id}`));
    expect(linkers.map((article) => article.id)).toContain('link-quality');
  });
});
