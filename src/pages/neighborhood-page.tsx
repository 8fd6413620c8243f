import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { neighborhoodBreadcrumbs, NeighborhoodDetailView, neighborhoodFaqs, NeighborhoodNotFound, neighborhoodPageTitle, neighborhoodPath } from '@/features/neighborhoods';
import { useNeighborhood } from '@/features/neighborhoods/data';
import { breadcrumbSchema, faqPageSchema, localBusinessSchema } from '@/lib/structured-data';

export default function NeighborhoodPage() {
  const { id = '' } = useParams();
  const place = useNeighborhood(id);
  const path = neighborhoodPath(id);

  if (!place) {
    return (
      <>
        <PageHead
          title="Neighborhood Not Found | LA SEO Group"
          description="We could not find this neighborhood. Browse every Los Angeles neighborhood and city we serve, or head back to the home page."
          path={path}
          noindex
        />
        <NeighborhoodNotFound />
      </>
    );
  }

  const faqs = neighborhoodFaqs(place);
  return (
    <>
      <PageHead
        title={neighborhoodPageTitle(place.name)}
        description={place.metaDescription}
        path={path}
        jsonLd={[
          { ...localBusinessSchema(), areaServed: { '@type': 'Place', name: `${place.name}, Los Angeles, CA` } },
          faqPageSchema(faqs),
          breadcrumbSchema(neighborhoodBreadcrumbs(place)),
        ]}
      />
      <NeighborhoodDetailView place={place} faqs={faqs} />
    </>
  );
}
