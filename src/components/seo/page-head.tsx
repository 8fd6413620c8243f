import { Helmet } from 'react-helmet-async';
import { absoluteUrl } from '@/lib/site-url';
import { ogCardAlt } from '@/content/og-cards';
import { site } from '@/content/site';
import { JsonLd } from './json-ld';

export const DEFAULT_OG_IMAGE = '/og/default.jpg';

/** The "SEO meta settings" (docs/requirements/site-shell.md#seo-meta-settings). */
export interface PageHeadProps {
  title: string;
  description: string;
  /** Path of this page, e.g. '/about'; the canonical URL is built from it. */
  path: string;
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
  const imagePath = props.ogImage ?? DEFAULT_OG_IMAGE;
  const image = absoluteUrl(imagePath);
  const imageAlt = props.ogImageAlt ?? ogCardAlt(imagePath) ?? title;
  const ogType = props.ogType ?? 'website';
  const jsonLd = props.schema ? [{ '@context': 'https://schema.org', ...props.schema, url: canonical }, ...[props.jsonLd ?? []].flat()] : props.jsonLd;

  return (
    <>
      <Helmet>
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={canonical} />
        {props.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        {props.keywords?.length ? <meta name="keywords" content={props.keywords.join(', ')} /> : null}
        {props.author ? <meta name="author" content={props.author} /> : null}
        <meta property="og:site_name" content={site.name} />
        <meta property="og:type" content={ogType} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={imageAlt} />
        <meta property="og:locale" content="en_US" />
        {props.publishedTime ? <meta property="article:published_time" content={props.publishedTime} /> : null}
        {props.modifiedTime ? <meta property="article:modified_time" content={props.modifiedTime} /> : null}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={image} />
        <meta name="twitter:image:alt" content={imageAlt} />
      </Helmet>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}
