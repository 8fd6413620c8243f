import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { Dashboard } from '@/features/dashboard';
import { QueryProvider } from '@/lib/query-provider';

export default function DashboardPage() {
  return (
    <>
      <PageHead
        title="Leads Dashboard | LA SEO Group"
        description="Staff-only leads dashboard of Los Angeles SEO Group. Sign in with the team password to view, search and export leads."
        path="/dashboard"
        noindex
      />
      <section className="bg-ink-50 py-10">
        <Container size="wide">
          <QueryProvider>
            <Dashboard />
          </QueryProvider>
        </Container>
      </section>
    </>
  );
}
