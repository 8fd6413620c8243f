import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import type { Neighborhood } from '@/content/neighborhoods';
import { neighborhoodFaqs } from '@/content/neighborhoods/neighborhood-copy';
import { neighborhoodBreadcrumbs } from '../../lib/neighborhood-paths';
import { BreadcrumbTrail } from '@/components/layout/breadcrumb-trail';
import { InPageNav } from './in-page-nav';
import { LocalInsightsSection } from './local-insights-section';
import { NeighborhoodContactSection } from './neighborhood-contact-section';
import { NeighborhoodFacts } from './neighborhood-facts';
import { NeighborhoodFaqSection } from './neighborhood-faq-section';
import { NeighborhoodServicesSection } from './neighborhood-services-section';
import { SameRegionNeighborhoods } from './same-region-neighborhoods';
import { StrategySection } from './strategy-section';
import { WhySeoSection } from './why-seo-section';

/** A neighborhood's SEO page (docs/requirements/neighborhoods.md#detail-page): the content column and the contact form beside it. */
export function NeighborhoodDetailView({ place }: { place: Neighborhood }) {
  return (
    <>
      <div className="bg-brand-50">
        <Container className="pt-6">
          <BreadcrumbTrail crumbs={neighborhoodBreadcrumbs(place)} />
        </Container>
      </div>
      <PageHero eyebrow="Local SEO in Los Angeles" title={`${place.name} SEO Services`} intro={place.heroIntro}>
        <NeighborhoodFacts place={place} />
        <InPageNav />
      </PageHero>
      <Container className="grid gap-14 pb-section pt-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
        <div className="space-y-16">
          <WhySeoSection place={place} />
          <NeighborhoodServicesSection place={place} />
          <LocalInsightsSection place={place} />
          <StrategySection place={place} />
          <NeighborhoodFaqSection name={place.name} faqs={neighborhoodFaqs(place)} />
          <SameRegionNeighborhoods place={place} />
        </div>
        <NeighborhoodContactSection name={place.name} />
      </Container>
    </>
  );
}
