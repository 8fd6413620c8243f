import { LegalPage } from '@/components/layout/legal-page';
import { privacyPolicy } from '@/content/legal/privacy-policy';

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
