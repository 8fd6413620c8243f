import { useEffect, type ReactNode } from 'react';
import { ArrowLeft, Clock } from 'lucide-react';
import { CheckList } from '@/components/ui/check-list';
import { BreadcrumbTrail } from '@/components/layout/breadcrumb-trail';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import type { CaseStudy } from '@/content/types';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useCaseStudies } from '../api/use-case-studies';
import { caseStudyBreadcrumbs } from '../lib/case-study-breadcrumbs';
import { CaseStudyBadges, TrendIcon } from './case-study-card';
import { CaseStudyRelated } from './case-study-related';

/** The same approach for every engagement (a fixed approach list: docs/requirements/company-pages.md#case-study-detail). */
export const APPROACH = [
  'A full SEO audit: technical health, content, backlinks and local listings',
  'Keyword and competitor research built around how local customers search',
  'On-page and technical fixes, starting with the changes that matter most',
  'Local authority: Google Business Profile, citations, reviews and links',
  'Monthly reporting and refinement based on calls, leads and rankings',
];

export const PROJECT_DURATION = '6 Months';

function NotFound() {
  return (
    <Container size="narrow" className="py-section text-center">
      <h1 className="text-display-md">Case Study Not Found</h1>
      <p className="mt-4 text-lg text-ink-700">We could not find that case study. It may have moved.</p>
      <LinkButton to="/case-studies" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to all case studies
      </LinkButton>
    </Container>
  );
}

function StorySection({ id, title, paragraphs }: { id: string; title: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-display-sm">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-ink-800">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** The facts of the sidebar's "Project overview", in the order they are listed. */
function projectOverview(study: CaseStudy): { term: string; detail: ReactNode; detailClassName?: string }[] {
  return [
    { term: 'Client', detail: study.client },
    { term: 'Location', detail: `${study.location}, Los Angeles County` },
    { term: 'Industry', detail: study.industry },
    { term: 'Services', detail: study.services.join(' · ') },
    {
      term: 'Timeline',
      detail: (
        <>
          <Clock aria-hidden="true" className="size-4" /> Project duration: {PROJECT_DURATION}
        </>
      ),
      detailClassName: 'flex items-center gap-1.5',
    },
  ];
}

function Detail({ study, studies }: { study: CaseStudy; studies: readonly CaseStudy[] }) {
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pb-10 pt-8">
          <BreadcrumbTrail crumbs={caseStudyBreadcrumbs(study)} />
          <CaseStudyBadges study={study} className="mt-6" />
          <h1 className="mt-4 max-w-4xl text-4xl font-extrabold sm:text-display-lg">{study.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-ink-700">{study.description}</p>
          {/* The dates of the write-up, shown where the Article markup states them. */}
          <p className="mt-4 text-sm text-ink-600">
            Published <time dateTime={study.published}>{formatLongDate(study.published)}</time> · Updated{' '}
            <time dateTime={study.updated}>{formatLongDate(study.updated)}</time>
          </p>
        </Container>
      </header>
      <Container className="grid gap-12 pb-section lg:grid-cols-[1fr_20rem]">
        <div>
          <img
            src={study.image}
            alt={`Illustration for the ${study.category} case study`}
            width={800}
            height={450}
            className="aspect-video w-full rounded-card bg-brand-50 object-cover"
          />
          <StorySection id="challenge-heading" title="The challenge" paragraphs={study.challenge} />
          <section aria-labelledby="approach-heading" className="mt-10">
            <h2 id="approach-heading" className="text-display-sm">
              Our approach
            </h2>
            <ol className="mt-4 space-y-3">
              {APPROACH.map((step, index) => (
                <li key={step} className="flex gap-3 text-ink-800">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="results-heading" className="mt-10">
            <h2 id="results-heading" className="text-display-sm">
              The results
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              {study.results.map((result) => (
                <div key={result.label} className="rounded-card border border-ink-100 bg-white p-5 shadow-card">
                  <dt className="text-sm font-medium text-ink-600">{result.label}</dt>
                  <dd className="mt-2">
                    <span className="flex items-center gap-2 font-display text-3xl font-extrabold text-ink-950">
                      <TrendIcon positive={result.positive} className="size-6" />
                      {result.value}
                    </span>
                    {result.change ? (
                      <span className={`mt-1 block text-sm font-semibold ${result.positive ? 'text-success' : 'text-danger'}`}>{result.change}</span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <StorySection id="conclusion-heading" title="Conclusion" paragraphs={study.conclusion} />
          <CaseStudyRelated study={study} studies={studies} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-card bg-ink-50 p-6">
            <h2 className="text-lg font-bold">Project overview</h2>
            <dl className="mt-4 space-y-3 text-sm">
              {projectOverview(study).map((fact) => (
                <div key={fact.term}>
                  <dt className="font-semibold text-ink-600">{fact.term}</dt>
                  <dd className={cn(fact.detailClassName, 'text-ink-900')}>{fact.detail}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-600">Key achievements</h3>
            <CheckList items={study.keyAchievements} className="mt-3 text-sm text-ink-900" />
          </div>
          <div className="rounded-card bg-brand-900 p-6 text-white">
            <h2 className="text-lg font-bold text-white">Want results like these?</h2>
            <p className="mt-2 text-sm text-brand-100">Get a free consultation and an honest look at where your business ranks today.</p>
            <LinkButton to="/contact" variant="accent" size="sm" className="mt-4">
              Contact us
            </LinkButton>
          </div>
        </aside>
      </Container>
    </article>
  );
}

/** /case-studies/{id}: loading, then the study or 'Case Study Not Found' with its toast. */
export function CaseStudyDetail({ id }: { id: string }) {
  const { data, isPending, isError } = useCaseStudies();
  const study = data?.find((item) => item.id === id);
  const missing = !isPending && !study;

  useEffect(() => {
    // One id for both: a re-run effect (React StrictMode) updates the toast instead of repeating it.
    if (isError) void notify.error('Failed to load case study details', { id: 'case-study-error' });
    else if (missing) void notify.error('Case study not found', { id: 'case-study-error' });
  }, [missing, isError]);

  if (isPending) {
    return (
      <p role="status" className="py-section text-center text-lg text-ink-700">
        Loading case study...
      </p>
    );
  }
  return study && data ? <Detail study={study} studies={data} /> : <NotFound />;
}
