import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ArrowLeft, ArrowRight, CheckCircle2, Send } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { WebsiteField } from '../website-field';
import { warmUpDataClient } from '@/lib/api/client';
import { QueryProvider } from '@/lib/query-provider';
import { useFormSteps } from '@/lib/use-form-steps';
import { useIsClient } from '@/lib/use-is-client';
import { storageKeys, writeStorage } from '@/lib/storage';
import { useContactLead } from '../../api/contact-lead';
import { lazyResolver } from '@/lib/lazy-resolver';
import { CONTACT_STEPS, DEFAULT_SERVICE, neighborhoodMessage } from '../../lib/lead-form-text';
import type { ContactLeadValues } from '../../lib/schemas';
import { CollectionNotice } from '@/components/ui/collection-notice';

export interface ContactFormProps {
  /** Pre-fills the message for a neighborhood page. */
  neighborhood?: string;
  service?: string;
  /** Set when the form sits in a dialog: called after a successful submit instead of going to /thank-you. */
  onSuccess?: () => void;
  /** Heading level and text of the form's title. */
  title?: string;
  /**
   * In a dialog: the dialog's own title already says `title`, so the form draws no heading of its
   * own (a screen reader heard it twice: issue 25) and takes focus on its first field when it shows.
   */
  inDialog?: boolean;
}

const STEPS = ['Your Information', 'Project Details'] as const;

const contactResolver = lazyResolver<ContactLeadValues>(() => import('../../lib/contact-rules').then((rules) => rules.contactResolver));

/**
 * The two-step contact form (docs/requirements/lead-capture.md#contact-form). Step 1 collects name, e-mail and phone and,
 * the first time Continue is pressed, saves a partial lead; step 2 adds website and message and
 * completes that same lead.
 */
export function ContactForm(props: ContactFormProps) {
  return (
    <QueryProvider>
      <ContactFormSteps {...props} />
    </QueryProvider>
  );
}

function ContactFormSteps({ neighborhood, service = DEFAULT_SERVICE, onSuccess, title = 'Request your free consultation', inDialog = false }: ContactFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const headingId = useId();
  const [status, setStatus] = useState<'idle' | 'success' | 'error'>('idle');
  const defaultValues: ContactLeadValues = {
    name: '',
    email: '',
    phone: '',
    website: '',
    message: neighborhood ? neighborhoodMessage(neighborhood) : '',
    service,
    honeypot: '',
  };
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ContactLeadValues>({
    resolver: contactResolver,
    defaultValues,
  });
  const lead = useContactLead();
  const isSubmitting = lead.isSubmitting;
  // The form is prerendered and its code may arrive after the page is interactive. Until it has
  // hydrated, a click or Enter would submit natively: a reload with the visitor's details in the
  // address bar and the form emptied. Typing meanwhile is kept (the fields read the DOM).
  const ready = useIsClient();

  useEffect(() => {
    if (inDialog) setFocus('name');
  }, [inDialog, setFocus]);

  const formRef = useRef<HTMLFormElement>(null);
  const steps = useFormSteps({
    form: { trigger },
    formRef,
    steps: CONTACT_STEPS,
    onStepComplete: async () => {
      setStatus('idle');
      // The partial lead is captured once, on the first Continue; the final submit completes it
      // with whatever the visitor changed after Back.
      await lead.capture(getValues(), pathname);
    },
  });
  const step = steps.step + 1;

  const sendMessage = async (values: ContactLeadValues) => {
    try {
      await lead.submit(values, pathname);
    } catch (error) {
      // The write has shown its toast (contact-lead.ts); the form shows its own state.
      console.error('Contact lead failed:', error);
      setStatus('error');
      return;
    }
    reset(defaultValues);
    steps.restart();
    setStatus('success');
    if (onSuccess) {
      onSuccess();
      return;
    }
    writeStorage('session', storageKeys.formSubmitted, 'true');
    navigate('/thank-you');
  };

  return (
    <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      {inDialog ? null : (
        <h2 id={headingId} className="font-display text-2xl font-bold text-ink-950">
          {title}
        </h2>
      )}
      <ol className={`${inDialog ? '' : 'mt-4 '}flex gap-2 text-sm`} aria-label="Form progress">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={step === index + 1 ? 'step' : undefined}
            className={`flex-1 rounded-lg border px-3 py-2 ${step === index + 1 ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-ink-200 text-ink-600'}`}
          >
            <span className="block text-xs uppercase tracking-wide">Step {index + 1}</span>
            {label}
          </li>
        ))}
      </ol>

      {status === 'success' ? (
        <p role="status" className="mt-6 flex items-start gap-2 rounded-lg bg-green-50 p-4 text-success">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Thank you! Your message has been sent. We'll be in touch with you shortly.
        </p>
      ) : null}
      {status === 'error' ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 font-medium text-danger">
          Sorry, your message could not be sent. Please try again, or call us.
        </p>
      ) : null}

      <form
        ref={formRef}
        aria-labelledby={inDialog ? undefined : headingId}
        aria-label={inDialog ? title : undefined}
        className="relative mt-6 grid gap-4"
        noValidate
        onSubmit={(event) => {
          if (step === 1) {
            event.preventDefault();
            void steps.next();
            return;
          }
          void handleSubmit(sendMessage)(event);
        }}
        // Warm up the data client and the rules while the visitor types, so checking and submitting are quick.
        onFocus={() => {
          warmUpDataClient();
          contactResolver.preload();
        }}
      >
        <fieldset className={step === 1 ? 'grid gap-4' : 'hidden'}>
          <legend className="sr-only">Your Information</legend>
          <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </fieldset>
        <fieldset className={step === 2 ? 'grid gap-4' : 'hidden'}>
          <legend className="sr-only">Project Details</legend>
          <WebsiteField label="Website (optional)" error={errors.website?.message} {...register('website')} />
          <TextAreaField label="How can we help?" rows={5} error={errors.message?.message} {...register('message')} />
        </fieldset>
        <input type="hidden" {...register('service')} />
        <HoneypotField {...register('honeypot')} />

        {step === 1 ? (
          <Button type="submit" disabled={!ready} className="w-full sm:w-auto sm:justify-self-end">
            Continue <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="secondary" disabled={isSubmitting} onClick={steps.back}>
              <ArrowLeft aria-hidden="true" className="size-4" /> Back
            </Button>
            <Button type="submit" busy={isSubmitting}>
              <Send aria-hidden="true" className="size-4" />
              {isSubmitting ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        )}
      </form>
      <CollectionNotice className="mt-4" siteChecked>We reply within 24 hours, Monday to Friday.</CollectionNotice>
    </div>
  );
}
