import { Link } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { FaqSection } from '@/components/ui/faq-section';
import { IconList } from '@/components/ui/icon-list';
import { LinkButton } from '@/components/ui/link-button';
import { PageSection } from '@/components/ui/page-section';
import { allFaqs } from '@/content/faqs';
import { customQuotePrompt, deliveryProcess, helpChoosing, pricingIntro, pricingPlans } from '@/content/pricing';
import { PricingPlans } from '@/features/pricing';
import { absoluteUrl } from '@/lib/site-url';
import { monthlyPriceSpecification } from '@/lib/structured-data/price';

const PRICING_FAQS = allFaqs.slice(0, 5);
const description =
  'SEO plans for Los Angeles businesses: Local SEO $950/month, Medium Competitive Keywords $2,000, E-commerce $3,500+, Specialized $5,000+ and Enterprise.';

const withPrice = (priceSpecification: ReturnType<typeof monthlyPriceSpecification>) => (priceSpecification ? { priceSpecification } : {});

export default function PricingPage() {
  return (
    <>
      <PageHead
        title="SEO Pricing and Plans for LA Businesses | LA SEO Group"
        description={description}
        path="/pricing"
        schema={{
          '@type': 'OfferCatalog',
          name: 'SEO plans',
          itemListElement: pricingPlans.map((plan) => ({
            '@type': 'Offer',
            name: plan.title,
            description: plan.description,
            url: absoluteUrl(plan.link),
            ...withPrice(monthlyPriceSpecification(plan.price)),
          })),
        }}
      />
      <PageHero eyebrow="Pricing" title={pricingIntro.heading} intro={pricingIntro.text} />
      <section aria-label="Plans" className="pb-section">
        <Container size="wide">
          <PricingPlans />
        </Container>
      </section>
      <section aria-labelledby="custom-quote-heading" className="pb-section">
        <Container className="flex flex-col items-start gap-6 rounded-card border border-brand-200 bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="custom-quote-heading" className="text-display-sm">
              {customQuotePrompt.heading}
            </h2>
            <p className="mt-2 text-ink-700">{customQuotePrompt.text}</p>
          </div>
          <LinkButton to="/contact" size="lg" className="shrink-0">
            Request a custom quote
          </LinkButton>
        </Container>
      </section>
      <PageSection headingId="process-heading" eyebrow="How it works" title="Four steps from first call to results" className="bg-ink-50">
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {deliveryProcess.map((step, index) => (
            <li key={step.title} className="rounded-card bg-white p-6 shadow-card">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-ink-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <FaqSection headingId="pricing-faq-heading" title="Pricing questions" faqs={PRICING_FAQS}>
        <Link to="/faqs" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          See all FAQs
        </Link>
      </FaqSection>
      <section aria-labelledby="help-choosing-heading" className="pb-section">
        <Container className="grid gap-8 rounded-card bg-ink-900 p-8 text-white md:grid-cols-2 md:p-12">
          <div>
            <h2 id="help-choosing-heading" className="text-display-sm text-white">
              {helpChoosing.heading}
            </h2>
            <p className="mt-3 text-ink-100">{helpChoosing.text}</p>
            <LinkButton to="/contact" variant="accent" size="lg" className="mt-8">
              Get a free consultation
            </LinkButton>
          </div>
          <IconList items={helpChoosing.points} icon={CheckCircle2} iconClassName="text-accent-300" className="space-y-3 text-ink-100" />
        </Container>
      </section>
    </>
  );
}
