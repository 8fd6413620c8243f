import { PageHead } from '@/components/seo/page-head';
import { LegalDocumentView } from '@/components/layout/legal-document-view';
import { termsOfService } from '@/content/legal/terms-of-service';
import { topLevelBreadcrumb } from '@/lib/structured-data';

export default function TermsOfServicePage() {
  return (
    <>
      <PageHead
        title="Terms of Service | LA SEO Group"
        description={termsOfService.description}
        path="/terms-of-service"
        jsonLd={topLevelBreadcrumb('Terms of Service', '/terms-of-service')}
      />
      <LegalDocumentView document={termsOfService} />
    </>
  );
}
