import { caseStudies as builtInCaseStudies } from '@/content/case-studies/case-studies';
import type { CaseStudy } from '@/content/types';

export { builtInCaseStudies };

export const CASE_STUDIES_URL = '/api/case-studies';

/** A minimal shape check: a list whose items have the fields the pages read. */
export function isCaseStudyList(data: unknown): data is CaseStudy[] {
  return (
    Array.isArray(data) &&
    data.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as CaseStudy).id === 'string' &&
        typeof (item as CaseStudy).title === 'string' &&
        typeof (item as CaseStudy).category === 'string' &&
        // The detail page formats these dates; a list without them would stop it rendering.
        typeof (item as CaseStudy).published === 'string' &&
        typeof (item as CaseStudy).updated === 'string' &&
        Array.isArray((item as CaseStudy).results),
    )
  );
}

/**
 * The case-study list from the site's own /api/case-studies. A non-OK answer, a network failure or
 * data of the wrong shape is logged and the built-in list is used instead (docs/requirements/company-pages.md#case-study-api).
 */
export async function fetchCaseStudies(fetchImpl: typeof fetch = fetch): Promise<CaseStudy[]> {
  try {
    const response = await fetchImpl(CASE_STUDIES_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      console.warn(`Case studies: ${CASE_STUDIES_URL} answered ${response.status}; using the built-in list.`);
      return builtInCaseStudies;
    }
    const data: unknown = await response.json();
    if (!isCaseStudyList(data)) {
      console.warn('Case studies: unexpected data from the API; using the built-in list.');
      return builtInCaseStudies;
    }
    return data;
  } catch (error) {
    console.warn('Case studies: request failed; using the built-in list.', error instanceof Error ? error.message : error);
    return builtInCaseStudies;
  }
}

/** 'all' plus each distinct category, lowercased, in order of first appearance. */
export function caseStudyCategories(studies: CaseStudy[]): string[] {
  return ['all', ...new Set(studies.map((study) => study.category.toLowerCase()))];
}

export function filterByCategory(studies: CaseStudy[], category: string): CaseStudy[] {
  return category === 'all' ? studies : studies.filter((study) => study.category.toLowerCase() === category);
}
