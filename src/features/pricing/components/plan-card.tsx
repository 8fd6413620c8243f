import { Link } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { IconList } from '@/components/ui/icon-list';
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
      className={cn(
        'relative flex flex-col rounded-card border-t-4 bg-white p-6 shadow-card',
        accents[plan.color],
        plan.isPopular && 'ring-2 ring-brand-700',
      )}
    >
      {plan.isPopular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-pill bg-brand-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">Most popular</p>
      ) : null}
      <h2 id={`plan-${plan.id}`} className="text-xl font-bold">
        {plan.title}
      </h2>
      <p className="mt-3">
        <span className="font-display text-4xl font-extrabold text-ink-950">{plan.price}</span>
        <span className="mt-1 block text-sm text-ink-700">{plan.priceNote}</span>
      </p>
      <p className="mt-4 text-ink-700">{plan.description}</p>
      <IconList items={plan.features} icon={CheckCircle2} iconClassName="text-success" className="mt-5 flex-1 text-sm text-ink-800" />
      <div className="mt-6 space-y-2">
        <Button onClick={onApply} onPointerEnter={onPointerEnter} onFocus={onPointerEnter} variant={plan.isPopular ? 'primary' : 'secondary'} className="w-full" aria-label={`Apply for ${plan.title}`}>
          Apply now
        </Button>
        <Link to={plan.link} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'w-full' })}>
          What's included in {plan.title}
        </Link>
      </div>
    </article>
  );
}
