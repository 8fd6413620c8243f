import { PageHead } from '@/components/seo/page-head';
import { LegalDocumentView } from '@/components/layout/legal-document-view';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { topLevelBreadcrumb } from '@/lib/structured-data';

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHead
        title="Privacy Policy | LA SEO Group"
        description={privacyPolicy.description}
        path="/privacy-policy"
        jsonLd={topLevelBreadcrumb('Privacy Policy', '/privacy-policy')}
      />
      <LegalDocumentView document={privacyPolicy} />
    </>
  );
}
