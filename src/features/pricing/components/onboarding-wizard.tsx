import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import type { PricingPlan } from '@/content/pricing';
import { cn } from '@/lib/cn';
import { useFormSteps } from '@/lib/use-form-steps';
import { FIELD_LABELS, ONBOARDING_STEPS, onboardingSchema, TRAFFIC_OPTIONS, type OnboardingField, type OnboardingValues } from '../lib/onboarding-schema';
import { clearOnboardingProgress, saveOnboardingProgress } from '../lib/onboarding-storage';
import { CollectionNotice } from '@/components/ui/collection-notice';

const LAST_STEP = ONBOARDING_STEPS.length - 1;
const ONBOARDING_STEP_FIELDS = ONBOARDING_STEPS.map((entry) => entry.fields);
const TRAFFIC_CHOICES = TRAFFIC_OPTIONS.map((value) => ({ value, label: `${value} visitors a month` }));

/** The step's heading, also what a screen reader hears when the step shows. */
const stepHeading = (step: number) => `Step ${step + 1} of ${ONBOARDING_STEPS.length}: ${ONBOARDING_STEPS[step]!.title}`;

export interface OnboardingWizardProps {
  plan: PricingPlan;
  initialStep?: number;
  initialValues: OnboardingValues;
  /** Stores the application; resolves true when it was stored. The saved progress is then cleared. */
  onSubmit: (values: OnboardingValues) => Promise<boolean>;
}

/**
 * Five steps (Business Info, Contact Details, SEO Profile, Goals & Audience, Review). Next checks
 * the step's fields and saves the progress; Submit on the review step sends the application.
 */
export function OnboardingWizard({ plan, initialStep = 0, initialValues, onSubmit }: OnboardingWizardProps) {
  const formId = useId();
  const {
    register,
    trigger,
    getValues,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OnboardingValues>({ resolver: zodResolver(onboardingSchema), defaultValues: initialValues });

  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const steps = useFormSteps({
    form: { trigger },
    formRef,
    steps: ONBOARDING_STEP_FIELDS,
    headingRef: heading,
    initialStep,
    onStepComplete: (completed) => saveOnboardingProgress({ selectedPlan: plan.id, lastStep: completed + 1, values: getValues() }),
    describeStep: stepHeading,
  });
  const { step, next } = steps;

  const submit = async (values: OnboardingValues) => {
    if (await onSubmit(values)) clearOnboardingProgress();
  };

  const field = (name: OnboardingField, props: { type?: string; autoComplete?: string; inputMode?: 'url' | 'email' | 'tel' } = {}) => (
    <TextField label={FIELD_LABELS[name]} error={errors[name]?.message} {...props} {...register(name)} />
  );
  const area = (name: OnboardingField, placeholder: string) => (
    <TextAreaField label={FIELD_LABELS[name]} rows={3} placeholder={placeholder} error={errors[name]?.message} {...register(name)} />
  );

  return (
    <div>
      <ol className="grid grid-cols-5 gap-1.5" aria-label="Application steps">
        {ONBOARDING_STEPS.map((entry, index) => (
          <li key={entry.title} aria-current={index === step ? 'step' : undefined} className="text-center">
            <span className={cn('block h-1.5 rounded-pill', index <= step ? 'bg-brand-700' : 'bg-ink-200')} aria-hidden="true" />
            {/* Read out at every width (the list was five empty items on a phone), shown from sm up. */}
            <span className={cn('sr-only text-xs sm:not-sr-only sm:mt-1.5 sm:block', index === step ? 'font-semibold text-brand-800' : 'text-ink-600')}>
              {entry.title}
            </span>
          </li>
        ))}
      </ol>
      <h3 ref={heading} tabIndex={-1} className="mt-5 text-xl font-bold">
        {stepHeading(step)}
      </h3>
      <form ref={formRef} id={formId} noValidate className="mt-4 space-y-4" onSubmit={(event) => void handleSubmit(submit)(event)}>
        {step === 0 ? (
          <>
            {field('businessName', { autoComplete: 'organization' })}
            {field('website', { autoComplete: 'url', inputMode: 'url' })}
          </>
        ) : null}
        {step === 1 ? (
          <>
            {field('contactName', { autoComplete: 'name' })}
            {field('email', { type: 'email', autoComplete: 'email' })}
            {field('phone', { type: 'tel', autoComplete: 'tel' })}
          </>
        ) : null}
        {step === 2 ? (
          <>
            <SelectField
              label={FIELD_LABELS.currentTraffic}
              placeholder="Select a range (optional)"
              options={TRAFFIC_CHOICES}
              {...register('currentTraffic')}
            />
            {area('competitors', 'Businesses or websites you lose customers to')}
          </>
        ) : null}
        {step === 3 ? (
          <>
            {area('goals', 'e.g. More calls for emergency repairs in the San Fernando Valley')}
            {area('targetAudience', 'Who are your best customers, and where are they?')}
            {area('additionalInfo', 'Deadlines, past SEO work, budget questions...')}
          </>
        ) : null}
        {step === LAST_STEP ? <ApplicationReview plan={plan} values={getValues()} /> : null}
        <div className="flex gap-3 pt-2">
          {step > 0 ? (
            <Button variant="secondary" onClick={steps.back}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
          ) : null}
          {step < LAST_STEP ? (
            // Distinct keys: reusing one DOM button that turns into type=submit mid-click would submit the form.
            <Button key="next" onClick={() => void next()} className="flex-1">
              Next
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button key="submit" type="submit" busy={isSubmitting} className="flex-1">
              <Send aria-hidden="true" className="size-4" />
              {isSubmitting ? 'Submitting...' : 'Submit Application'}
            </Button>
          )}
        </div>
      </form>
      <CollectionNotice className="mt-4" siteChecked />
    </div>
  );
}

function ApplicationReview({ plan, values }: { plan: PricingPlan; values: OnboardingValues }) {
  const rows: [string, string][] = [
    ['Plan', `${plan.title} (${plan.price})`],
    ...(Object.keys(FIELD_LABELS) as OnboardingField[]).map((name): [string, string] => [FIELD_LABELS[name], values[name] || 'Not provided']),
  ];
  return (
    <dl className="divide-y divide-ink-100 rounded-card border border-ink-100">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[11rem_1fr]">
          <dt className="text-sm font-semibold text-ink-700">{label}</dt>
          <dd className="whitespace-pre-line break-words text-ink-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
