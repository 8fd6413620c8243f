import { Link } from 'react-router-dom';
import { ArrowRight, Star, TrendingDown, TrendingUp } from 'lucide-react';
import type { CaseStudy } from '@/content/types';
import { cn } from '@/lib/cn';

/** The category and, for featured studies, the Featured badge. */
export function CaseStudyBadges({ study, className }: { study: CaseStudy; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <span className="rounded-pill bg-brand-50 px-3 py-1 font-semibold text-brand-800">{study.category}</span>
      {study.featured ? (
        <span className="inline-flex items-center gap-1 rounded-pill bg-accent-100 px-3 py-1 font-semibold text-accent-700">
          <Star aria-hidden="true" className="size-3.5 fill-current" /> Featured
        </span>
      ) : null}
    </div>
  );
}

/** An up arrow in the success colour for a result that improved, a down arrow in the danger colour otherwise. */
export function TrendIcon({ positive, className }: { positive: boolean; className: string }) {
  const Arrow = positive ? TrendingUp : TrendingDown;
  return <Arrow aria-hidden="true" className={cn(className, positive ? 'text-success' : 'text-danger')} />;
}

/** A case study on the list and the home teaser; a featured one spans two columns. */
export function CaseStudyCard({ study, headingLevel = 2 }: { study: CaseStudy; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cn('group flex flex-col overflow-hidden rounded-card has-[a:focus-visible]:focus-ring border border-ink-100 bg-white shadow-card', study.featured && 'md:col-span-2')}>
      <img src={study.image} alt="" width={800} height={450} loading="lazy" decoding="async" className="aspect-video w-full bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <CaseStudyBadges study={study} />
        <Heading className="mt-3 text-xl font-bold text-ink-950">
          <Link to={study.link} className="after:absolute after:inset-0 focus-visible:outline-none [&]:relative">
            {study.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-ink-700">{study.description}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {study.results.slice(0, 2).map((result) => (
            <div key={result.label} className="rounded-lg bg-ink-50 p-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-ink-600">{result.label}</dt>
              <dd className="mt-1 flex items-center gap-1 font-display text-lg font-bold text-ink-950">
                <TrendIcon positive={result.positive} className="size-4" />
                {result.value}
              </dd>
            </div>
          ))}
        </dl>
        <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
          Read the case study <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}

export function CaseStudyCardSkeleton() {
  return (
    <div data-testid="case-study-skeleton" aria-hidden="true" className="animate-pulse overflow-hidden rounded-card border border-ink-100 bg-white">
      <div className="aspect-video bg-ink-100" />
      <div className="space-y-3 p-6">
        <div className="h-5 w-24 rounded bg-ink-100" />
        <div className="h-6 w-3/4 rounded bg-ink-100" />
        <div className="h-4 w-full rounded bg-ink-100" />
        <div className="h-4 w-2/3 rounded bg-ink-100" />
      </div>
    </div>
  );
}
