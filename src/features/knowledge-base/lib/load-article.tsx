import { use } from 'react';
import type { KnowledgeArticle } from '@/content/knowledge-base/types';
import { ArticleView } from '../components/article-view';

// One chunk per article: a page loads only its own text.
const modules = import.meta.glob<{ article: KnowledgeArticle }>(['/src/content/knowledge-base/articles/*.ts', '!/src/content/knowledge-base/articles/index.ts']);

export function hasArticleModule(id: string): boolean {
  return `/src/content/knowledge-base/articles/${id}.ts` in modules;
}

// One promise per article for the whole visit, so every render waits on the same load.
const loads = new Map<string, Promise<KnowledgeArticle>>();

export function loadArticle(id: string): Promise<KnowledgeArticle> {
  let load = loads.get(id);
  if (!load) {
    const importModule = modules[`/src/content/knowledge-base/articles/${id}.ts`];
    load = importModule ? importModule().then((module) => module.article) : Promise.reject(new Error(`No article ${id}`));
    loads.set(id, load);
  }
  return load;
}

/** The body of article `id`; suspends until its module has loaded (rendered in full when prerendering). */
export function ArticleBody({ id }: { id: string }) {
  return <ArticleView article={use(loadArticle(id))} />;
}
