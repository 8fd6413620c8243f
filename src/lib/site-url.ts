const DEFAULT_SITE_URL = 'https://www.losangelesseogroup.com';

/** The site's absolute origin, from the one setting VITE_SITE_URL, without a trailing slash. */
export const siteUrl: string = (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

/** The absolute URL of a path on this site: the canonical form used in heads, JSON-LD and the sitemap. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return normalised === '/' ? `${siteUrl}/` : `${siteUrl}${normalised}`;
}

/** The URL that names the business in JSON-LD, by which other entities (a Service's provider) refer to it. */
export const businessNodeId = (): string => `${absoluteUrl('/')}#business`;
