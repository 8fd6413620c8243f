import { Link } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { Accordion } from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { IconList } from '@/components/ui/icon-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { seoToolPage as page } from '@/content/seo-tool';
import { CallToActionSection } from '@/features/marketing';
import { ReportSchedulerButton, SeoTool } from '@/features/seo-tool';
import { topLevelBreadcrumb, faqPageSchema } from '@/lib/structured-data';
import { absoluteUrl } from '@/lib/site-url';

export default function SeoToolPage() {
  return (
    <>
      <PageHead
        title={page.seoTitle}
        description={page.seoDescription}
        path="/seo-tool"
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: 'Free SEO Analysis Tool',
            url: absoluteUrl('/seo-tool'),
            applicationCategory: 'BusinessApplication',
            operatingSystem: 'Any (runs in the browser)',
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
            description: page.seoDescription,
          },
          faqPageSchema(page.faqs),
          topLevelBreadcrumb('SEO Tool', '/seo-tool'),
        ]}
      />
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} />
      <section aria-label="SEO analysis tool" className="pb-section">
        <Container>
          <SeoTool />
        </Container>
      </section>
      <section aria-labelledby="tool-benefits-heading" className="bg-ink-50 py-section">
        <Container>
          <SectionHeading id="tool-benefits-heading" eyebrow="Why use it" title="What the free tool tells you" />
          <FeatureGrid items={page.benefits} className="mt-12" />
        </Container>
      </section>
      <section aria-labelledby="custom-audit-heading" className="py-section">
        <Container className="flex flex-col items-start gap-6 rounded-card border border-brand-200 bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="custom-audit-heading" className="text-display-sm">
              {page.customAudit.title}
            </h2>
            <p className="mt-2 text-ink-700">{page.customAudit.text}</p>
          </div>
          <Link to="/contact" className={buttonClasses({ size: 'lg', className: 'shrink-0' })}>
            {page.customAudit.cta}
          </Link>
        </Container>
      </section>
      <section aria-labelledby="weekly-reports-heading" className="bg-ink-50 py-section">
        <Container className="grid gap-10 md:grid-cols-2 md:items-center">
          <div>
            <SectionHeading id="weekly-reports-heading" eyebrow="Weekly reports" title={page.weeklyReports.title} intro={page.weeklyReports.intro} align="left" />
            <ReportSchedulerButton size="lg" className="mt-8">
              {page.weeklyReports.cta}
            </ReportSchedulerButton>
          </div>
          <IconList items={[...page.weeklyReports.points]} icon={CheckCircle2} iconClassName="text-success" className="rounded-card bg-white p-6 shadow-card" />
        </Container>
      </section>
      <section aria-labelledby="tool-faq-heading" className="py-section">
        <Container size="prose">
          <h2 id="tool-faq-heading" className="text-display-md">
            Questions about the tool
          </h2>
          <div className="mt-8">
            <Accordion items={page.faqs.map((faq, index) => ({ id: `faq-${index}`, title: faq.question, content: <p>{faq.answer}</p> }))} />
          </div>
        </Container>
      </section>
      <CallToActionSection
        title={page.closing.title}
        text={page.closing.text}
        actions={
          <>
            <Link to="/contact" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              {page.closing.primary}
            </Link>
            <Link to="/case-studies" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              {page.closing.secondary}
            </Link>
          </>
        }
      />
    </>
  );
}
