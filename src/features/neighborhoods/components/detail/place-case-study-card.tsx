import { Link } from 'react-router-dom';
import type { Neighborhood } from '@/content/neighborhoods';
import { placeCaseStudies } from '@/content/neighborhoods/case-studies.generated';

/** The place's own case study, or the nearest one, named as such, with a link to it (the study links back). */
export function PlaceCaseStudyCard({ place }: { place: Neighborhood }) {
  const study = placeCaseStudies[place.id];
  if (!study) return null;
  return (
    <aside aria-labelledby="case-study-heading" className="mt-8 rounded-card border border-brand-100 bg-brand-50 p-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        {study.own ? `Our case study in ${place.name}` : `Our nearest case study to ${place.name}, in ${study.location}`}
      </p>
      <h3 id="case-study-heading" className="mt-2 text-lg font-bold text-ink-950">
        {study.title}
      </h3>
      <p className="mt-2 text-ink-700">{study.description}</p>
      <Link to={study.link} className="mt-3 inline-block font-semibold text-brand-700 underline hover:text-brand-800">
        Read the {study.location} case study
      </Link>
    </aside>
  );
}
