import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { neighborhoodList, type NeighborhoodListing } from '@/content/neighborhoods';
import { nearbyAcrossRegions } from '@/content/neighborhoods/nearby';
import { regionLabel } from '../../lib/format-figures';
import { NEIGHBORHOOD_DIRECTORY_PATH, neighborhoodPath } from '../../lib/neighborhood-paths';

/**
 * Links to the other pages of the same region and to the places next door in other regions
 * (src/content/neighborhoods/nearby.ts), and back to the directory.
 */
export function SameRegionNeighborhoods({ place }: { place: NeighborhoodListing }) {
  const others = neighborhoodList.filter((other) => other.region === place.region && other.id !== place.id);
  const nearby = nearbyAcrossRegions(place.id);
  return (
    <section aria-labelledby="same-region-heading" className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <h2 id="same-region-heading" className="text-xl font-bold text-ink-950">
        {/* A place alone in its region (Boyle Heights in the Eastside) has no "more" of it to offer. */}
        {others.length ? `More ${regionLabel(place.region)} neighborhoods` : 'Neighborhoods nearby'}
      </h2>
      {others.length ? <PlaceLinks places={others} /> : null}
      {nearby.length ? (
        <>
          {others.length ? <h3 className="mt-5 font-sans text-base font-semibold text-ink-950">Nearby in other regions</h3> : null}
          <PlaceLinks places={nearby} />
        </>
      ) : null}
      <Link to={NEIGHBORHOOD_DIRECTORY_PATH} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline">
        Browse all neighborhoods <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

function PlaceLinks({ places }: { places: NeighborhoodListing[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {places.map((other) => (
        <li key={other.id}>
          <Link
            to={neighborhoodPath(other.id)}
            className="inline-flex rounded-pill border border-ink-200 bg-white px-4 py-2 text-sm font-medium text-ink-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
          >
            {other.name} SEO
          </Link>
        </li>
      ))}
    </ul>
  );
}
