import { useRef, useState } from 'react';
import type { NeighborhoodCard as NeighborhoodCardData, NeighborhoodRegion } from '@/content/neighborhoods';
import { neighborhoodCards } from '@/content/neighborhoods/directory.generated';
import { filterNeighborhoods } from '../../lib/filter-neighborhoods';
import { NeighborhoodCard } from './neighborhood-card';
import { SearchField } from '@/components/ui/search-field';
import { NoNeighborhoodsFound } from './no-neighborhoods-found';
import { RegionFilter } from './region-filter';

/** The /neighborhoods directory: a search box, region toggles and the matching cards. */
export function NeighborhoodDirectory({ places = neighborhoodCards }: { places?: readonly NeighborhoodCardData[] }) {
  const [query, setQuery] = useState('');
  const [region, setRegion] = useState<NeighborhoodRegion | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const shown = filterNeighborhoods(places, { query, region });

  const resetFilters = () => {
    setQuery('');
    setRegion(null);
    // The Reset button disappears with the empty state, so hand focus to the search box.
    searchInput.current?.focus();
  };

  return (
    <div>
      <div className="grid gap-5 rounded-card border border-ink-100 bg-white p-6 shadow-card">
        <SearchField
          label="Search by neighborhood or industry"
          value={query}
          onChange={setQuery}
          inputRef={searchInput}
          placeholder="e.g. Silver Lake, restaurants, healthcare"
        />
        <RegionFilter selected={region} onChange={setRegion} />
      </div>
      <p aria-live="polite" aria-atomic="true" className="mt-6 text-sm font-medium text-ink-700">
        {resultSummary(shown.length, places.length)}
      </p>
      <div className="mt-4">
        {shown.length === 0 ? (
          <NoNeighborhoodsFound onReset={resetFilters} />
        ) : (
          <ul aria-label="Neighborhoods" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((place) => (
              <li key={place.id}>
                <NeighborhoodCard place={place} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function resultSummary(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} neighborhoods`;
  return `Showing ${shown} of ${total} neighborhoods`;
}
