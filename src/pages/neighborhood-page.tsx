import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { neighborhoodBreadcrumbs, NeighborhoodDetailView, NeighborhoodNotFound, neighborhoodPageTitle, neighborhoodPath } from '@/features/neighborhoods';
import { useNeighborhood } from '@/features/neighborhoods/lib/use-neighborhood';
import { breadcrumbSchema } from '@/lib/structured-data/breadcrumbs';
import { serviceSchema } from '@/lib/structured-data/service';

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

  return (
    <>
      <PageHead
        title={neighborhoodPageTitle(place.name)}
        description={place.metaDescription}
        path={path}
        jsonLd={[
          // The page sells a service in one place; the business itself is described once, on home, about and contact (decision 0020).
          serviceSchema({
            name: `Local SEO in ${place.name}`,
            serviceType: 'Local search engine optimization',
            description: place.metaDescription,
            path,
            areaServed: `${place.name}, Los Angeles County, California`,
          }),
          breadcrumbSchema(neighborhoodBreadcrumbs(place)),
        ]}
      />
      <NeighborhoodDetailView place={place} />
    </>
  );
}
