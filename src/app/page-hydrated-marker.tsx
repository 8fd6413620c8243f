import { useEffect } from 'react';

/**
 * Marks the document once the page's own section has hydrated, so tests (and anyone debugging) can
 * tell an interactive page from a static one. It sits after the page inside <main>, which
 * hydrates in a later commit than the header (HydrateInTurn): a mark set with the first commit
 * would let a test act on a page whose content React has not reached yet.
 */
export function PageHydratedMarker(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
