import { memo, startTransition, useId, useMemo, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router-dom';
import { AlertTriangle, Search } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { catalog } from '@/content/knowledge-base/catalog.generated';
import type { CatalogEntry } from '@/content/knowledge-base/catalog-entry';
import type { KnowledgeArticle } from '@/content/knowledge-base/types';
import { KNOWLEDGE_CATEGORIES } from '@/content/knowledge-base/types';
import { organizeKnowledgeBase } from '../lib/organize';
import { searchArticles } from '../lib/search';
import { ArticleCard } from './article-card';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

const ALL = 'all';

function KnowledgeBaseError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6">
      <p className="flex items-center gap-2 font-semibold text-danger">
        <AlertTriangle aria-hidden="true" className="size-5" /> {message}
      </p>
      <Link to="/" className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} mt-4`}>
        Return to home
      </Link>
    </div>
  );
}

/** The article full texts, loaded on the first search (the cards need only the catalog). */
let fullTexts: Promise<KnowledgeArticle[]> | null = null;
const loadFullTexts = () => {
  fullTexts ??= import('@/content/knowledge-base/articles').then((module) => module.articles);
  return fullTexts;
};

/** /knowledge-base: search, category tabs (empty ones disabled) and the article cards, newest first. */
export function KnowledgeBaseList({ data = catalog }: { data?: unknown }) {
  const id = useId();
  const state = useMemo(() => organizeKnowledgeBase(data), [data]);
  const [tab, setTab] = useState<string>(ALL);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<{ query: string; ids: Set<string> } | null>(null);
  const [searchError, setSearchError] = useState(false);

  const search = (value: string) => {
    setQuery(value);
    if (!value.trim()) return;
    void loadFullTexts().then(
      // A transition (issue 40, INP): the keystroke's frame shows the letter, the cards follow.
      (articles) => startTransition(() => setMatches({ query: value, ids: searchArticles(articles, value) })),
      (error: unknown) => {
        console.error('Knowledge base: could not load the articles for search.', error);
        setSearchError(true);
      },
    );
  };

  const searching = query.trim() !== '';
  const searchReady = searching && matches?.query === query;
  // While the next keystroke's matches are worked out, the last ones stay on screen: no cards
  // unmounted and mounted again per keystroke. "Searching" shows only before the first answer.
  const listed = useMemo(() => {
    if (state.status === 'error') return [];
    const inTab = tab === ALL ? state.articles : (state.byCategory.get(tab as never) ?? []);
    if (!searching) return inTab;
    return matches ? inTab.filter((article) => matches.ids.has(article.id)) : null;
  }, [state, tab, searching, matches]);

  if (state.status === 'error') return <KnowledgeBaseError message={state.message} />;
  if (searchError) return <KnowledgeBaseError message="An error occurred while loading the knowledge base. Please try again later." />;


  return (
    <div>
      <div className="relative max-w-xl">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search the knowledge base
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => search(event.target.value)}
          onFocus={() => void loadFullTexts()}
          placeholder="Search articles, e.g. Google Business Profile"
          className="block w-full rounded-pill border border-ink-300 bg-white py-3 pl-12 pr-4 text-base focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </div>

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
        <Tabs.List aria-label="Article categories" className="flex flex-wrap gap-2">
          {[{ id: ALL, label: 'All Topics' }, ...KNOWLEDGE_CATEGORIES].map((category) => {
            const count = category.id === ALL ? state.articles.length : (state.byCategory.get(category.id as never)?.length ?? 0);
            return (
              <Tabs.Trigger
                key={category.id}
                value={category.id}
                disabled={count === 0}
                className="rounded-pill border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-800 hover:border-brand-300 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
              >
                {category.label}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value={tab} className="mt-8" tabIndex={-1}>
          {listed === null ? (
            <p role="status" className="text-ink-700">
              Searching articles...
            </p>
          ) : listed.length === 0 ? (
            searching ? (
              <div className="rounded-card bg-ink-50 p-6 text-center">
                <p className="font-semibold text-ink-950">No results found</p>
                <p className="mt-1 text-ink-700">Try adjusting your search query or category filter</p>
              </div>
            ) : (
              <div className="rounded-card bg-ink-50 p-6 text-center">
                <p className="font-semibold text-ink-950">No articles found</p>
                <p className="mt-1 text-ink-700">There are no articles in this category yet</p>
              </div>
            )
          ) : (
            <ArticleCards articles={listed} />
          )}
        </Tabs.Content>
      </Tabs.Root>
      <VisuallyHidden as="p" aria-live="polite">
        {searchReady && listed ? `${listed.length} articles found` : ''}
      </VisuallyHidden>
    </div>
  );
}

/** The cards, drawn again only when the list changes (a keystroke alone does not). */
const ArticleCards = memo(function ArticleCards({ articles }: { articles: CatalogEntry[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} cover={index === 0 ? 'first' : index < 3 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
});
