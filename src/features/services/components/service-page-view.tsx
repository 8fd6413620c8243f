import { Link } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { HydrateInTurn } from '@/components/layout/hydrate-in-turn';
import { BreadcrumbTrail } from '@/components/layout/breadcrumb-trail';
import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { FaqSection } from '@/components/ui/faq-section';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { PageSection } from '@/components/ui/page-section';
import { PhoneButton } from '@/components/ui/phone-button';
import { site } from '@/content/site';
import type { ServicePage } from '@/content/services/types';
import { LeadFormButton } from '@/features/lead-capture/components/lead-form-dialog/lead-form-button';
import { CallToActionSection } from '@/features/marketing';
import { serviceBreadcrumbs } from '../lib/service-breadcrumbs';
import { ServiceCaseStudies } from './service-case-studies';
import { ServicePricing } from './service-price-card';
import { ServiceProcessTabs } from './service-process-tabs';

// The form (react-hook-form and its rules) hydrates after the rest of the page.
const ContactForm = lazy(() => import('@/features/lead-capture/components/contact-form/contact-form').then((module) => ({ default: module.ContactForm })));

/** The common structure of the five service pages (docs/requirements/services-and-faqs.md#service-page-layout). */
export function ServicePageView({ service }: { service: ServicePage }) {
  const { hero, contact, phoneCta } = service;
  return (
    <HydrateInTurn>
      <div className="bg-brand-50">
        <Container className="pt-6">
          <BreadcrumbTrail crumbs={serviceBreadcrumbs(service)} />
        </Container>
      </div>
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} intro={hero.intro}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <LeadFormButton service={service.leadService} dialogTitle={hero.primaryCta} closeOnSuccess size="lg">
            {hero.primaryCta}
          </LeadFormButton>
          <PhoneButton variant="secondary" size="lg" withVerb />
        </div>
      </PageHero>

      <PageSection headingId="benefits-heading" eyebrow={service.name} title={`What ${service.name} does for your business`}>
        <FeatureGrid items={service.benefits} className="mt-12" />
      </PageSection>

      <PageSection headingId="process-heading" eyebrow="Our process" title={service.process.heading} intro={service.process.intro} className="bg-ink-50">
        <ServiceProcessTabs process={service.process} />
      </PageSection>

      <PageSection headingId="pricing-heading" eyebrow="Pricing" title="Clear pricing, measurable results">
        <div className="mt-12">
          <ServicePricing service={service} />
        </div>
      </PageSection>

      <PageSection headingId="results-heading" eyebrow="Case studies" title="Results from work like this" className="bg-ink-50">
        <ServiceCaseStudies teasers={service.caseStudies} more={service.moreCaseStudies} />
      </PageSection>

      <FaqSection headingId="service-faq-heading" title={`${service.name} questions`} faqs={service.faqs.map((faq) => ({ question: faq.q, answer: faq.a }))} />

      <PageSection
        id="contact"
        headingId="service-contact-heading"
        eyebrow="Talk to us"
        title={contact.heading}
        intro={contact.text}
        className="bg-ink-50"
        containerClassName="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start"
        aside={
          <Suspense fallback={null}>
            <ContactForm service={service.leadService} title={`Ask about ${service.name}`} />
          </Suspense>
        }
      >
        <PhoneButton variant="secondary" size="lg" className="mt-8" />
        <p className="mt-3 text-sm text-ink-700">{site.hours}</p>
        <p className="mt-3 text-ink-800">
          Prefer to write at length, or visit us?{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            See every way to reach us on the contact page
          </Link>
          .
        </p>
      </PageSection>

      <CallToActionSection
        title={phoneCta.heading}
        text={phoneCta.text}
        actions={
          <>
            <PhoneButton variant="accent" size="lg" withVerb />
            <LeadFormButton service={service.leadService} dialogTitle={`Request a ${service.name} proposal`} variant="inverse" size="lg">
              Request a proposal
            </LeadFormButton>
          </>
        }
      />
    </HydrateInTurn>
  );
}
