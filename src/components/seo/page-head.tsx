import { Suspense, use } from 'react';
import { cachedLoader } from '@/lib/cached-loader';
import { absoluteUrl } from '@/lib/site-url';
import { ogCardAlt, pageCard } from '@/content/og-cards';
import type { HeadTagValues } from './head-tags';
import { JsonLd } from './json-ld';

/**
 * react-helmet-async (about 5 KB) loads as a chunk of its own, so no page waits for it before it
 * is interactive: a prerendered page's head is already in its HTML, and the tags render (and claim
 * those elements) once the chunk arrives, which hydration starts at once. Tests and the prerender
 * call preloadHeadTags() first, so the head renders with the page.
 */
const loadHeadTags = cachedLoader(() => import('./head-tags'));

export const preloadHeadTags = () => loadHeadTags('');

function LazyHeadTags(values: HeadTagValues) {
  const { default: HeadTags } = use(preloadHeadTags());
  return <HeadTags {...values} />;
}

function LazyTitleTag({ title }: { title: string }) {
  const { TitleTag } = use(preloadHeadTags());
  return <TitleTag title={title} />;
}

/** Overrides the tab's title while mounted, through the same lazily loaded chunk as PageHead. */
export function PageTitle({ title }: { title: string }) {
  return (
    <Suspense fallback={null}>
      <LazyTitleTag title={title} />
    </Suspense>
  );
}

export const DEFAULT_OG_IMAGE = '/og/default.jpg';

/** The "SEO meta settings" (docs/requirements/site-shell.md#seo-meta-settings). */
export interface PageHeadProps {
  title: string;
  description: string;
  /** Path of this page, e.g. '/about'; the canonical URL is built from it. */
  path: string;
  /** The social image; by default the page's own card where its section has them (src/content/og-cards.ts), else the site's. */
  ogImage?: string;
  /** What the social image shows; needed for an image that is not one of the site's cards (src/content/og-cards.ts). */
  ogImageAlt?: string;
  ogType?: 'website' | 'article';
  /**
   * The schema.org entity the page is about (a WebApplication, a HowTo, an Article); it is given the
   * schema.org context and the page's canonical URL, so the path is written once, and it leads the JSON-LD.
   */
  schema?: { '@type': string; [property: string]: unknown };
  /** Further structured data (FAQs, breadcrumbs), after `schema`. */
  jsonLd?: object | object[];
  noindex?: boolean;
  keywords?: string[];
  author?: string;
  publishedTime?: string;
  modifiedTime?: string;
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD of one page. */
export function PageHead(props: Partial<PageHeadProps>) {
  const { title, description, path } = props;
  if (!title || !description || path === undefined) {
    console.error('PageHead needs a title, a description and a path; nothing was rendered.');
    return null;
  }
  const canonical = absoluteUrl(path);
  // A noindex page (a not-found id) is never shared as itself, and the build draws no card for it.
  const card = props.ogImage || props.noindex ? null : pageCard(path, title);
  const imagePath = props.ogImage ?? card?.image ?? DEFAULT_OG_IMAGE;
  const image = absoluteUrl(imagePath);
  const imageAlt = props.ogImageAlt ?? card?.alt ?? ogCardAlt(imagePath) ?? title;
  const ogType = props.ogType ?? 'website';
  const jsonLd = props.schema ? [{ '@context': 'https://schema.org', ...props.schema, url: canonical }, ...[props.jsonLd ?? []].flat()] : props.jsonLd;

  return (
    <>
      <Suspense fallback={null}>
        <LazyHeadTags
          title={title}
          description={description}
          canonical={canonical}
          image={image}
          imageAlt={imageAlt}
          ogType={ogType}
          noindex={props.noindex}
          keywords={props.keywords}
          author={props.author}
          publishedTime={props.publishedTime}
          modifiedTime={props.modifiedTime}
        />
      </Suspense>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}
