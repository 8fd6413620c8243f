import { Link } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { allFaqs, faqCategories } from '@/content/faqs';
import { FaqBrowser } from '@/features/faqs';
import { faqPageSchema } from '@/lib/structured-data/faq-page';

export default function FaqsPage() {
  return (
    <>
      <PageHead
        title="SEO FAQs: Pricing, Results & Local SEO | LA SEO Group"
        description="Answers to common SEO questions: how long results take, contracts and cancelling, local SEO, technical work and the ROI that our Los Angeles clients see."
        path="/faqs"
        jsonLd={faqPageSchema(allFaqs)}
      />
      <PageHero
        eyebrow="FAQs"
        title="Frequently Asked Questions"
        intro="Straight answers about SEO, how we work, what it costs and what results to expect. Search below or browse by topic."
      />
      <section className="pb-section">
        <Container size="prose">
          <FaqBrowser categories={faqCategories} />
          <div className="mt-14 rounded-card bg-brand-50 p-8">
            <h2 className="text-display-sm">Still have a question?</h2>
            <p className="mt-2 text-ink-700">Ask a strategist directly, or compare our plans and prices.</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to="/contact" className={buttonClasses()}>
                Contact us
              </Link>
              <Link to="/pricing" className={buttonClasses({ variant: 'secondary' })}>
                See pricing
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
