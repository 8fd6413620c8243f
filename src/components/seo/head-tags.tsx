import { Helmet } from 'react-helmet-async';
import { site } from '@/content/site';

/** What PageHead has worked out for one page's head. */
export interface HeadTagValues {
  title: string;
  description: string;
  canonical: string;
  image: string;
  imageAlt: string;
  ogType: 'website' | 'article';
  noindex?: boolean;
  keywords?: string[];
  author?: string;
  publishedTime?: string;
  modifiedTime?: string;
}

/** The page's head tags through react-helmet-async: a chunk of its own (see PageHead). */
export default function HeadTags({ title, description, canonical, image, imageAlt, ogType, ...props }: HeadTagValues) {
  return (
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
  );
}

/**
 * A title that overrides the page's own while it is mounted (the dashboard's new-lead count).
 * @public used through the lazily loaded module in page-head.tsx, which knip cannot follow.
 */
export function TitleTag({ title }: { title: string }) {
  return (
    <Helmet>
      <title>{title}</title>
    </Helmet>
  );
}
