import type { KnowledgeArticle } from '@/content/knowledge-base/types';

/**
 * The knowledge-base search rule (docs/requirements/knowledge-base.md#search): a case-insensitive substring of the
 * title, the summary, or a section's title or text.
 */
export function matchesSearch(article: Pick<KnowledgeArticle, 'title' | 'summary' | 'content'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const haystacks = [article.title, article.summary, ...article.content.flatMap((section) => [section.title, section.content])];
  return haystacks.some((text) => text.toLowerCase().includes(needle));
}

export function searchArticles(articles: readonly KnowledgeArticle[], query: string): Set<string> {
  return new Set(articles.filter((article) => matchesSearch(article, query)).map((article) => article.id));
}

/** Paragraphs of a section's text, split on blank lines. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
