import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { PhoneButton } from '@/components/ui/phone-button';

const defaultActions = (
  <>
    <LinkButton to="/contact" variant="accent" size="lg">
      Get a Free Consultation
    </LinkButton>
    <PhoneButton variant="inverse" size="lg" />
  </>
);

/** The closing call to action: a dark band with a heading, a line of copy and up to two buttons. */
export function CallToActionSection({
  title = 'Ready to be the business Los Angeles finds first?',
  text = 'Book a free consultation and get an honest look at where you rank, why, and what it would take to move up.',
  actions = defaultActions,
}: {
  title?: string;
  text?: string;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby="cta-heading" className="py-section">
      <Container>
        <div className="rounded-[1.5rem] bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-center shadow-raised sm:px-12">
          <h2 id="cta-heading" className="text-display-md text-white">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        </div>
      </Container>
    </section>
  );
}
