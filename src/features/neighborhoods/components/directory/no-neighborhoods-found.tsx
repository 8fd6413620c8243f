import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** Shown when the search and region match nothing. */
export function NoNeighborhoodsFound({ onReset }: { onReset: () => void }) {
  return (
    <div className="rounded-card bg-ink-50 p-8 text-center">
      <p className="text-lg font-semibold text-ink-950">No neighborhoods found</p>
      <p className="mx-auto mt-1 max-w-xl text-ink-700">
        Try another name or industry, or show every region. We work with businesses across Los Angeles County, so if your area is not listed,{' '}
        <Link to="/contact" className="font-semibold text-brand-700 underline hover:text-brand-800">
          tell us where you are
        </Link>
        .
      </p>
      <Button variant="secondary" className="mt-4" onClick={onReset}>
        Reset Filters
      </Button>
    </div>
  );
}
