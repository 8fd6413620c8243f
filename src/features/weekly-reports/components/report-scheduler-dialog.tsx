import { useEffect, useId, useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, CalendarCheck, Plus, X } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { notify } from '@/lib/toast';
import { useFormSteps } from '@/lib/use-form-steps';
import { QueryProvider } from '@/lib/query-provider';
import { useReportScheduleLead } from '../api/report-schedule-lead';
import {
  checkStepOne,
  dayLabel,
  emptyReportSchedule,
  MAX_ADDITIONAL_EMAILS,
  REPORT_CONSENT,
  REPORT_DAYS,
  recipientLimitToast,
  REPORT_SCHEDULE_STEPS,
  reportScheduleSchema,
  type ReportScheduleValues,
} from '../lib/report-schedule';
import { CollectionNotice } from '@/components/ui/collection-notice';

/**
 * The weekly report scheduler (docs/requirements/seo-tool.md#scheduler-steps): step 1 contact details (saved as a partial lead on
 * Continue), step 2 the report day, extra recipients and website; Schedule Reports completes it.
 */
export function ReportSchedulerDialog(props: ReportSchedulerDialogProps) {
  return (
    <QueryProvider>
      <ReportScheduler {...props} />
    </QueryProvider>
  );
}

interface ReportSchedulerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ReportScheduler({ open, onOpenChange }: ReportSchedulerDialogProps) {
  const { pathname } = useLocation();
  const lead = useReportScheduleLead();
  const isSubmitting = lead.isSubmitting;
  const consentErrorId = useId();
  const {
    register,
    control,
    getValues,
    trigger,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReportScheduleValues>({ resolver: zodResolver(reportScheduleSchema), defaultValues: emptyReportSchedule() });
  const recipients = useFieldArray({ control, name: 'additionalEmails' });
  const recipientList = useRef<HTMLFieldSetElement>(null);
  // Adding a recipient focuses its new field, ready to type. Removing one takes its Remove button
  // away: focus moves to the recipient that takes its place (or the one before it), and to Add
  // recipient once none is left (issue 25, WCAG 2.4.3). Placed once the list has re-rendered.
  const focusRecipient = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRecipient.current;
    const list = recipientList.current;
    if (index === null || !list) return;
    focusRecipient.current = null;
    const fields = list.querySelectorAll<HTMLInputElement>('input');
    (fields[Math.min(index, fields.length - 1)] ?? list.querySelector('button'))?.focus();
  }, [recipients.fields]);
  const addRecipient = () => {
    focusRecipient.current = recipients.fields.length;
    recipients.append({ value: '' }, { shouldFocus: false });
  };
  const removeRecipient = (index: number) => {
    focusRecipient.current = index;
    recipients.remove(index);
  };

  const formRef = useRef<HTMLFormElement>(null);
  const steps = useFormSteps({
    form: { trigger },
    formRef,
    steps: REPORT_SCHEDULE_STEPS,
    // Step 1's problems keep the spec's toasts: missing information first, then the e-mail.
    onStepInvalid: () => {
      const problem = checkStepOne(getValues());
      if (problem) void notify.error(problem.toast.title, { description: problem.toast.description });
    },
    onStepComplete: async () => {
      // Saved once, on the first Continue; Schedule Reports completes it with the fields as they are then.
      await lead.capture(getValues(), pathname);
    },
  });
  const step = steps.step + 1;

  const schedule = async (values: ReportScheduleValues) => {
    try {
      await lead.submit(values, pathname);
    } catch (error) {
      // The write has shown its toast (report-schedule-lead.ts). A recipient cap is an answer, not a fault.
      if (!recipientLimitToast(error)) console.error('Report schedule failed:', error);
      return;
    }
    reset(emptyReportSchedule());
    steps.restart();
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="flex items-center gap-2 text-display-sm">
          <CalendarCheck aria-hidden="true" className="size-6 text-brand-700" />
          Schedule weekly SEO reports
        </DialogTitle>
        <DialogDescription className="mt-1 text-ink-700">
          Step {step} of 2: {step === 1 ? 'your contact details' : 'when and where to send the reports'}.
        </DialogDescription>
        <form ref={formRef} onSubmit={(event) => void handleSubmit(schedule)(event)} noValidate className="mt-6 space-y-4">
          <HoneypotField {...register('honeypot')} />
          {step === 1 ? (
            <>
              <TextField label="Full name" autoComplete="name" required error={errors.fullName?.message} {...register('fullName')} />
              <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
              <TextField label="Phone" type="tel" autoComplete="tel" required error={errors.phone?.message} {...register('phone')} />
              <TextField label="Company name" autoComplete="organization" required error={errors.companyName?.message} {...register('companyName')} />
              <Button onClick={() => void steps.next()} className="w-full">
                Continue
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            </>
          ) : (
            <>
              <SelectField
                label="Report day"
                options={REPORT_DAYS.map((day) => ({
                  value: day,
                  label: dayLabel(day),
                }))}
                {...register('reportDay')}
              />
              <fieldset ref={recipientList} className="space-y-3">
                <legend className="text-sm font-semibold text-ink-900">Additional recipients (optional)</legend>
                {recipients.fields.map((field, index) => (
                  <div key={field.id} className="flex items-start gap-2">
                    <div className="flex-1">
                      <TextField
                        label={`Recipient ${index + 1} email`}
                        type="email"
                        autoComplete="off"
                        error={errors.additionalEmails?.[index]?.value?.message}
                        {...register(`additionalEmails.${index}.value`)}
                      />
                    </div>
                    <Button variant="ghost" size="sm" className="mt-7" onClick={() => removeRecipient(index)} aria-label={`Remove recipient ${index + 1}`}>
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                ))}
                {recipients.fields.length < MAX_ADDITIONAL_EMAILS ? (
                  <Button variant="secondary" size="sm" onClick={addRecipient}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add recipient
                  </Button>
                ) : null}
              </fieldset>
              <TextField
                label="Website"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="yourwebsite.com"
                required
                error={errors.websiteUrl?.message}
                {...register('websiteUrl')}
              />
              <div>
                <label className="flex items-start gap-3 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                    aria-invalid={errors.consent ? true : undefined}
                    aria-describedby={errors.consent ? consentErrorId : undefined}
                    {...register('consent')}
                  />
                  <span>{REPORT_CONSENT.text}</span>
                </label>
                {errors.consent ? (
                  <p id={consentErrorId} role="alert" className="mt-1 text-sm font-medium text-danger">
                    {errors.consent.message}
                  </p>
                ) : null}
              </div>
              <div className="flex gap-3">
                <Button variant="secondary" onClick={steps.back}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back
                </Button>
                <Button type="submit" busy={isSubmitting} className="flex-1">
                  {isSubmitting ? 'Scheduling...' : 'Schedule Reports'}
                </Button>
              </div>
            </>
          )}
        </form>
        <CollectionNotice className="mt-4" siteChecked />
      </DialogContent>
    </Dialog>
  );
}
