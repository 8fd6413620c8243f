import { Link } from 'react-router-dom';
import { Accordion } from '@/components/ui/accordion';
import type { NeighborhoodFaq } from '@/content/neighborhoods/neighborhood-copy';
import { DetailSection } from './detail-section';
import { SECTION_IDS } from './section-ids';

/** The page's three generated FAQs, for readers only: no FAQPage markup (docs/decisions/0020-structured-data-policy.md). */
export function NeighborhoodFaqSection({ name, faqs }: { name: string; faqs: NeighborhoodFaq[] }) {
  return (
    <DetailSection id={SECTION_IDS.faq} headingId="faq-heading" eyebrow="FAQs" title={`Questions from ${name} business owners`}>
      <Accordion
        items={faqs.map((faq, index) => ({
          id: `faq-${index}`,
          title: faq.question,
          content: (
            <>
              <p>{faq.answer}</p>
              {faq.link ? (
                <Link to={faq.link.to} className="mt-3 inline-block font-semibold text-brand-700 underline hover:text-brand-800">
                  {faq.link.label}
                </Link>
              ) : null}
            </>
          ),
        }))}
      />
    </DetailSection>
  );
}
