import type { ReactNode } from 'react';
import { CheckCircle2, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { contactHelpPoints } from '@/content/home';
import { fullAddress, site } from '@/content/site';
import { IconTerm } from '@/components/ui/icon-term';
import { PageSection } from '@/components/ui/page-section';

/**
 * The home page's #contact-us section: what a consultation covers and how to reach the office.
 * `form` is the contact form, supplied by the page that composes this section.
 */
export function ContactSection({ form }: { form?: ReactNode }) {
  return (
    <PageSection
      id="contact-us"
      headingId="contact-us-heading"
      eyebrow="Free consultation"
      title="Let's talk about growing your business"
      intro="Tell us a little about your business and we will get back to you within 24 hours. In a free 30-minute call you get:"
      className="bg-white"
      containerClassName="grid gap-12 lg:grid-cols-2"
      aside={form ? <div>{form}</div> : null}
    >
      <ul className="mt-6 space-y-3">
        {contactHelpPoints.map((point) => (
          <li key={point} className="flex gap-3 text-ink-800">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {point}
          </li>
        ))}
      </ul>
      <dl className="mt-10 grid gap-6 sm:grid-cols-2">
        <ContactDetail icon={<MapPin className="size-5" />} label="Office">
          {fullAddress}
        </ContactDetail>
        <ContactDetail icon={<Clock className="size-5" />} label="Hours">
          {site.hours}
        </ContactDetail>
        <ContactDetail icon={<Phone className="size-5" />} label="Phone">
          <a href={site.phone.href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {site.phone.display}
          </a>
        </ContactDetail>
        <ContactDetail icon={<Mail className="size-5" />} label="E-mail">
          <a href={`mailto:${site.email}`} className="break-all font-semibold text-brand-700 underline-offset-2 hover:underline">
            {site.email}
          </a>
        </ContactDetail>
      </dl>
    </PageSection>
  );
}

function ContactDetail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <IconTerm
        icon={icon}
        label={label}
        className="gap-3 text-sm font-semibold uppercase tracking-wide text-ink-600"
        chipClassName="inline-flex size-10 rounded-lg"
      />
      <dd className="mt-2 pl-13 text-ink-900">{children}</dd>
    </div>
  );
}
