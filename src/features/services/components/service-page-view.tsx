import { lazy, Suspense } from 'react';
import { Phone } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Accordion } from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { SectionHeading } from '@/components/ui/section-heading';
import { site } from '@/content/site';
import type { ServicePage } from '@/content/services/types';
import { LeadFormButton } from '@/features/lead-capture/lead-form-dialog';
import { CallToActionSection } from '@/features/marketing';
import { ServiceCaseStudies } from './service-case-studies';
import { ServicePricing } from './service-price-card';
import { ServiceProcessTabs } from './service-process-tabs';

// The form (react-hook-form and its rules) hydrates after the rest of the page.
const ContactForm = lazy(() => import('@/features/lead-capture/contact-form').then((module) => ({ default: module.ContactForm })));

/** The common structure of the five service pages (docs/requirements/services-and-faqs.md#service-page-layout). */
export function ServicePageView({ service }: { service: ServicePage }) {
  return (
    <>
      <PageHero eyebrow={service.hero.eyebrow} title={service.hero.heading} intro={service.hero.intro}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <LeadFormButton service={service.leadService} dialogTitle={service.hero.primaryCta} closeOnSuccess size="lg">
            {service.hero.primaryCta}
          </LeadFormButton>
          <a href={site.phone.href} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            <Phone aria-hidden="true" className="size-5" />
            Call {site.phone.display}
          </a>
        </div>
      </PageHero>

      <section aria-labelledby="benefits-heading" className="py-section">
        <Container>
          <SectionHeading id="benefits-heading" eyebrow={service.name} title={`What ${service.name} does for your business`} />
          <FeatureGrid items={service.benefits} className="mt-12" />
        </Container>
      </section>

      <section aria-labelledby="process-heading" className="bg-ink-50 py-section">
        <Container>
          <SectionHeading id="process-heading" eyebrow="Our process" title={service.process.heading} intro={service.process.intro} />
          <ServiceProcessTabs process={service.process} />
        </Container>
      </section>

      <section aria-labelledby="pricing-heading" className="py-section">
        <Container>
          <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Clear pricing, measurable results" />
          <div className="mt-12">
            <ServicePricing service={service} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="results-heading" className="bg-ink-50 py-section">
        <Container>
          <SectionHeading id="results-heading" eyebrow="Case studies" title="Results from work like this" />
          <ServiceCaseStudies teasers={service.caseStudies} />
        </Container>
      </section>

      <section aria-labelledby="service-faq-heading" className="py-section">
        <Container size="prose">
          <h2 id="service-faq-heading" className="text-display-md">
            {service.name} questions
          </h2>
          <div className="mt-8">
            <Accordion items={service.faqs.map((faq, index) => ({ id: `faq-${index}`, title: faq.q, content: <p>{faq.a}</p> }))} />
          </div>
        </Container>
      </section>

      <section id="contact" aria-labelledby="service-contact-heading" className="scroll-mt-header bg-ink-50 py-section">
        <Container className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div>
            <SectionHeading id="service-contact-heading" align="left" eyebrow="Talk to us" title={service.contact.heading} intro={service.contact.text} />
            <a href={site.phone.href} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'mt-8' })}>
              <Phone aria-hidden="true" className="size-5" />
              {site.phone.display}
            </a>
            <p className="mt-3 text-sm text-ink-700">{site.hours.contactPage}</p>
          </div>
          <Suspense fallback={null}>
            <ContactForm service={service.leadService} title={`Ask about ${service.name}`} />
          </Suspense>
        </Container>
      </section>

      <CallToActionSection
        title={service.phoneCta.heading}
        text={service.phoneCta.text}
        actions={
          <>
            <a href={site.phone.href} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              <Phone aria-hidden="true" className="size-5" />
              Call {site.phone.display}
            </a>
            <LeadFormButton service={service.leadService} dialogTitle={`Request a ${service.name} proposal`} variant="inverse" size="lg">
              Request a proposal
            </LeadFormButton>
          </>
        }
      />
    </>
  );
}
