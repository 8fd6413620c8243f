import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Accordion } from './accordion';
import { Container } from './container';

interface FaqSectionProps {
  /** The h2's id, which also names the section's landmark. */
  headingId: string;
  title: ReactNode;
  faqs: readonly { question: string; answer: string }[];
  /** The section's own look, such as its background; the vertical rhythm is always py-section. */
  className?: string;
  /** Shown under the questions, e.g. a link to every FAQ. */
  children?: ReactNode;
}

/** A page's questions and answers: a heading over an accordion, one answer open at a time. */
export function FaqSection({ headingId, title, faqs, className, children }: FaqSectionProps) {
  return (
    <section aria-labelledby={headingId} className={cn(className, 'py-section')}>
      <Container size="prose">
        <h2 id={headingId} className="text-display-md">
          {title}
        </h2>
        <div className="mt-8">
          <Accordion items={faqs.map((faq, index) => ({ id: `faq-${index}`, title: faq.question, content: <p>{faq.answer}</p> }))} />
        </div>
        {children}
      </Container>
    </section>
  );
}
