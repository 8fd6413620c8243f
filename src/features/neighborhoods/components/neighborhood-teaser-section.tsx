import { Link } from 'react-router-dom';
import { ArrowRight, MapPin } from 'lucide-react';
import { neighborhoodTeasers } from '@/content/home';
import { neighborhoodSlug } from '@/lib/slug';
import { LinkButton } from '@/components/ui/link-button';
import { PageSection } from '@/components/ui/page-section';

export function NeighborhoodTeaserSection() {
  return (
    <PageSection
      headingId="neighborhoods-heading"
      eyebrow="Local expertise"
      title="SEO for every corner of Los Angeles"
      intro="Search results change from one neighborhood to the next. We build strategies around the streets your customers actually search from."
      className="bg-ink-50"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {neighborhoodTeasers.map((neighborhood) => (
          <li key={neighborhood.name}>
            <Link
              to={`/los-angeles-seo/${neighborhoodSlug(neighborhood.name)}`}
              className="group flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card transition-shadow hover:shadow-raised"
            >
              <MapPin aria-hidden="true" className="size-6 text-accent-600" />
              <h3 className="mt-4 text-xl font-bold">{neighborhood.name}</h3>
              <p className="mt-2 flex-1 text-ink-700">{neighborhood.description}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                SEO in {neighborhood.name}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <LinkButton to="/neighborhoods" variant="secondary">
          Find Your Neighborhood
        </LinkButton>
      </div>
    </PageSection>
  );
}
