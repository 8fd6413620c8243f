import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { checklistPage } from '@/content/resources/seo-checklist';
import { SeoChecklist } from '@/features/resources';
import { topLevelBreadcrumb } from '@/lib/structured-data';

export default function SeoChecklistPage() {
  return (
    <>
      <PageHead
        title={checklistPage.seoTitle}
        description={checklistPage.seoDescription}
        path="/resources/seo-checklist"
        jsonLd={topLevelBreadcrumb('SEO Checklist', '/resources/seo-checklist')}
      />
      <PageHero eyebrow="Free resource" title={checklistPage.heading} intro={checklistPage.intro} />
      <section className="pb-section">
        <Container size="prose">
          <SeoChecklist />
        </Container>
      </section>
    </>
  );
}
