import { LegalPage } from '@/components/layout/legal-page';
import { termsOfService } from '@/content/legal/terms-of-service';

export default function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}
