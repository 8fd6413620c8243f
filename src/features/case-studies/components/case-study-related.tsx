import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { servicesNav } from '@/content/navigation';
import { neighborhoodList } from '@/content/neighborhoods/list.generated';
import type { CaseStudy } from '@/content/types';
import { placeOf, relatedCaseStudies } from '../lib/related-case-studies';

const inlineLink = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * Where a reader of one study goes next: the related studies, the service the work belongs to and,
 * when the site has a page for the place, that neighborhood's page. Before issue 50 most studies were
 * linked from the case-study list alone.
 */
export function CaseStudyRelated({ study, studies }: { study: CaseStudy; studies: readonly CaseStudy[] }) {
  const related = relatedCaseStudies(study, studies, neighborhoodList);
  const service = servicesNav.items.find((item) => item.path === `/services/${study.service}`);
  const place = placeOf(study, neighborhoodList);
  return (
    <section aria-labelledby="related-heading" className="mt-14 border-t border-ink-100 pt-10">
      <h2 id="related-heading" className="text-display-sm">
        Related case studies
      </h2>
      {related.length ? (
        <ul className="mt-6 space-y-4">
          {related.map((other) => (
            <li key={other.id} className="group relative rounded-card border border-ink-100 bg-white p-5 shadow-card has-[a:focus-visible]:focus-ring">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                {other.category} · {other.location}
              </p>
              <h3 className="mt-1 text-lg font-bold leading-snug text-ink-950">
                <Link to={other.link} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {other.title}
                </Link>
              </h3>
              <span aria-hidden="true" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Read the case study <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {service ? (
        <p className="mt-6 text-ink-800">
          This work is part of our{' '}
          <Link to={service.path} className={inlineLink}>
            {service.name} service
          </Link>
          .
        </p>
      ) : null}
      {place ? (
        <p className="mt-2 text-ink-800">
          In business in {place.name}?{' '}
          <Link to={`/los-angeles-seo/${place.id}`} className={inlineLink}>
            See how we approach local search in {place.name}
          </Link>
          .
        </p>
      ) : null}
    </section>
  );
}
