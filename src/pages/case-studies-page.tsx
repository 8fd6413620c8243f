import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { CaseStudyList } from '@/features/case-studies';
import { QueryProvider } from '@/lib/query-provider';
import { breadcrumbSchema } from '@/lib/structured-data';

export default function CaseStudiesPage() {
  return (
    <>
      <PageHead
        title="SEO Case Studies | Los Angeles SEO Group"
        description="How Los Angeles businesses in healthcare, law, retail, restaurants and more grew calls, leads and sales with our local and technical SEO."
        path="/case-studies"
        jsonLd={breadcrumbSchema([
          { name: 'Home', path: '/' },
          { name: 'Case Studies', path: '/case-studies' },
        ])}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white py-section-sm">
        <Container>
          <h1 className="text-4xl font-extrabold sm:text-display-lg">Case Studies</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-700">
            Real Los Angeles businesses, the problems that kept them off page one, and what changed once we fixed them.
          </p>
        </Container>
      </section>
      <section className="pb-section">
        <Container>
          <QueryProvider>
            <CaseStudyList />
          </QueryProvider>
        </Container>
      </section>
    </>
  );
}
