import type { Neighborhood } from '@/content/neighborhoods';
import { strategyCards } from '@/content/neighborhoods/neighborhood-copy';
import { DetailSection } from './detail-section';
import { SECTION_IDS } from './section-ids';

export function StrategySection({ place }: { place: Neighborhood }) {
  return (
    <DetailSection id={SECTION_IDS.strategy} headingId="strategy-heading" eyebrow="Our approach" title={`A local SEO strategy for ${place.name}`}>
      <ol className="grid gap-5 sm:grid-cols-2">
        {strategyCards(place).map((card, index) => (
          <li key={card.title} className="rounded-card bg-ink-50 p-6">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-display font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink-950">{card.title}</h3>
            <p className="mt-2 text-ink-700">{card.description}</p>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
