import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '@/components/layout/header';
import { HydrateInTurn } from '@/components/layout/hydrate-in-turn';
import { SkipLink } from '@/components/layout/skip-link';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { PlainFooter } from '@/components/layout/plain-footer';
import { LazyNewsletterForm, LeadPopupHost, TipNotifications } from '@/features/lead-capture';
import { PageHydratedMarker } from './page-hydrated-marker';
import { RouteEffects } from './route-effects';
import { interruptionsAllowedOn, marketingFooterOn } from './route-table';

// The footer (links, countdown, social icons) is prerendered and readable at once, and its links
// work as plain links; its code arrives after the page above it is interactive.
const Footer = lazy(() => import('@/components/layout/footer').then((module) => ({ default: module.Footer })));

export function RootLayout() {
  const { pathname } = useLocation();
  const interruptions = interruptionsAllowedOn(pathname);
  return (
    <>
      {/* First, so the visit is counted before the pop-up reads the count. */}
      <RouteEffects />
      <SkipLink />
      {/* The page hydrates in a commit of its own, after the header's (HydrateInTurn says why). */}
      <HydrateInTurn>
        <Header />
        <main id="main" tabIndex={-1} className="pt-header outline-none">
          <Outlet />
          <PageHydratedMarker />
        </main>
      </HydrateInTurn>
      {/* Staff pages (the route table's marketingFooter: false) get the copyright line only. */}
      {marketingFooterOn(pathname) ? (
        <Suspense fallback={null}>
          <Footer
            newsletter={
              <Suspense fallback={null}>
                <LazyNewsletterForm />
              </Suspense>
            }
          />
        </Suspense>
      ) : (
        <PlainFooter />
      )}
      <LazyToaster />
      <LeadPopupHost allowed={interruptions} />
      <TipNotifications allowed={interruptions} />
    </>
  );
}
