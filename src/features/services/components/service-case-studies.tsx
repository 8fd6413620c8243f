import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import type { ServiceCaseStudyTeaser } from '@/content/services/types';

/** Three results from work like this service, each linking to the case studies. */
export function ServiceCaseStudies({ teasers }: { teasers: ServiceCaseStudyTeaser[] }) {
  return (
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
              Read our case studies
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
