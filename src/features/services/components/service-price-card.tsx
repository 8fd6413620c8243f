import { TrendingUp } from 'lucide-react';
import { CheckList } from '@/components/ui/check-list';
import { PriceTag } from '@/components/ui/price-tag';
import type { ServicePage } from '@/content/services/types';
import { LeadFormButton } from '@/features/lead-capture/components/lead-form-dialog/lead-form-button';

/** The price card beside the result-stat card. */
export function ServicePricing({ service }: { service: ServicePage }) {
  const { priceCard, resultStat } = service;
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="rounded-card border-2 border-brand-700 bg-white p-8 shadow-card">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">{priceCard.label}</h3>
        <PriceTag amount={priceCard.price} note={priceCard.period} layout="inline" className="mt-3" />
        <p className="mt-3 text-ink-700">{priceCard.note}</p>
        <CheckList items={priceCard.features} className="mt-6 text-ink-800" />
        <LeadFormButton service={service.leadService} dialogTitle={`Get started with ${service.name}`} size="lg" className="mt-8 w-full sm:w-auto">
          Get started
        </LeadFormButton>
      </div>
      <div className="flex flex-col justify-center rounded-card bg-ink-900 p-8 text-white">
        <TrendingUp aria-hidden="true" className="size-8 text-accent-300" />
        <p className="mt-4 font-display text-5xl font-extrabold text-accent-300 sm:text-6xl">{resultStat.value}</p>
        <p className="mt-2 text-xl font-semibold">{resultStat.label}</p>
        <p className="mt-4 text-ink-100">{resultStat.detail}</p>
      </div>
    </div>
  );
}
