import { CheckCircle2, TrendingUp } from 'lucide-react';
import { IconList } from '@/components/ui/icon-list';
import type { ServicePage } from '@/content/services/types';
import { LeadFormButton } from '@/features/lead-capture/lead-form-dialog';

/** The price card beside the result-stat card. */
export function ServicePricing({ service }: { service: ServicePage }) {
  const { priceCard, resultStat } = service;
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="rounded-card border-2 border-brand-700 bg-white p-8 shadow-card">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">{priceCard.label}</h3>
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-5xl font-extrabold text-ink-950">{priceCard.price}</span>
          <span className="text-ink-700">{priceCard.period}</span>
        </p>
        <p className="mt-3 text-ink-700">{priceCard.note}</p>
        <IconList items={priceCard.features} icon={CheckCircle2} iconClassName="text-success" className="mt-6 text-ink-800" />
        <LeadFormButton service={service.leadService} dialogTitle={`Get started with ${service.name}`} size="lg" className="mt-8 w-full sm:w-auto">
          Get started
        </LeadFormButton>
      </div>
      <div className="flex flex-col justify-center rounded-card bg-ink-900 p-8 text-white">
        <TrendingUp aria-hidden="true" className="size-8 text-accent-300" />
        <p className="mt-4 font-display text-6xl font-extrabold text-accent-300">{resultStat.value}</p>
        <p className="mt-2 text-xl font-semibold">{resultStat.label}</p>
        <p className="mt-4 text-ink-100">{resultStat.detail}</p>
      </div>
    </div>
  );
}
