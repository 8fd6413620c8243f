import { lazy, Suspense } from 'react';
import { Phone } from 'lucide-react';
import { site } from '@/content/site';
import { contactFormTitle } from '@/content/neighborhoods/neighborhood-copy';
import { SECTION_IDS } from './section-ids';

// The form (react-hook-form and its rules) loads after the rest of the page.
const ContactForm = lazy(() => import('@/features/lead-capture/components/contact-form/contact-form').then((module) => ({ default: module.ContactForm })));

/** The contact form beside the page, pre-filled with the neighborhood; it stays in view on wide screens. */
export function NeighborhoodContactSection({ name }: { name: string }) {
  return (
    <section id={SECTION_IDS.contact} aria-label={`Contact us about SEO in ${name}`} className="scroll-mt-header">
      <div className="lg:sticky lg:top-24">
        <Suspense fallback={null}>
          <ContactForm neighborhood={name} service="Local SEO" title={contactFormTitle(name)} />
        </Suspense>
        <p className="mt-4 flex items-center justify-center gap-2 text-sm text-ink-700">
          <Phone aria-hidden="true" className="size-4 text-brand-700" />
          Prefer to talk? Call{' '}
          <a href={site.phone.href} className="font-semibold text-brand-700 underline hover:text-brand-800">
            {site.phone.display}
          </a>
        </p>
      </div>
    </section>
  );
}
