import { site } from '@/content/site';
import { Container } from '@/components/ui/container';

const stats = [
  { value: site.stats.retention, label: 'Client retention' },
  { value: site.stats.businessesHelped, label: 'Businesses helped' },
  { value: site.stats.averageRoi, label: 'Average ROI' },
  { value: site.stats.satisfaction, label: 'Client satisfaction' },
];

export function StatsSection() {
  return (
    <section aria-labelledby="stats-heading" className="bg-ink-950 py-section-sm">
      <Container>
        <h2 id="stats-heading" className="sr-only">
          Our results in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-2 text-sm font-medium uppercase tracking-wide text-ink-200">{stat.label}</dt>
              <dd className="font-display text-4xl font-extrabold text-white sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-center text-sm text-ink-200">Helping Los Angeles businesses grow since {site.founded}.</p>
      </Container>
    </section>
  );
}
