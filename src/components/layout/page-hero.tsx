import type { ReactNode } from 'react';
import { PageHead, type PageHeadProps } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';

/** The title band that opens an inner page: an optional eyebrow, the page's h1 and an intro. */
export function PageHero({ title, intro, eyebrow, children }: { title: string; intro?: ReactNode; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-section-sm">
      <Container>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-extrabold sm:text-display-lg">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-ink-700">{intro}</p> : null}
        {children}
      </Container>
    </section>
  );
}

/** The copy a content module keeps for a page: its head's title and description, its h1 and intro. */
interface PageIntroCopy {
  seoTitle: string;
  seoDescription: string;
  heading: string;
  intro: string;
}

interface PageIntroProps extends Pick<PageHeadProps, 'path' | 'schema'> {
  page: PageIntroCopy;
  eyebrow?: string;
  /** Shown in the hero under the intro, e.g. a download button. */
  children?: ReactNode;
}

/**
 * The head and the hero of a page whose copy lives in a content module. No breadcrumb: a page one
 * level below home shows no trail, so it emits no BreadcrumbList (docs/decisions/0038-visible-breadcrumbs-and-final-urls.md).
 */
export function PageIntro({ page, path, schema, eyebrow, children }: PageIntroProps) {
  return (
    <>
      <PageHead title={page.seoTitle} description={page.seoDescription} path={path} schema={schema} />
      <PageHero eyebrow={eyebrow} title={page.heading} intro={page.intro}>
        {children}
      </PageHero>
    </>
  );
}
