import { PageIntro } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { knowledgeBasePage } from '@/content/knowledge-base/knowledge-base-page';
import { KnowledgeBaseList } from '@/features/knowledge-base';

export default function KnowledgeBasePage() {
  return (
    <>
      <PageIntro page={knowledgeBasePage} path="/knowledge-base" eyebrow="Free guides" />
      <section className="pb-section">
        <Container>
          <KnowledgeBaseList />
        </Container>
      </section>
    </>
  );
}
