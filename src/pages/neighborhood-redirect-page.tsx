import { Link, Navigate, useParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { neighborhoodListingById } from '@/content/neighborhoods';
import { neighborhoodPath } from '@/features/neighborhoods/links';
import { useIsClient } from '@/lib/use-is-client';

/**
 * The old address, /neighborhood/{id} (docs/requirements/neighborhoods.md#old-address). Only this route renders the page, so its path always
 * holds /neighborhood/ and never /los-angeles-seo/; it replaces itself with the canonical address.
 * Unknown ids move too: the target page says the neighborhood was not found.
 */
export default function NeighborhoodRedirectPage() {
  const { id = '' } = useParams();
  const place = neighborhoodListingById(id);
  const target = neighborhoodPath(id);
  // The prerendered HTML and the hydrating render must match, so navigate only once hydrated.
  const isClient = useIsClient();

  return (
    <>
      <PageHead
        title={place ? `${place.name} SEO | LA SEO Group` : 'Page moved | LA SEO Group'}
        description={
          place
            ? `Our ${place.name} SEO page has moved to a new address. Follow the link to see how we help ${place.name} businesses win more customers from Google.`
            : 'This neighborhood page has moved. Follow the link to its new address, or browse every Los Angeles neighborhood we serve.'
        }
        path={target}
        noindex
      />
      {isClient ? <Navigate to={target} replace /> : null}
      <section className="py-section">
        <Container size="narrow" className="text-center">
          <h1 className="text-display-md">Page moved</h1>
          <p className="mt-4 text-lg text-ink-700">
            This page has moved to{' '}
            <Link to={target} replace className="font-semibold text-brand-700 underline hover:text-brand-800">
              {place ? `${place.name} SEO Services` : target}
            </Link>
            .
          </p>
        </Container>
      </section>
    </>
  );
}
