import type { ReactNode } from 'react';
import { Building2, TrendingUp, Users } from 'lucide-react';
import type { Neighborhood } from '@/content/neighborhoods';
import { formatCount, formatRanking } from '../../lib/format-figures';
import { RegionBadge } from '../region-badge';

/** The region badge and the three figures under the page title. */
export function NeighborhoodFacts({ place }: { place: Neighborhood }) {
  return (
    <div className="mt-8">
      <RegionBadge region={place.region} />
      <dl className="mt-5 grid max-w-3xl gap-4 sm:grid-cols-3">
        <Fact icon={<Building2 className="size-5" />} label="Local businesses" value={formatCount(place.businessCount)} />
        <Fact icon={<Users className="size-5" />} label="Residents" value={formatCount(place.population)} />
        <Fact icon={<TrendingUp className="size-5" />} label="Avg. ranking before SEO" value={formatRanking(place.averageRanking)} />
      </dl>
      <p className="mt-3 text-xs text-ink-600">Business and resident counts are rounded estimates.</p>
    </div>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  // A dl's groups may hold only dt and dd, so the icon sits inside the term.
  return (
    <div className="flex flex-col-reverse gap-1 rounded-card border border-ink-100 bg-white p-4 shadow-card">
      <dt className="flex items-center gap-2 text-sm text-ink-600">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-display text-2xl font-bold text-ink-950">{value}</dd>
    </div>
  );
}
