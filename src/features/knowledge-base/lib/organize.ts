import type { CatalogEntry } from '@/content/knowledge-base/catalog-entry';
import { KNOWLEDGE_CATEGORIES, type KnowledgeCategory } from '@/content/knowledge-base/types';

/** The four error messages of the knowledge base (docs/requirements/knowledge-base.md#errors), exactly. */
export const KB_ERRORS = {
  empty: 'No knowledge base articles available. Please try again later.',
  loading: 'An error occurred while loading the knowledge base. Please try again later.',
  format: 'Invalid data format. Please try again later.',
  organizing: 'Error organizing knowledge base content. Please try again later.',
} as const;

export type KnowledgeBaseState =
  | { status: 'ready'; articles: CatalogEntry[]; byCategory: Map<KnowledgeCategory, CatalogEntry[]> }
  | { status: 'error'; message: (typeof KB_ERRORS)[keyof typeof KB_ERRORS] };

const knownCategories = new Set<string>(KNOWLEDGE_CATEGORIES.map((category) => category.id));

/** Unknown categories go under Industry-Specific. */
export function categoryOf(article: Pick<CatalogEntry, 'category'>): KnowledgeCategory {
  return knownCategories.has(article.category) ? (article.category as KnowledgeCategory) : 'industry-specific';
}

export function newestFirst<T extends Pick<CatalogEntry, 'date'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date));
}

/** Validates the article data and groups it by category, newest first; or says what went wrong. */
export function organizeKnowledgeBase(data: unknown): KnowledgeBaseState {
  if (data === undefined || data === null || !Array.isArray(data)) {
    console.error('Knowledge base: the article data is missing or not a list.');
    return { status: 'error', message: KB_ERRORS.format };
  }
  if (data.length === 0) return { status: 'error', message: KB_ERRORS.empty };
  try {
    const articles = newestFirst(data as CatalogEntry[]);
    const byCategory = new Map<KnowledgeCategory, CatalogEntry[]>(KNOWLEDGE_CATEGORIES.map((category) => [category.id, []]));
    for (const article of articles) {
      if (typeof article.id !== 'string' || typeof article.title !== 'string') throw new Error('article without id or title');
      byCategory.get(categoryOf(article))!.push(article);
    }
    return { status: 'ready', articles, byCategory };
  } catch (error) {
    console.error('Knowledge base: could not organize the articles.', error);
    return { status: 'error', message: KB_ERRORS.organizing };
  }
}

/** Up to 3 other articles of the same category, newest first. */
export function relatedArticles(article: Pick<CatalogEntry, 'id' | 'category'>, catalog: readonly CatalogEntry[], limit = 3): CatalogEntry[] {
  const category = categoryOf(article);
  return newestFirst(catalog.filter((other) => other.id !== article.id && categoryOf(other) === category)).slice(0, limit);
}
