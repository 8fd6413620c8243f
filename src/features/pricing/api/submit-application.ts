import { insertLead, normalizeWebsite, notifyLeadHandler } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { inBackground } from '@/lib/in-background';
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

/**
 * More than logging the application (docs/requirements/pricing.md#deviations-from-the-spec): it is stored as a
 * plan_application lead with every answer, and the lead handler is told. Throws when the lead could not be stored.
 */
export async function submitApplication(plan: PricingPlan, values: OnboardingValues, pathname: string): Promise<void> {
  const website = normalizeWebsite(values.website);
  const message = applicationMessage(plan, values);
  await insertLead({
    name: values.contactName,
    email: values.email,
    phone: values.phone,
    website,
    company_name: values.businessName,
    message,
    service: plan.title,
    lead_type: 'plan_application',
    details: { plan: plan.id, plan_title: plan.title, plan_price: plan.price, ...values, website },
    ...currentAttribution(pathname),
  });
  inBackground('Plan application notification', () =>
    notifyLeadHandler({ name: values.contactName, email: values.email, phone: values.phone, website, message, service: plan.title }),
  );
}
