import { PageIntro } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { caseStudiesPage } from '@/content/case-studies/case-studies-page';
import { CaseStudyList } from '@/features/case-studies';
import { QueryProvider } from '@/lib/query-provider';

export default function CaseStudiesPage() {
  return (
    <>
      <PageIntro page={caseStudiesPage} path="/case-studies" />
      <section className="pb-section">
        <Container>
          <QueryProvider>
            <CaseStudyList />
          </QueryProvider>
        </Container>
      </section>
    </>
  );
}
