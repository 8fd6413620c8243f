import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { CheckList } from '@/components/ui/check-list';
import { Container } from '@/components/ui/container';
import { FaqSection } from '@/components/ui/faq-section';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { LinkButton } from '@/components/ui/link-button';
import { PageSection } from '@/components/ui/page-section';
import { seoToolPage as page } from '@/content/seo-tool';
import { CallToActionSection } from '@/features/marketing';
import { SeoTool } from '@/features/seo-tool';
import { ReportSchedulerButton } from '@/features/weekly-reports';

export default function SeoToolPage() {
  return (
    <>
      <PageHead
        title={page.seoTitle}
        description={page.seoDescription}
        path="/seo-tool"
        schema={{
          '@type': 'WebApplication',
          name: 'Free SEO Analysis Tool',
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Any (runs in the browser)',
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          description: page.seoDescription,
        }}
      />
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} />
      <section aria-label="SEO analysis tool" className="pb-section">
        <Container>
          <SeoTool />
        </Container>
      </section>
      <PageSection headingId="tool-benefits-heading" eyebrow="Why use it" title="What the free tool tells you" className="bg-ink-50">
        <FeatureGrid items={page.benefits} className="mt-12" />
      </PageSection>
      <section aria-labelledby="custom-audit-heading" className="py-section">
        <Container className="flex flex-col items-start gap-6 rounded-card border border-brand-200 bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="custom-audit-heading" className="text-display-sm">
              {page.customAudit.title}
            </h2>
            <p className="mt-2 text-ink-700">{page.customAudit.text}</p>
          </div>
          <LinkButton to="/contact" size="lg" className="shrink-0">
            {page.customAudit.cta}
          </LinkButton>
        </Container>
      </section>
      <PageSection
        headingId="weekly-reports-heading"
        eyebrow="Weekly reports"
        title={page.weeklyReports.title}
        intro={page.weeklyReports.intro}
        className="bg-ink-50"
        containerClassName="grid gap-10 md:grid-cols-2 md:items-center"
        aside={<CheckList items={[...page.weeklyReports.points]} className="rounded-card bg-white p-6 shadow-card" />}
      >
        <ReportSchedulerButton size="lg" className="mt-8">
          {page.weeklyReports.cta}
        </ReportSchedulerButton>
      </PageSection>
      <FaqSection headingId="tool-faq-heading" title="Questions about the tool" faqs={page.faqs} />
      <CallToActionSection
        title={page.closing.title}
        text={page.closing.text}
        actions={
          <>
            <LinkButton to="/contact" variant="accent" size="lg">
              {page.closing.primary}
            </LinkButton>
            <LinkButton to="/case-studies" variant="inverse" size="lg">
              {page.closing.secondary}
            </LinkButton>
          </>
        }
      />
    </>
  );
}
