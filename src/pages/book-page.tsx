import { lazy, Suspense } from 'react';
import { CalendarCheck, Clock } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { PhoneAndEmailItems } from '@/components/ui/phone-and-email-items';
import { site } from '@/content/site';
import { useIsClient } from '@/lib/use-is-client';

// The picker and the form (the data client, react-hook-form, the time zone formatting) load after the
// page has hydrated: the prerendered page says what a call is and how else to reach us, and the JS
// before interaction stays the page's own (docs/decisions/0062-book-page.md).
const BookingScheduler = lazy(() => import('@/features/booking/components/booking-scheduler'));

const TITLE = 'Book a Free SEO Consultation | LA SEO Group';
const DESCRIPTION =
  'Pick a free 30-minute call with a Los Angeles SEO strategist. See the open times of the next two weeks in your own time zone and book in one step.';

/** Until the picker has loaded (and without JavaScript): where it will be, and how else to book. */
function PickerPlaceholder() {
  return (
    <section aria-labelledby="book-picker-heading" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <h2 id="book-picker-heading" className="font-display text-2xl font-bold text-ink-950">
        Choose a time
      </h2>
      <p role="status" className="mt-6 text-ink-700">
        Loading the free times...
      </p>
      <noscript>
        <p className="mt-2 text-ink-700">Booking online needs JavaScript. Call or e-mail us instead and we will find a time with you.</p>
      </noscript>
    </section>
  );
}

export default function BookPage() {
  const isClient = useIsClient();
  return (
    <>
      <PageHead title={TITLE} description={DESCRIPTION} path="/book" />
      <PageHero
        title="Book your free consultation"
        intro="Pick a time for a free 30-minute call with one of our Los Angeles SEO strategists. We will look at your site and your market with you and tell you honestly what we would do first."
      />
      <section className="pb-section">
        <Container className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          {/* The picker and the form arrive after hydration; their usual height is kept for them (a full day
              of times), so the page below does not move when they come (e2e/site-wide.mobile.spec.ts). */}
          <div data-scheduler className="min-h-[126rem] min-w-0 sm:min-h-[94rem] md:min-h-[89rem] lg:min-h-[94rem]">
            {isClient ? (
              <Suspense fallback={<PickerPlaceholder />}>
                <BookingScheduler />
              </Suspense>
            ) : (
              <PickerPlaceholder />
            )}
          </div>
          <aside aria-labelledby="book-call-heading" className="space-y-6">
            <div className="rounded-card bg-ink-50 p-6">
              <h2 id="book-call-heading" className="text-xl font-bold">
                What the call is
              </h2>
              <ul className="mt-4 space-y-3 text-ink-800">
                <li className="flex gap-3">
                  <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>30 minutes by phone or video, free and with no obligation.</span>
                </li>
                <li className="flex gap-3">
                  <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>Times in our answered hours: {site.hours}, from 2 hours ahead.</span>
                </li>
              </ul>
              <h2 className="mt-6 text-xl font-bold">Rather talk now?</h2>
              <ul className="mt-4 space-y-3 text-ink-800">
                <PhoneAndEmailItems />
              </ul>
            </div>
          </aside>
        </Container>
      </section>
    </>
  );
}
