import { answeredHours, site } from '@/content/site';
import { absoluteUrl, businessNodeId } from '@/lib/site-url';

/**
 * schema.org builders, one module each, so a page's chunk carries only the ones it renders (the
 * home page needs this one alone). Each returns a plain object for <JsonLd>.
 */

/** The agency itself, on home, about and contact. */
export function localBusinessSchema() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessNodeId(),
    name: site.name,
    description: `${site.name} helps Los Angeles businesses win more customers from Google with local, technical and content SEO.`,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl('/og/default.jpg'),
    telephone: site.phone.href.replace('tel:', ''),
    email: site.email,
    foundingDate: String(site.founded),
    priceRange: '$$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: { '@type': 'City', name: 'Los Angeles' },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        // The hours every page shows (site.hours), from the same data.
        dayOfWeek: [...answeredHours.days],
        opens: `${String(answeredHours.opens).padStart(2, '0')}:00`,
        closes: `${String(answeredHours.closes).padStart(2, '0')}:00`,
      },
    ],
  };
}
