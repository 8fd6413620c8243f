export { KnowledgeBaseList } from './components/knowledge-base-list';
export { ArticleCard } from './components/article-card';
export { ArticleBody, hasArticleModule } from './lib/load-article';
export { relatedArticles } from './lib/organize';
