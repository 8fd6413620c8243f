import type { NeighborhoodRegion } from '@/content/neighborhoods';
import { cn } from '@/lib/cn';
import { regionLabel } from '../lib/format-figures';

export function RegionBadge({ region, className }: { region: NeighborhoodRegion; className?: string }) {
  return (
    <span className={cn('inline-flex rounded-pill bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800', className)}>{regionLabel(region)}</span>
  );
}
