import { Outlet } from 'react-router-dom';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { SkipLink } from '@/components/layout/skip-link';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { useRouteChangeEffects } from './use-route-change-effects';

export function RootLayout() {
  useRouteChangeEffects();
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        <Outlet />
      </main>
      <Footer />
      <LazyToaster />
    </>
  );
}
