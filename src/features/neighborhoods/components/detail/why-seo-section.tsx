import type { Neighborhood } from '@/content/neighborhoods';
import { whySeoParagraphs } from '@/content/neighborhoods/neighborhood-copy';
import { DetailSection } from './detail-section';

export function WhySeoSection({ place }: { place: Neighborhood }) {
  return (
    <DetailSection headingId="why-seo-heading" eyebrow="The local picture" title={`Why SEO matters in ${place.name}`}>
      <div className="space-y-4 text-lg text-ink-700">
        {whySeoParagraphs(place).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </DetailSection>
  );
}
