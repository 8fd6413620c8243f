import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { ConfirmReport } from '@/features/weekly-reports/components/confirm-report';
import { QueryProvider } from '@/lib/query-provider';

/** Where a weekly report's confirmation link leads (docs/decisions/0025-weekly-report-double-opt-in.md). Not for search engines. */
export default function WeeklyReportConfirmPage() {
  return (
    <>
      <PageHead
        title="Confirm Your Weekly SEO Report | LA SEO Group"
        description="Confirm the weekly SEO report e-mails from Los Angeles SEO Group with the link from your confirmation e-mail."
        path="/weekly-reports/confirm"
        noindex
      />
      <section className="py-section">
        <Container size="narrow">
          <QueryProvider>
            <ConfirmReport />
          </QueryProvider>
        </Container>
      </section>
    </>
  );
}
