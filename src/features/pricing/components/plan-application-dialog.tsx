import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { PricingPlan } from '@/content/pricing';
import { leadSubmission } from '@/lib/api/leads';
import { QueryProvider } from '@/lib/query-provider';
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
                <Button type="button" variant="secondary" size="sm" onClick={onStartOver}>
                  Start over
                </Button>
              </p>
            ) : null}
            <div className="mt-6">
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
