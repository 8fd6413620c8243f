import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BookOpen, CheckCircle2, Download } from 'lucide-react';
import { PageHead } from '@/components/seo/page-head';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { downloads } from '@/content/downloads';
import { whitepaper } from '@/content/resources/whitepaper';
import { readStorage, storageKeys } from '@/lib/storage';

export default function ThankYouPage() {
  const navigate = useNavigate();

  // Only visitors who just sent a form belong here (session flag formSubmitted).
  useEffect(() => {
    if (readStorage('session', storageKeys.formSubmitted) !== 'true') navigate('/', { replace: true });
  }, [navigate]);

  return (
    <>
      <PageHead
        title="Thank You | LA SEO Group"
        description="Your message has been received. A Los Angeles SEO Group strategist will reply within 24 hours."
        path="/thank-you"
        noindex
      />
      <section className="py-section">
        <Container size="narrow" className="text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-success" />
          <h1 className="mt-6 text-display-md sm:text-display-lg">Your message has been received!</h1>
          <p className="mt-4 text-lg text-ink-700">
            Thank you for getting in touch. A strategist will review your details and reply within 24 hours, Monday to
            Friday.
          </p>
          <div className="mt-10 rounded-card border border-brand-200 bg-brand-50 p-6 text-left">
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <Download aria-hidden="true" className="size-5 text-brand-700" />
              Your free whitepaper
            </h2>
            <p className="mt-2 text-ink-700">
              <span className="font-semibold text-ink-950">{whitepaper.title}:</span> {whitepaper.subtitle}
            </p>
            <a href={downloads.whitepaper.path} download className={buttonClasses({ className: 'mt-4' })}>
              <Download aria-hidden="true" className="size-4" />
              Download the PDF
            </a>
          </div>
          <div className="mt-6 rounded-card border border-ink-100 bg-ink-50 p-6 text-left">
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <BookOpen aria-hidden="true" className="size-5 text-brand-700" />
              While you wait
            </h2>
            <p className="mt-2 text-ink-700">
              Browse our free guides on local SEO, Google Business Profile, technical fixes and content that ranks.
            </p>
            <Link to="/knowledge-base" className="mt-4 inline-flex font-semibold text-brand-700 underline-offset-2 hover:underline">
              Visit the knowledge base
            </Link>
          </div>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" className={buttonClasses()}>
              Back to home
            </Link>
            <Link to="/contact" className={buttonClasses({ variant: 'secondary' })}>
              Contact us
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
