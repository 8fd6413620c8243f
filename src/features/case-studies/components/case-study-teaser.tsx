import { LinkButton } from '@/components/ui/link-button';
import { PageSection } from '@/components/ui/page-section';
import { QueryProvider } from '@/lib/query-provider';
import { useCaseStudies } from '../api/use-case-studies';
import { CaseStudyCard, CaseStudyCardSkeleton } from './case-study-card';

export const TEASER_COUNT = 3;

function TeaserCards() {
  const { data, isPending } = useCaseStudies();
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-3">
      {isPending
        ? Array.from({ length: TEASER_COUNT }, (_, index) => <CaseStudyCardSkeleton key={index} />)
        : (data ?? []).slice(0, TEASER_COUNT).map((study) => <CaseStudyCard key={study.id} study={{ ...study, featured: false }} headingLevel={3} />)}
    </div>
  );
}

/** The home page's case-study teaser: the first 3 studies and 'View All Case Studies'. */
export default function CaseStudyTeaser() {
  return (
    <PageSection
      headingId="case-study-teaser-heading"
      eyebrow="Case studies"
      title="Real results for Los Angeles businesses"
      intro="A few of the local businesses we have helped get found, and what changed for them."
    >
      <QueryProvider>
        <TeaserCards />
      </QueryProvider>
      <div className="mt-10 text-center">
        <LinkButton to="/case-studies" variant="secondary">
          View All Case Studies
        </LinkButton>
      </div>
    </PageSection>
  );
}
