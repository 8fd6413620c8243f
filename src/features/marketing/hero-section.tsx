import { Phone } from 'lucide-react';
import { heroFeatures } from '@/content/home';
import { site } from '@/content/site';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <Container className="pb-section-sm pt-12 sm:pt-16 lg:pt-20">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-pill bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-card">
            #1 SEO company in Los Angeles
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-ink-950 sm:text-display-lg lg:text-display-xl">
            Elevate Your Online Presence
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-700 sm:text-xl">
            We help Los Angeles businesses climb Google, own their neighborhood's map results and turn searches into
            booked appointments, calls and sales.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <a href="#contact-us" className={buttonClasses({ size: 'lg' })}>
              Get a Free Consultation
            </a>
            <a href={site.phone.href} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              <Phone aria-hidden="true" className="size-5" />
              Call {site.phone.display}
            </a>
          </div>
        </div>
        <ul className="mt-14 grid gap-5 md:grid-cols-3">
          {heroFeatures.map((feature) => (
            <li key={feature.title} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={feature.icon} className="size-5" />
              </span>
              <h2 className="mt-4 text-lg font-bold">{feature.title}</h2>
              <p className="mt-2 text-ink-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
