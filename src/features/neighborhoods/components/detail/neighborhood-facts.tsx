import type { ReactNode } from 'react';
import { Building2, TrendingUp, Users } from 'lucide-react';
import { IconTerm } from '@/components/ui/icon-term';
import type { Neighborhood } from '@/content/neighborhoods';
import { formatCompetition, formatCount } from '../../lib/format-figures';
import { figuresNote } from '@/content/neighborhoods/neighborhood-copy';
import { RegionBadge } from '../region-badge';

/** The region badge and the three figures under the page title, each labelled with what it rests on. */
export function NeighborhoodFacts({ place }: { place: Neighborhood }) {
  return (
    <div className="mt-8">
      <RegionBadge region={place.region} />
      <dl className="mt-5 grid max-w-3xl gap-4 sm:grid-cols-3">
        <Fact icon={<Building2 className="size-5" />} label="Businesses (our estimate)" value={formatCount(place.businessCount)} />
        <Fact icon={<Users className="size-5" />} label="Residents" value={formatCount(place.population)} />
        <Fact icon={<TrendingUp className="size-5" />} label="Search competition (our view)" value={formatCompetition(place.searchCompetition)} />
      </dl>
      <p className="mt-3 max-w-3xl text-xs text-ink-600">{figuresNote(place)}</p>
    </div>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-card border border-ink-100 bg-white p-4 shadow-card">
      <IconTerm icon={icon} label={label} className="gap-2 text-sm text-ink-600" chipClassName="flex size-8 rounded-full" />
      <dd className="font-display text-2xl font-bold text-ink-950">{value}</dd>
    </div>
  );
}
