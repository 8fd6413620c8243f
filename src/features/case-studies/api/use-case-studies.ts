import { useQuery } from '@tanstack/react-query';
import { useIsClient } from '@/lib/use-is-client';
import { builtInCaseStudies, fetchCaseStudies } from './case-studies-source';

/**
 * The case studies through react-query. A prerendered page is hydrated with the built-in list (what
 * the server rendered), then refreshed from /api/case-studies; a page reached by navigation starts
 * empty, shows its skeletons and fetches.
 */
export function useCaseStudies() {
  const hydrating = !useIsClient();
  return useQuery({
    queryKey: ['case-studies'],
    queryFn: () => fetchCaseStudies(),
    initialData: hydrating ? builtInCaseStudies : undefined,
    // Marked stale at once, so the real list is fetched right after hydration.
    initialDataUpdatedAt: 0,
  });
}
