import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { UnsubscribeReport } from '@/features/weekly-reports/components/unsubscribe-report';
import { QueryProvider } from '@/lib/query-provider';

/** Where a weekly report's unsubscribe link leads (docs/decisions/0021-weekly-reports.md). Not for search engines. */
export default function UnsubscribePage() {
  return (
    <>
      <PageHead
        title="Unsubscribe from Weekly SEO Reports | LA SEO Group"
        description="Stop the weekly SEO report e-mails from Los Angeles SEO Group with the one-click link from any report."
        path="/unsubscribe"
        noindex
      />
      <section className="py-section">
        <Container size="narrow">
          <QueryProvider>
            <UnsubscribeReport />
          </QueryProvider>
        </Container>
      </section>
    </>
  );
}
