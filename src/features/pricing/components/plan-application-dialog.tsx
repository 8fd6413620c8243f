import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { PricingPlan } from '@/content/pricing';
import { announce } from '@/lib/announce';
import { leadSubmission } from '@/lib/api/leads';
import { focusByScript } from '@/lib/focus-by-script';
import { QueryProvider } from '@/lib/query-provider';
import { showAndFocus } from '@/lib/show-and-focus';
import { useSubmitApplication } from '../api/submit-application';
import type { OnboardingValues } from '../lib/onboarding-schema';
import { OnboardingWizard } from './onboarding-wizard';

export interface PlanApplication {
  plan: PricingPlan;
  step: number;
  values: OnboardingValues;
  /** Begun again by Start over: the wizard starts afresh even for the same plan. */
  fresh?: boolean;
}

/** The plan-application dialog hosting the onboarding wizard for the selected plan. */
interface PlanApplicationDialogProps {
  application: PlanApplication | null;
  onClose: () => void;
  /** Offered when the answers were restored from this device: clears them and starts at step 1. */
  onStartOver?: () => void;
}

export function PlanApplicationDialog(props: PlanApplicationDialogProps) {
  return (
    <QueryProvider>
      <PlanApplicationDialogContent {...props} />
    </QueryProvider>
  );
}

function PlanApplicationDialogContent({ application, onClose, onStartOver }: PlanApplicationDialogProps) {
  const { pathname } = useLocation();
  const wizard = useRef<HTMLDivElement>(null);
  // Start over goes with the answers it clears: focus moves to the first step's heading, and what
  // happened is said (WCAG 2.4.3, 4.1.3).
  const startOver = (clear: () => void) => {
    showAndFocus(clear, () => focusByScript(wizard.current?.querySelector('h3')));
    announce('Your answers were cleared. The application starts again at step 1.');
  };
  const { mutateAsync: sendApplication } = useSubmitApplication();
  const submit = async (values: OnboardingValues) => {
    if (!application) return false;
    // The hook says how it went (its toasts); a failure keeps the wizard open with the answers.
    const sent = await sendApplication({ ...leadSubmission(values, pathname), plan: application.plan }).then(
      () => true,
      () => false,
    );
    if (sent) onClose();
    return sent;
  };
  return (
    <Dialog open={application !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {application ? (
          <>
            <DialogTitle className="text-display-sm">Apply for {application.plan.title}</DialogTitle>
            <DialogDescription className="mt-1 text-ink-700">
              {application.plan.price} {application.plan.priceNote}. Five short steps; your progress is saved on this device for 24 hours.
            </DialogDescription>
            {onStartOver ? (
              <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink-800">
                We kept the answers you gave on this device.
                <Button type="button" variant="secondary" size="sm" onClick={() => startOver(onStartOver)}>
                  Start over
                </Button>
              </p>
            ) : null}
            <div ref={wizard} className="mt-6">
              <OnboardingWizard
                key={`${application.plan.id}${application.fresh ? '-fresh' : ''}`}
                plan={application.plan}
                initialStep={application.step}
                initialValues={application.values}
                onSubmit={submit}
              />
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
