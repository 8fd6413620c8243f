import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { BookOpen, CalendarCheck, CheckCircle2, Download, type LucideIcon } from 'lucide-react';
import { PageHead } from '@/components/seo/page-head';
import { AnchorButton } from '@/components/ui/anchor-button';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { downloads } from '@/content/downloads';
import { whitepaper } from '@/content/resources/whitepaper';
import { cn } from '@/lib/cn';
import { readStorage, storageKeys } from '@/lib/storage';

export default function ThankYouPage() {
  // Only visitors who just sent a form belong here (session flag formSubmitted). Decided while
  // rendering, not in an effect: an effect runs after the page has painted, and under the dev server
  // the page stayed on screen until the home page's code arrived (issue 40). The prerender has no
  // session and renders the page; the built page's head script forwards a visitor without the flag
  // before it paints (route table: onlyWithSessionFlag), so hydration never meets this branch.
  if (typeof window !== 'undefined' && readStorage('session', storageKeys.formSubmitted) !== 'true') return <Navigate to="/" replace />;

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
            Thank you for getting in touch. A strategist will review your details and reply within 24 hours, Monday to Friday.
          </p>
          <NextStepCard icon={CalendarCheck} title="Skip the wait: pick a time" className="mt-10 border-brand-200 bg-white">
            <p className="mt-2 text-ink-700">
              Pick a time for a free 30-minute call with a Los Angeles SEO strategist, in your own time zone. Use the same e-mail address and we will keep the call
              with the message you just sent.
            </p>
            <LinkButton to="/book" className="mt-4">
              Book your free consultation
            </LinkButton>
          </NextStepCard>
          <NextStepCard icon={Download} title="Your free whitepaper" className="mt-6 border-brand-200 bg-brand-50">
            <p className="mt-2 text-ink-700">
              <span className="font-semibold text-ink-950">{whitepaper.title}:</span> {whitepaper.subtitle}
            </p>
            <AnchorButton href={downloads.whitepaper.path} download icon={Download} className="mt-4">
              Download the PDF
            </AnchorButton>
          </NextStepCard>
          <NextStepCard icon={BookOpen} title="While you wait" className="mt-6 border-ink-100 bg-ink-50">
            <p className="mt-2 text-ink-700">Browse our free guides on local SEO, Google Business Profile, technical fixes and content that ranks.</p>
            <Link to="/knowledge-base" className="mt-4 inline-flex font-semibold text-brand-700 underline-offset-2 hover:underline">
              Visit the knowledge base
            </Link>
          </NextStepCard>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/">Back to home</LinkButton>
            <LinkButton to="/contact" variant="secondary">
              Contact us
            </LinkButton>
          </div>
        </Container>
      </section>
    </>
  );
}

/** A boxed next step under the confirmation: an icon-led h2, then what to read or download. */
function NextStepCard({ icon: Icon, title, className, children }: { icon: LucideIcon; title: string; className: string; children: ReactNode }) {
  return (
    <div className={cn('rounded-card border p-6 text-left', className)}>
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </div>
  );
}
