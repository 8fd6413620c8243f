import { Link } from 'react-router-dom';
import type { Neighborhood } from '@/content/neighborhoods';
import { DetailSection } from './detail-section';
import { SECTION_IDS } from './section-ids';

/**
 * A pointer to the Local SEO service instead of six service blurbs repeated on every neighborhood
 * page (issue 50): the service is described once, on its own page; this page spends its words on the place.
 */
export function NeighborhoodServicesSection({ place }: { place: Neighborhood }) {
  return (
    <DetailSection id={SECTION_IDS.services} headingId="services-heading" eyebrow="What we do" title={`Our SEO services in ${place.name}`}>
      <p className="text-lg text-ink-700">
        The plan below is our Local SEO service put to work here: your Google Business Profile, consistent listings, reviews, pages for the
        places you serve and local links, with a plain-English report every month.
      </p>
      <Link to="/services/local-seo" className="mt-4 inline-block font-semibold text-brand-700 underline hover:text-brand-800">
        See what Local SEO includes
      </Link>
    </DetailSection>
  );
}
