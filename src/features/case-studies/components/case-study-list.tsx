import { useState } from 'react';
import { announce } from '@/lib/announce';
import { cn } from '@/lib/cn';
import { caseStudyCategories, filterByCategory } from '../api/case-studies-source';
import { useCaseStudies } from '../api/use-case-studies';
import { CaseStudyCard, CaseStudyCardSkeleton } from './case-study-card';

export const LIST_SKELETONS = 6;

/** /case-studies: the category filter and the grid (featured studies span two columns). */
export function CaseStudyList() {
  const { data, isPending } = useCaseStudies();
  const [category, setCategory] = useState('all');
  const studies = data ?? [];
  const shown = filterByCategory(studies, category);

  return (
    <div>
      <div role="group" aria-label="Filter case studies by category" className="flex flex-wrap gap-2">
        {caseStudyCategories(studies).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={category === option}
            onClick={() => {
              setCategory(option);
              // One sentence, not the whole grid read out again (it was a live region: issue 25, WCAG 4.1.3).
              const count = filterByCategory(studies, option).length;
              announce(`${count} case ${count === 1 ? 'study' : 'studies'} shown`);
            }}
            className={cn(
              'rounded-pill border px-4 py-2 text-xs font-semibold uppercase tracking-wide transition-colors',
              category === option ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-200 bg-white text-ink-800 hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            {option}
          </button>
        ))}
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
        {isPending ? Array.from({ length: LIST_SKELETONS }, (_, index) => <CaseStudyCardSkeleton key={index} />) : null}
        {!isPending && shown.length === 0 ? <p className="col-span-full text-center text-ink-700">No case studies found</p> : null}
        {shown.map((study) => (
          <CaseStudyCard key={study.id} study={study} />
        ))}
      </div>
    </div>
  );
}
