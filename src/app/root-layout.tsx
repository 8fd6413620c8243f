import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { SkipLink } from '@/components/layout/skip-link';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { LazyNewsletterForm, LeadPopupHost, TipNotifications } from '@/features/lead-capture';
import { RouteEffects } from './route-effects';

export function RootLayout() {
  return (
    <>
      {/* First, so the visit is counted before the pop-up reads the count. */}
      <RouteEffects />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        <Outlet />
      </main>
      <Footer
        newsletter={
          <Suspense fallback={null}>
            <LazyNewsletterForm />
          </Suspense>
        }
      />
      <LazyToaster />
      <LeadPopupHost />
      <TipNotifications />
    </>
  );
}
