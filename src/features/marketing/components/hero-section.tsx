import { heroFeatures } from '@/content/home';
import { AnchorButton } from '@/components/ui/anchor-button';
import { Container } from '@/components/ui/container';
import { IconBadge } from '@/components/ui/icon-badge';
import { PhoneButton } from '@/components/ui/phone-button';

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
            We help Los Angeles businesses climb Google, own their neighborhood's map results and turn searches into booked appointments, calls and sales.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <AnchorButton href="#contact-us" size="lg">
              Get a Free Consultation
            </AnchorButton>
            <PhoneButton variant="secondary" size="lg" withVerb />
          </div>
        </div>
        <ul className="mt-14 grid gap-5 md:grid-cols-3">
          {heroFeatures.map((feature) => (
            <li key={feature.title} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
              <IconBadge name={feature.icon} />
              <h2 className="mt-4 text-lg font-bold">{feature.title}</h2>
              <p className="mt-2 text-ink-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
