import { FileText, Gauge, Link2, MapPin, MessageCircleQuestion, Star, type LucideIcon } from 'lucide-react';
import type { Neighborhood } from '@/content/neighborhoods';
import { neighborhoodServices, type NeighborhoodServiceId } from '@/content/neighborhoods/neighborhood-copy';
import { DetailSection } from './detail-section';
import { SECTION_IDS } from './section-ids';

const serviceIcons: Record<NeighborhoodServiceId, LucideIcon> = {
  'business-profile': MapPin,
  'landing-pages': FileText,
  'link-building': Link2,
  reviews: Star,
  technical: Gauge,
  'local-content': MessageCircleQuestion,
};

export function NeighborhoodServicesSection({ place }: { place: Neighborhood }) {
  return (
    <DetailSection id={SECTION_IDS.services} headingId="services-heading" eyebrow="What we do" title={`Our SEO services in ${place.name}`}>
      <ul className="grid gap-5 sm:grid-cols-2">
        {neighborhoodServices(place).map((service) => {
          const ServiceIcon = serviceIcons[service.id];
          return (
            <li key={service.id} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
              <ServiceIcon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-4 text-lg font-bold text-ink-950">{service.title}</h3>
              <p className="mt-2 text-ink-700">{service.description}</p>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
