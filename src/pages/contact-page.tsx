import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Clock, MapPin } from 'lucide-react';
import { PageHead } from '@/components/seo/page-head';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PhoneAndEmailItems } from '@/components/ui/phone-and-email-items';
import { FaqSection } from '@/components/ui/faq-section';
import { SocialLinks } from '@/components/layout/social-links';
import { PageHero } from '@/components/layout/page-hero';
import { contactFaqs } from '@/content/contact';
import { fullAddress, site } from '@/content/site';
import { MapFacade } from '@/features/contact';
import { localBusinessSchema } from '@/lib/structured-data/local-business';

// The form (react-hook-form, the data client) is prerendered and takes typing at once; its code
// arrives right after the page around it is interactive, as on the home page.
const ContactForm = lazy(() => import('@/features/lead-capture/components/contact-form/contact-form').then((module) => ({ default: module.ContactForm })));

const description =
  'Contact Los Angeles SEO Group for a free SEO consultation. Call (213) 555-0142 or send us a message, and we will reply within 24 hours, Monday to Friday.';

export default function ContactPage() {
  return (
    <>
      <PageHead
        title="Contact Us for a Free SEO Consultation | LA SEO Group"
        description={description}
        path="/contact"
        jsonLd={localBusinessSchema()}
      />
      <PageHero
        title="Contact Us"
        intro="Tell us about your business and what you want from search. A strategist will reply within 24 hours with honest next steps, whether or not we end up working together."
      />
      <section className="pb-section">
        <Container className="grid gap-10 lg:grid-cols-[1fr_24rem]">
          <Suspense fallback={null}>
            <ContactForm title="Send us a message" />
          </Suspense>
          <aside aria-labelledby="contact-details-heading" className="space-y-6">
            <div className="rounded-card border border-brand-200 bg-brand-50 p-6">
              <h2 className="text-xl font-bold">Rather pick a time yourself?</h2>
              <p className="mt-2 text-ink-700">Pick a time for a free 30-minute call with a Los Angeles SEO strategist, in your own time zone.</p>
              {/* A plain link in the button's classes: the header's, already loaded (no chunk added to /contact). */}
              <Link to="/book" className={buttonClasses({ className: 'mt-4' })}>
                Book your free consultation
              </Link>
            </div>
            <div className="rounded-card bg-ink-50 p-6">
              <h2 id="contact-details-heading" className="text-xl font-bold">
                Contact details
              </h2>
              <ul className="mt-4 space-y-4 text-ink-800">
                <PhoneAndEmailItems />
                <li className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{fullAddress}</span>
                </li>
                <li className="flex gap-3">
                  <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{site.hours}</span>
                </li>
              </ul>
              <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-600">Follow us</h3>
              <div className="mt-3">
                <SocialLinks tone="light" label="Follow us" />
              </div>
            </div>
            <MapFacade />
          </aside>
        </Container>
      </section>
      <FaqSection headingId="contact-faq-heading" title="Questions before you reach out" faqs={contactFaqs} className="bg-ink-50" />
    </>
  );
}
