import { site } from '@/content/site';
import { absoluteUrl, businessNodeId } from '@/lib/site-url';

/**
 * A service the agency sells, offered by the business (its @id), optionally with a price and
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
    provider: { '@type': 'ProfessionalService', '@id': businessNodeId(), name: site.name, url: absoluteUrl('/') },
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
