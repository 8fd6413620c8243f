/**
 * The onboarding wizard's fields, steps and rules (docs/requirements/pricing.md#fields, docs/requirements/pricing.md#wizard-steps
 * and docs/requirements/pricing.md#validation).
 */
import * as z from 'zod/mini';
import { atMostMessage, FIELD_LIMITS } from '@shared/field-limits';
import { emailField, phoneField, plainName, trimmedText, websiteField } from '@shared/field-rules';

export const TRAFFIC_OPTIONS = ['0-1000', '1000-5000', '5000-10000', '10000-50000', '50000+'] as const;

const text = (max: number, label: string) => trimmedText().check(z.maxLength(max, atMostMessage(label, max)));

export const onboardingSchema = z.object({
  businessName: text(FIELD_LIMITS.companyName.max, 'Business name').check(z.minLength(2, 'Business name is required')),
  website: websiteField().check(z.minLength(1, 'Website is required')),
  contactName: text(FIELD_LIMITS.name.max, 'Contact name').check(z.minLength(2, 'Contact name is required'), plainName()),
  email: emailField('Please enter a valid email'),
  phone: phoneField({ message: 'Please enter a valid phone number', minLength: 10 }),
  currentTraffic: z.string(),
  competitors: text(2000, 'Competitors'),
  goals: text(2000, 'Goals'),
  targetAudience: text(2000, 'Target audience'),
  additionalInfo: text(2000, 'Additional information'),
});

export type OnboardingValues = z.infer<typeof onboardingSchema>;
export type OnboardingField = keyof OnboardingValues;


export interface WizardStep {
  title: string;
  fields: OnboardingField[];
}

export const ONBOARDING_STEPS: WizardStep[] = [
  { title: 'Business Info', fields: ['businessName', 'website'] },
  { title: 'Contact Details', fields: ['contactName', 'email', 'phone'] },
  { title: 'SEO Profile', fields: ['currentTraffic', 'competitors'] },
  { title: 'Goals & Audience', fields: ['goals', 'targetAudience', 'additionalInfo'] },
  { title: 'Review', fields: [] },
];

export const FIELD_LABELS: Record<OnboardingField, string> = {
  businessName: 'Business name',
  website: 'Website',
  contactName: 'Contact name',
  email: 'Email',
  phone: 'Phone',
  currentTraffic: 'Current monthly website visitors',
  competitors: 'Main competitors',
  goals: 'Goals',
  targetAudience: 'Target audience',
  additionalInfo: 'Anything else we should know',
};

/** The messages of one step's fields, or an empty object when the step is valid. */
export function stepErrors(values: OnboardingValues, step: number): Partial<Record<OnboardingField, string>> {
  const fields = ONBOARDING_STEPS[step]?.fields ?? [];
  const result = onboardingSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<OnboardingField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as OnboardingField;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
