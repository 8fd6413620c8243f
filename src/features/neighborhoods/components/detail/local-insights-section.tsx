import type { ReactNode } from 'react';
import { CheckCircle2, Landmark, Store } from 'lucide-react';
import type { Neighborhood } from '@/content/neighborhoods';
import { IconList } from '@/components/ui/icon-list';
import { DetailSection } from './detail-section';

const PAGE_INDUSTRY_COUNT = 6;

/** Industries, landmarks, well-known businesses and the area's conversion tips. */
export function LocalInsightsSection({ place }: { place: Neighborhood }) {
  return (
    <DetailSection headingId="insights-heading" eyebrow="Local insights" title={`What we know about ${place.name}`}>
      <div className="space-y-10">
        <Insight title="Key industries">
          <ul className="flex flex-wrap gap-2">
            {place.keyIndustries.slice(0, PAGE_INDUSTRY_COUNT).map((industry) => (
              <li key={industry} className="rounded-pill bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
                {industry}
              </li>
            ))}
          </ul>
        </Insight>
        <div className="grid gap-10 sm:grid-cols-2">
          <Insight title="Local landmarks">
            <IconList items={place.localLandmarks} icon={Landmark} iconClassName="text-brand-700" className="text-ink-800" />
          </Insight>
          <Insight title="Well-known local names">
            <IconList items={place.notableBusinesses} icon={Store} iconClassName="text-brand-700" className="text-ink-800" />
            {/* These are named for local context; saying so keeps the page from implying they are clients. */}
            <p className="mt-3 text-sm text-ink-600">Long-standing businesses and institutions that draw people to the area, listed for context rather than as clients.</p>
          </Insight>
        </div>
        <Insight title={`Turning ${place.name} searches into customers`}>
          <IconList items={place.conversionTips} icon={CheckCircle2} iconClassName="text-success" className="space-y-3 text-ink-800" />
        </Insight>
      </div>
    </DetailSection>
  );
}

function Insight({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-lg font-bold text-ink-950">{title}</h3>
      <div className="mt-3">{children}</div>
    </div>
  );
}
