import { Link } from 'react-router-dom';
import { popularNeighborhoods } from '@/content/home';
import { neighborhoodSlug } from '@/lib/slug';
import { Container } from '@/components/ui/container';

export function PopularNeighborhoodsSection() {
  return (
    <section aria-labelledby="popular-neighborhoods-heading" className="py-section-sm">
      <Container className="text-center">
        <h2 id="popular-neighborhoods-heading" className="text-display-sm">
          Popular neighborhoods we serve
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {popularNeighborhoods.map((name) => (
            <li key={name}>
              <Link
                to={`/los-angeles-seo/${neighborhoodSlug(name)}`}
                className="inline-flex rounded-pill border border-ink-200 bg-white px-4 py-2 font-medium text-ink-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
              >
                {name} SEO
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
