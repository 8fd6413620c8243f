import type { KnowledgeArticle } from './types';

/** An article without its body: what lists, cards, routes and the sitemap need. */
export type CatalogEntry = Pick<KnowledgeArticle, 'id' | 'title' | 'summary' | 'category' | 'categoryLabel' | 'date' | 'lastUpdated' | 'author' | 'coverImage'>;

export function catalogEntry(article: KnowledgeArticle): CatalogEntry {
  const { id, title, summary, category, categoryLabel, date, lastUpdated, author, coverImage } = article;
  return { id, title, summary, category, categoryLabel, date, lastUpdated, author, coverImage };
}
