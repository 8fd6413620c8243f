import { Link } from 'react-router-dom';
import { ArrowRight, Building2 } from 'lucide-react';
import type { NeighborhoodCard as NeighborhoodCardData } from '@/content/neighborhoods';
import { fitText } from '@/lib/fit-text';
import { formatCount } from '../../lib/format-figures';
import { RegionBadge } from '../region-badge';
import { neighborhoodPath } from '../../lib/neighborhood-paths';

const CARD_SUMMARY_LENGTH = 140;
const CARD_INDUSTRY_COUNT = 3;

/**
 * One directory entry. The whole card is clickable through the name's link, which keeps the
 * link's accessible name short. Cards point straight at the page's canonical address: the old
 * /neighborhood/{id} is a noindex page that forwards there (docs/requirements/neighborhoods.md#directory-cards).
 */
export function NeighborhoodCard({ place }: { place: NeighborhoodCardData }) {
  return (
    <article className="group relative flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card transition-shadow has-[a:focus-visible]:focus-ring hover:shadow-raised">
      {/* Wraps: a long region ("Santa Clarita Valley") goes under the name on a narrow card instead of past its edge. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 className="text-xl font-bold text-ink-950">
          <Link to={neighborhoodPath(place.id)} className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none">
            {place.name}
          </Link>
        </h2>
        <RegionBadge region={place.region} className="shrink-0" />
      </div>
      <p className="mt-3 flex-1 text-ink-700">{fitText(place.knownFor, CARD_SUMMARY_LENGTH)}</p>
      <ul aria-label={`Key industries in ${place.name}`} className="mt-4 flex flex-wrap gap-2">
        {place.keyIndustries.slice(0, CARD_INDUSTRY_COUNT).map((industry) => (
          <li key={industry} className="rounded-pill bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-800">
            {industry}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-center gap-2 text-sm text-ink-700">
        <Building2 aria-hidden="true" className="size-4 text-brand-700" />
        About {formatCount(place.businessCount)} businesses (our estimate)
      </p>
      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
        See the local SEO plan
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </article>
  );
}
