import { PageIntro } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { checklistPage } from '@/content/resources/seo-checklist';
import { SeoChecklist } from '@/features/resources';

export default function SeoChecklistPage() {
  return (
    <>
      <PageIntro page={checklistPage} path="/resources/seo-checklist" eyebrow="Free resource" />
      <section className="pb-section">
        <Container size="prose">
          <SeoChecklist />
        </Container>
      </section>
    </>
  );
}
