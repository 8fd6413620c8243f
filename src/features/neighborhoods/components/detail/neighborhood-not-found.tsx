import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { NEIGHBORHOOD_DIRECTORY_PATH } from '../../lib/neighborhood-paths';

/** Shown for a /los-angeles-seo/{id} whose id matches no neighborhood. */
export function NeighborhoodNotFound() {
  return (
    <section className="py-section">
      <Container size="narrow" className="text-center">
        <h1 className="text-display-md">Neighborhood not found</h1>
        <p className="mt-4 text-lg text-ink-700">Sorry, we couldn't find information about this neighborhood.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClasses()}>
            Go Home
          </Link>
          <Link to={NEIGHBORHOOD_DIRECTORY_PATH} className={buttonClasses({ variant: 'secondary' })}>
            Browse all neighborhoods
          </Link>
        </div>
      </Container>
    </section>
  );
}
