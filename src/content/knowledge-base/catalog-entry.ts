import type { KnowledgeArticle } from './types';

/** An article without its body: what lists, cards, routes and the sitemap need. */
export type CatalogEntry = Pick<KnowledgeArticle, 'id' | 'title' | 'seoTitle' | 'summary' | 'seoDescription' | 'category' | 'categoryLabel' | 'date' | 'lastUpdated' | 'author' | 'coverImage'>;

export function catalogEntry(article: KnowledgeArticle): CatalogEntry {
  const { id, title, seoTitle, summary, seoDescription, category, categoryLabel, date, lastUpdated, author, coverImage } = article;
  // Optional fields stay out of the generated catalog when an article has none.
  return { id, title, ...(seoTitle && { seoTitle }), summary, ...(seoDescription && { seoDescription }), category, categoryLabel, date, lastUpdated, author, coverImage };
}
