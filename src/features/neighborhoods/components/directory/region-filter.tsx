import { Button } from '@/components/ui/button';
import { NEIGHBORHOOD_REGIONS, type NeighborhoodRegion } from '@/content/neighborhoods';
import { regionLabel } from '../../lib/format-figures';
import { toggleRegion } from '../../lib/filter-neighborhoods';

/** 'All Regions' plus a toggle per region; pressing the active region again shows every region. */
export function RegionFilter({ selected, onChange }: { selected: NeighborhoodRegion | null; onChange: (region: NeighborhoodRegion | null) => void }) {
  return (
    <div role="group" aria-label="Filter by region" className="flex flex-wrap gap-2">
      <RegionButton pressed={selected === null} onClick={() => onChange(null)}>
        All Regions
      </RegionButton>
      {NEIGHBORHOOD_REGIONS.map((region) => (
        <RegionButton key={region} pressed={selected === region} onClick={() => onChange(toggleRegion(selected, region))}>
          {regionLabel(region)}
        </RegionButton>
      ))}
    </div>
  );
}

function RegionButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <Button size="sm" variant={pressed ? 'primary' : 'secondary'} aria-pressed={pressed} onClick={onClick}>
      {children}
    </Button>
  );
}
