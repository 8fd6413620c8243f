import { site } from '@/content/site';
import { absoluteUrl, businessNodeId } from '@/lib/site-url';
import { monthlyPriceSpecification } from './price';

/**
 * A service the agency sells, offered by the business (its @id), optionally with a price and
 * for one place (a neighborhood page) instead of the whole city.
 */
export function serviceSchema(service: {
  name: string;
  serviceType: string;
  description: string;
  path: string;
  price?: string;
  /** The price is where the plan starts (the card says "starting price"). */
  priceFrom?: boolean;
  areaServed?: string;
}) {
  const priceSpecification = service.price ? monthlyPriceSpecification(service.price, { startingPrice: service.priceFrom }) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: { '@type': 'ProfessionalService', '@id': businessNodeId(), name: site.name, url: absoluteUrl('/') },
    areaServed: service.areaServed ? { '@type': 'Place', name: service.areaServed } : { '@type': 'City', name: 'Los Angeles' },
    ...(priceSpecification ? { offers: { '@type': 'Offer', priceSpecification } } : {}),
  };
}
