import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/layout/page-hero';
import { CaseStudyList } from '@/features/case-studies';
import { QueryProvider } from '@/lib/query-provider';
import { topLevelBreadcrumb } from '@/lib/structured-data';

export default function CaseStudiesPage() {
  return (
    <>
      <PageHead
        title="SEO Case Studies | Los Angeles SEO Group"
        description="How Los Angeles businesses in healthcare, law, retail, restaurants and more grew calls, leads and sales with our local and technical SEO."
        path="/case-studies"
        jsonLd={topLevelBreadcrumb('Case Studies', '/case-studies')}
      />
      <PageHero
        title="Case Studies"
        intro="Real Los Angeles businesses, the problems that kept them off page one, and what changed once we fixed them."
      />
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
