import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { CalendarCheck, CheckCircle2, Clock, ListChecks, UserRound } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { PhoneAndEmailItems } from '@/components/ui/phone-and-email-items';
import { bookPage } from '@/content/book';
import { useIsClient } from '@/lib/use-is-client';

// The picker and the form (the data client, react-hook-form, the time zone formatting) load after the
// page has hydrated: the prerendered page says what the call is, who it is with, what it gives and what
// to have ready, and how else to reach us; the JS before interaction stays the page's own
// (docs/decisions/0062-book-page.md).
const BookingScheduler = lazy(() => import('@/features/booking/components/booking-scheduler'));

/**
 * Until the picker has loaded (and without JavaScript): where it will be, and how else to book. No live
 * region: the scheduler says "Loading the free times..." once through the shared announcer, so this
 * line, in the HTML and again as the fallback while the picker's code loads, is never heard twice.
 */
function PickerPlaceholder() {
  return (
    <section aria-labelledby="book-picker-heading" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <h2 id="book-picker-heading" className="font-display text-2xl font-bold text-ink-950">
        Choose a time
      </h2>
      <p className="mt-6 text-ink-700">Loading the free times...</p>
      <noscript>
        <p className="mt-2 text-ink-700">Booking online needs JavaScript. Call or e-mail us instead and we will find a time with you.</p>
      </noscript>
    </section>
  );
}

const itemClasses = 'flex gap-3';
const iconClasses = 'mt-0.5 size-5 shrink-0 text-brand-700';

/** What the call is, who it is with, what it gives and what to have ready: the page's own words, prerendered. */
function AboutTheCall() {
  const { call, who, gets, prepare } = bookPage;
  return (
    <div className="rounded-card bg-ink-50 p-6">
      <h2 id="book-call-heading" className="text-xl font-bold">
        {call.heading}
      </h2>
      <ul className="mt-4 space-y-3 text-ink-800">
        <li className={itemClasses}>
          <CalendarCheck aria-hidden="true" className={iconClasses} />
          <span>{call.length}</span>
        </li>
        <li className={itemClasses}>
          <Clock aria-hidden="true" className={iconClasses} />
          <span>{call.hours}</span>
        </li>
      </ul>
      <h2 className="mt-6 text-xl font-bold">{who.heading}</h2>
      <p className="mt-4 flex gap-3 text-ink-800">
        <UserRound aria-hidden="true" className={iconClasses} />
        <span>
          {who.text}{' '}
          <Link to="/about" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {who.link}
          </Link>
        </span>
      </p>
      <h2 className="mt-6 text-xl font-bold">{gets.heading}</h2>
      <ul className="mt-4 space-y-3 text-ink-800">
        {gets.points.map((point) => (
          <li key={point} className={itemClasses}>
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <h2 className="mt-6 text-xl font-bold">{prepare.heading}</h2>
      <ul className="mt-4 space-y-3 text-ink-800">
        {prepare.points.map((point) => (
          <li key={point} className={itemClasses}>
            <ListChecks aria-hidden="true" className={iconClasses} />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <h2 className="mt-6 text-xl font-bold">{bookPage.talkNow}</h2>
      <ul className="mt-4 space-y-3 text-ink-800">
        <PhoneAndEmailItems />
      </ul>
    </div>
  );
}

export default function BookPage() {
  const isClient = useIsClient();
  return (
    <>
      <PageHead title={bookPage.seoTitle} description={bookPage.seoDescription} path="/book" />
      <PageHero title={bookPage.heading} intro={bookPage.intro} />
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
            <AboutTheCall />
          </aside>
        </Container>
      </section>
    </>
  );
}
