import { Link } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { site } from '@/content/site';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export function CallToActionSection() {
  return (
    <section aria-labelledby="cta-heading" className="py-section">
      <Container>
        <div className="rounded-[1.5rem] bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-center shadow-raised sm:px-12">
          <h2 id="cta-heading" className="text-display-md text-white">
            Ready to be the business Los Angeles finds first?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
            Book a free consultation and get an honest look at where you rank, why, and what it would take to move up.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/contact" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              Get a Free Consultation
            </Link>
            <a href={site.phone.href} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              <Phone aria-hidden="true" className="size-5" />
              {site.phone.display}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
