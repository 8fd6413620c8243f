import { site } from '@/content/site';
import { absoluteUrl } from './site-url';

/** schema.org builders shared by the pages; each returns a plain object for <JsonLd>. */

export function localBusinessSchema() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#business`,
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
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    ],
  };
}

export function breadcrumbSchema(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** The trail of a page one level below home: Home > name. */
export function topLevelBreadcrumb(name: string, path: string) {
  return breadcrumbSchema([
    { name: 'Home', path: '/' },
    { name, path },
  ]);
}

/** Only for a page that is itself a FAQ (docs/decisions/0020-structured-data-policy.md): the policy test fails elsewhere. */
export function faqPageSchema(faqs: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/**
 * A service the agency sells, offered by the business above (its @id), optionally with a price and
 * for one place (a neighborhood page) instead of the whole city.
 */
export function serviceSchema(service: { name: string; serviceType: string; description: string; path: string; price?: string; areaServed?: string }) {
  const amount = service.price?.match(/^\$([\d,]+)/)?.[1]?.replace(/,/g, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: { '@type': 'ProfessionalService', '@id': `${absoluteUrl('/')}#business`, name: site.name, url: absoluteUrl('/') },
    areaServed: service.areaServed ? { '@type': 'Place', name: service.areaServed } : { '@type': 'City', name: 'Los Angeles' },
    ...(amount
      ? {
          offers: {
            '@type': 'Offer',
            priceSpecification: { '@type': 'UnitPriceSpecification', price: amount, priceCurrency: 'USD', unitText: 'MONTH' },
          },
        }
      : {}),
  };
}
