import { Button } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { LinkButton } from '@/components/ui/link-button';
import { PriceTag } from '@/components/ui/price-tag';
import type { PlanColor, PricingPlan } from '@/content/pricing';
import { cn } from '@/lib/cn';

const accents: Record<PlanColor, string> = {
  blue: 'border-t-blue-600',
  indigo: 'border-t-indigo-600',
  emerald: 'border-t-emerald-600',
  amber: 'border-t-amber-500',
  slate: 'border-t-slate-600',
};

export function PlanCard({ plan, onApply, onPointerEnter }: { plan: PricingPlan; onApply: () => void; onPointerEnter?: () => void }) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn('relative flex flex-col rounded-card border-t-4 bg-white p-6 shadow-card', accents[plan.color], plan.isPopular && 'ring-2 ring-brand-700')}
    >
      {plan.isPopular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-pill bg-brand-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
          Most popular
        </p>
      ) : null}
      <h2 id={`plan-${plan.id}`} className="text-xl font-bold">
        {plan.title}
      </h2>
      <PriceTag amount={plan.price} note={plan.priceNote} layout="stacked" className="mt-3" />
      <p className="mt-4 text-ink-700">{plan.description}</p>
      <CheckList items={plan.features} className="mt-5 flex-1 text-sm text-ink-800" />
      <div className="mt-6 space-y-2">
        <Button
          onClick={onApply}
          onPointerEnter={onPointerEnter}
          onFocus={onPointerEnter}
          variant={plan.isPopular ? 'primary' : 'secondary'}
          className="w-full"
          // The name starts with the visible words, so "Apply now" spoken to voice control finds it (WCAG 2.5.3).
          aria-label={`Apply now for ${plan.title}`}
          aria-haspopup="dialog"
        >
          Apply now
        </Button>
        <LinkButton to={plan.link} variant="ghost" size="sm" className="w-full">
          What's included in {plan.title}
        </LinkButton>
      </div>
    </article>
  );
}
