import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { pricingPlans } from '@/content/pricing';
import { notify } from '@/lib/toast';
import { useIsClient } from '@/lib/use-is-client';
import { emptyOnboarding } from '../lib/onboarding-defaults';
import { clearOnboardingProgress, loadOnboardingProgress } from '../lib/onboarding-storage';
import type { PlanApplication } from './plan-application-dialog';
import { PlanCard } from './plan-card';

// The wizard (react-hook-form, zod) loads when a plan is chosen, or when saved progress is restored.
const loadDialog = () => import('./plan-application-dialog');
const PlanApplicationDialog = lazy(() => loadDialog().then((module) => ({ default: module.PlanApplicationDialog })));

/** The five plan cards and the application dialog; saved progress younger than 24 hours reopens it. */
export function PricingPlans() {
  const isClient = useIsClient();
  // Read once the page is hydrated, so the prerendered HTML never depends on this device's storage.
  const restored = useMemo<PlanApplication | null>(() => {
    const saved = isClient ? loadOnboardingProgress() : null;
    const plan = saved && pricingPlans.find((candidate) => candidate.id === saved.selectedPlan);
    return saved && plan ? { plan, step: saved.lastStep, values: saved.values } : null;
  }, [isClient]);
  // undefined: nothing chosen yet, so the restored application (if any) shows.
  const [chosen, setChosen] = useState<PlanApplication | null | undefined>(undefined);
  const application = chosen === undefined ? restored : chosen;

  useEffect(() => {
    if (restored)
      void notify.info('Form data restored', {
        // An id makes the toast idempotent: a re-run effect (React StrictMode) updates it, not repeats it.
        id: 'form-data-restored',
        description: `Your application for ${restored.plan.title} is where you left it.`,
      });
  }, [restored]);

  return (
    <>
      <ul className="grid gap-8 pt-4 md:grid-cols-2 lg:grid-cols-3">
        {pricingPlans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} onPointerEnter={() => void loadDialog()} onApply={() => setChosen({ plan, step: 0, values: emptyOnboarding() })} />
          </li>
        ))}
      </ul>
      {application ? (
        <Suspense fallback={null}>
          <PlanApplicationDialog
            application={application}
            onClose={() => setChosen(null)}
            // Saved answers came back: the visitor may prefer a clean form to the one they left.
            onStartOver={
              application === restored
                ? () => {
                    clearOnboardingProgress();
                    setChosen({ plan: application.plan, step: 0, values: emptyOnboarding(), fresh: true });
                  }
                : undefined
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
