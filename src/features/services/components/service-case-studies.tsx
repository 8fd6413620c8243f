import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { ServiceCaseStudyLink, ServiceCaseStudyTeaser } from '@/content/services/types';

/**
 * Three results from work like this service, each linking to its case study (or to the list, for
 * work without a page of its own), then the service's other case studies by title.
 */
export function ServiceCaseStudies({ teasers, more = [] }: { teasers: ServiceCaseStudyTeaser[]; more?: ServiceCaseStudyLink[] }) {
  return (
    <>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {teasers.map((teaser) => (
          <li key={teaser.title} className="flex flex-col overflow-hidden rounded-card bg-white shadow-card">
            <img src={teaser.image} alt="" width={800} height={450} loading="lazy" decoding="async" className="aspect-video w-full object-cover" />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg font-bold">{teaser.title}</h3>
              <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                {teaser.stats.map((stat) => (
                  <div key={stat.label} className="rounded-lg bg-brand-50 px-2 py-3">
                    <dt className="text-xs text-ink-700">{stat.label}</dt>
                    <dd className="order-first font-display text-xl font-extrabold text-brand-700">{stat.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 flex-1 text-ink-700">{teaser.summary}</p>
              <Link to={teaser.link} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                {teaser.link === '/case-studies' ? (
                  'Read our case studies'
                ) : (
                  <>
                    Read the case study
                    {/* Three links read alike in a list of links; the title tells them apart. */}
                    <VisuallyHidden>: {teaser.title}</VisuallyHidden>
                  </>
                )}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {more.length ? (
        <p className="mt-8 text-center text-ink-800">
          More results like these:{' '}
          {more.map((study, index) => (
            <span key={study.link}>
              {index ? ' · ' : null}
              <Link to={study.link} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {study.title}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}
