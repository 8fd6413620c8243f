import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { neighborhoodList } from '@/content/neighborhoods';
import { CallToActionSection } from '@/features/marketing';
import { NeighborhoodDirectory } from '@/features/neighborhoods/components/directory/neighborhood-directory';
import { NEIGHBORHOOD_DIRECTORY_PATH } from '@/features/neighborhoods/lib/neighborhood-paths';

export default function NeighborhoodsPage() {
  return (
    <>
      <PageHead
        title="Los Angeles Neighborhoods and Cities We Serve | LA SEO Group"
        description={`Local SEO for ${neighborhoodList.length} Los Angeles neighborhoods and cities, from Downtown LA to Santa Clarita. Search by area or industry and see our local SEO plan for yours.`}
        path={NEIGHBORHOOD_DIRECTORY_PATH}
      />
      <PageHero
        eyebrow="Neighborhoods"
        title="Los Angeles Neighborhoods We Serve"
        intro="Search results change from one part of LA to the next. Find your neighborhood to see who you compete with, what customers there search for and how we would help you rank."
      />
      <section aria-label="Neighborhood directory" className="pb-section">
        <Container>
          <NeighborhoodDirectory />
        </Container>
      </section>
      <CallToActionSection
        title="Don't see your neighborhood?"
        text="We work with businesses across Los Angeles County. Book a free consultation and we will show you where you rank today and what it would take to move up."
      />
    </>
  );
}
