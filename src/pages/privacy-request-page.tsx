import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/layout/page-hero';
import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';

// The form (react-hook-form, the data client) is prerendered and takes typing at once; its code
// arrives right after the page around it is interactive, as on /contact.
const PrivacyRequestForm = lazy(() => import('@/features/privacy-request').then((module) => ({ default: module.PrivacyRequestForm })));

/**
 * /privacy-request: California lets a visitor make privacy requests through a business's website
 * (decision 0038). Linked from the privacy policy and the footer.
 */
export default function PrivacyRequestPage() {
  return (
    <>
      <PageHead
        title="California Privacy Request Form | Los Angeles SEO Group"
        description="Ask Los Angeles SEO Group to tell you what personal information we hold about you, to delete or correct it, or to never sell or share it, using this short form."
        path="/privacy-request"
      />
      <PageHero
        eyebrow="Your privacy"
        title="Privacy request"
        intro="Ask us what personal information we hold about you, to delete or correct it, or not to sell or share it. Requests are free of charge."
      />
      <section aria-label="Privacy request form" className="pb-section">
        <Container size="prose" className="grid gap-6">
          <Suspense fallback={null}>
            <PrivacyRequestForm />
          </Suspense>
          <p className="text-ink-700">
            To protect you, we confirm that a request comes from you before we act on it, usually by writing to the address you give. How we handle requests, and the other ways to make one, are in our{' '}
            <Link to="/privacy-policy#privacy-requests" className="font-semibold text-brand-700 underline hover:text-brand-800">
              privacy policy
            </Link>
            .
          </p>
        </Container>
      </section>
    </>
  );
}
