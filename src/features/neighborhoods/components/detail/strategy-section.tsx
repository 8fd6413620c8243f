import type { Neighborhood } from '@/content/neighborhoods';
import { DetailSection } from './detail-section';
import { PlaceCaseStudyCard } from './place-case-study-card';
import { SECTION_IDS } from './section-ids';

/** The place's own four-step plan, then the case study that shows such a plan working (its own or the nearest). */
export function StrategySection({ place }: { place: Neighborhood }) {
  return (
    <DetailSection id={SECTION_IDS.strategy} headingId="strategy-heading" eyebrow="Our approach" title={`A local SEO strategy for ${place.name}`}>
      <ol className="grid gap-5 sm:grid-cols-2">
        {place.strategy.map((card, index) => (
          <li key={card.title} className="rounded-card bg-ink-50 p-6">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-display font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink-950">{card.title}</h3>
            <p className="mt-2 text-ink-700">{card.description}</p>
          </li>
        ))}
      </ol>
      <PlaceCaseStudyCard place={place} />
    </DetailSection>
  );
}
