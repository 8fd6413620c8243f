import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** The 404 view: the not-found route, and dynamic routes whose id matches nothing. */
export function NotFoundView() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <>
      <PageHead
        title="Page Not Found | LA SEO Group"
        description="The page you were looking for does not exist. Head back to the home page or browse our SEO knowledge base."
        path={pathname}
        noindex
      />
      <section className="py-section">
        <Container size="narrow" className="text-center">
          <p className="font-display text-6xl font-extrabold text-brand-700">404</p>
          <h1 className="mt-4 text-display-md">Page Not Found</h1>
          <p className="mt-4 text-lg text-ink-700">
            We could not find a page at this address. It may have moved, or the link may be mistyped.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" className={buttonClasses()}>
              Go to the home page
            </Link>
            <Link to="/knowledge-base" className={buttonClasses({ variant: 'secondary' })}>
              Browse the knowledge base
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
