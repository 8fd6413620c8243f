import { useMutation } from '@tanstack/react-query';
import { leadKeys, retryLostRequests, type LeadMutationOptions } from '@/lib/api/lead-keys';
import { insertLead, normalizeWebsite, type LeadSubmission } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { notify } from '@/lib/toast';
import type { PricingPlan } from '@/content/pricing';
import { FIELD_LABELS, type OnboardingValues } from '../lib/onboarding-schema';

/** A readable summary for the dashboard's Message column; the full answers go in details. */
export function applicationMessage(plan: PricingPlan, values: OnboardingValues): string {
  const lines = [`Plan application: ${plan.title} (${plan.price}).`];
  for (const field of ['currentTraffic', 'competitors', 'goals', 'targetAudience', 'additionalInfo'] as const) {
    if (values[field]) lines.push(`${FIELD_LABELS[field]}: ${values[field]}`);
  }
  return lines.join('\n').slice(0, 5000);
}

export interface PlanApplicationSubmission extends LeadSubmission<OnboardingValues> {
  plan: PricingPlan;
}

/**
 * More than logging the application (docs/requirements/pricing.md#deviations-from-the-spec): it is stored as a
 * plan_application lead with every answer, in one insert; the database queues the agency's e-mail.
 * Throws when the lead could not be stored.
 */
export async function submitApplication({ id, plan, values, pathname }: PlanApplicationSubmission): Promise<void> {
  const website = normalizeWebsite(values.website);
  const message = applicationMessage(plan, values);
  await insertLead({
    id,
    name: values.contactName,
    email: values.email,
    phone: values.phone,
    website,
    company_name: values.businessName,
    message,
    service: plan.title,
    lead_type: 'plan_application',
    details: {
      plan: plan.id,
      plan_title: plan.title,
      plan_price: plan.price,
      ...values,
      website,
    },
    ...currentAttribution(pathname),
  });
}

/** The application's write with its toasts; the answers stay in the wizard when it fails. */
export const useSubmitApplication = ({ onSuccess, onError, ...options }: LeadMutationOptions<PlanApplicationSubmission> = {}) =>
  useMutation({
    retry: retryLostRequests,
    ...options,
    mutationKey: leadKeys.submit('plan-application'),
    mutationFn: submitApplication,
    onSuccess: async (...args) => {
      void notify.success('Application Submitted!', { description: "We'll get back to you within 24 hours to discuss next steps." });
      await onSuccess?.(...args);
    },
    onError:
      onError ??
      ((error) => {
        console.error('Plan application failed:', error);
        void notify.error('Your application was not sent', {
          description: `Please try again in a moment, or call us. Your answers are still here. (${error.message || 'Unknown error'})`,
        });
      }),
  });
