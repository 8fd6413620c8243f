import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { builtInCaseStudies, fetchCaseStudies } from './case-studies-source';
import { caseStudyKeys } from './keys';

const neverChanges = () => () => undefined;

/**
 * True only while React hydrates this component from prerendered HTML: React reads the server
 * snapshot then, and the client one on a fresh mount (a page reached by navigation). useIsClient
 * cannot tell the two apart, since it starts false in both. The price is one synchronous re-render
 * of the caller after hydration, which is why this stays local to the case-study list.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/**
 * The case studies through react-query. A prerendered page is hydrated with the built-in list (what
 * the server rendered), then refreshed from /api/case-studies; a page reached by navigation starts
 * empty, shows its skeletons and fetches.
 */
export function useCaseStudies() {
  const hydrating = useIsHydrating();
  return useQuery({
    queryKey: caseStudyKeys.list(),
    queryFn: () => fetchCaseStudies(),
    initialData: hydrating ? builtInCaseStudies : undefined,
    // Marked stale at once, so the real list is fetched right after hydration.
    initialDataUpdatedAt: 0,
  });
}
