import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { KnowledgeBaseList } from '@/features/knowledge-base';
import { topLevelBreadcrumb } from '@/lib/structured-data';

export default function KnowledgeBasePage() {
  return (
    <>
      <PageHead
        title="SEO Knowledge Base | Los Angeles SEO Group"
        description="Free, practical SEO guides for Los Angeles business owners: local SEO, technical fixes, content, links and analytics, written by our team."
        path="/knowledge-base"
        jsonLd={topLevelBreadcrumb('Knowledge Base', '/knowledge-base')}
      />
      <PageHero
        eyebrow="Free guides"
        title="SEO Knowledge Base"
        intro="Plain-English guides to getting found on Google, from your Business Profile to Core Web Vitals. Search, or browse by topic."
      />
      <section className="pb-section">
        <Container>
          <KnowledgeBaseList />
        </Container>
      </section>
    </>
  );
}
