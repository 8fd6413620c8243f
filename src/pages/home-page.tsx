import { lazy, Suspense } from 'react';
import { HydrateInTurn } from '@/components/layout/hydrate-in-turn';
import { PageHead } from '@/components/seo/page-head';
import { localBusinessSchema } from '@/lib/structured-data/local-business';
import { CallToActionSection, ContactSection, HeroSection, StatsSection, WhyChooseUsSection } from '@/features/marketing';
import { NeighborhoodTeaserSection } from '@/features/neighborhoods/components/neighborhood-teaser-section';
import { PopularNeighborhoodsSection } from '@/features/neighborhoods/components/popular-neighborhoods-section';

// The carousel (embla and 50 testimonials) hydrates after the rest of the page is interactive.
const TestimonialsSection = lazy(() => import('@/features/testimonials/components/testimonials-section'));
// The case-study teaser (react-query and the case studies) hydrates after the rest of the page.
const CaseStudyTeaser = lazy(() => import('@/features/case-studies/components/case-study-teaser'));
// The contact form (react-hook-form, validation) hydrates after the hero and the rest of the page.
const ContactForm = lazy(() => import('@/features/lead-capture/components/contact-form/contact-form').then((module) => ({ default: module.ContactForm })));

export default function HomePage() {
  return (
    <>
      <PageHead
        title="Los Angeles SEO Company for Local Businesses | LA SEO Group"
        description="Los Angeles SEO agency helping local businesses rank higher on Google, win the map pack and turn searches into calls. Book your free SEO consultation today."
        path="/"
        jsonLd={localBusinessSchema()}
      />
      <HydrateInTurn>
        <HeroSection />
        <ContactSection
          form={
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          }
        />
        <NeighborhoodTeaserSection />
        <Suspense fallback={null}>
          <CaseStudyTeaser />
        </Suspense>
        <WhyChooseUsSection />
        <CallToActionSection />
        <StatsSection />
        <Suspense fallback={null}>
          <TestimonialsSection />
        </Suspense>
        <PopularNeighborhoodsSection />
      </HydrateInTurn>
    </>
  );
}
