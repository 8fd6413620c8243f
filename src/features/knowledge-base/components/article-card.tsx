import { Link } from 'react-router-dom';
import type { CatalogEntry } from '@/content/knowledge-base/catalog-entry';
import { formatLongDate } from '@/lib/dates';

interface ArticleCardProps {
  article: CatalogEntry;
  headingLevel?: 2 | 3;
  /** Cards in the first row are on screen at once: their covers load eagerly, the first one first. */
  cover?: 'lazy' | 'eager' | 'first';
}

/** A knowledge-base article on the list and under 'Related articles'. */
export function ArticleCard({ article, headingLevel = 2, cover = 'lazy' }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-shadow hover:shadow-raised">
      <img
        src={article.coverImage}
        alt=""
        width={800}
        height={420}
        loading={cover === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={cover === 'first' ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[40/21] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{article.categoryLabel}</p>
        <Heading className="mt-2 text-lg font-bold leading-snug text-ink-950">
          <Link to={`/knowledge-base/${article.id}`} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-ink-700">{article.summary}</p>
        <p className="mt-4 text-xs text-ink-600">
          {article.author.name} · <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        </p>
      </div>
    </article>
  );
}
