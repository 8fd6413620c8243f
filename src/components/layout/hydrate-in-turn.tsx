import { Children, Suspense, type ReactNode } from 'react';

/**
 * Renders its children in order, each nested one Suspense boundary deeper than the one before.
 *
 * Why: when React hydrates prerendered HTML it leaves every Suspense boundary it meets for a later
 * pass, with a render and a commit of its own. Sibling boundaries share that pass; nested ones
 * get one each. So a long page hydrates one section per commit instead of in one long task that
 * blocks a phone's main thread. The boundaries add no elements, so layout and markup stay as they
 * were; on a client-side render nothing suspends here and the sections appear together.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return Children.toArray(children).reduceRight<ReactNode>(
    (later, section) => (
      <>
        {section}
        {later !== null && <Suspense fallback={null}>{later}</Suspense>}
      </>
    ),
    null,
  );
}
