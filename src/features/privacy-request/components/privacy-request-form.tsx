import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { CheckCircle2, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { CollectionNotice } from '@/components/ui/collection-notice';
import { announce } from '@/lib/announce';
import { warmUpDataClient } from '@/lib/api/client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { QueryProvider } from '@/lib/query-provider';
import { showAndFocus } from '@/lib/show-and-focus';
import { useIsClient } from '@/lib/use-is-client';
import { useSubmitPrivacyRequest } from '../api/submit-privacy-request';
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestValues } from '../lib/privacy-request-rules';

const resolver = lazyResolver<PrivacyRequestValues>(() => import('../lib/privacy-request-resolver').then((rules) => rules.privacyRequestResolver));

export const PRIVACY_REQUEST_CONFIRMATION = 'Your privacy request has been sent.';

/** The short privacy request form (decision 0038): stored as a privacy_request lead that staff see. */
export function PrivacyRequestForm() {
  return (
    <QueryProvider>
      <PrivacyRequestFields />
    </QueryProvider>
  );
}

const EMPTY: PrivacyRequestValues = { name: '', email: '', request: '', message: '', honeypot: '' };

function PrivacyRequestFields() {
  const headingId = useId();
  const { pathname } = useLocation();
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const submission = useSubmitPrivacyRequest();
  // Until hydrated, a click would submit natively and reload the page with the details in the URL.
  const ready = useIsClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PrivacyRequestValues>({ resolver, defaultValues: EMPTY });

  const send = async (values: PrivacyRequestValues) => {
    if (submission.isPending) return;
    try {
      await submission.mutateAsync({ id: crypto.randomUUID(), values, pathname });
    } catch {
      return; // The hook's toast says what went wrong; the fields keep what was typed.
    }
    reset(EMPTY);
    // The focused submit button goes with the form: focus moves to the confirmation that replaces it.
    showAndFocus(
      () => setSent(true),
      () => confirmation.current?.focus(),
    );
    announce(PRIVACY_REQUEST_CONFIRMATION);
  };

  if (sent) {
    return (
      <p ref={confirmation} tabIndex={-1} className="flex items-start gap-2 rounded-lg bg-green-50 p-4 text-success focus:outline-none focus-visible:focus-ring">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {PRIVACY_REQUEST_CONFIRMATION} We will confirm it within 10 business days and answer within 45 days.
      </p>
    );
  }

  return (
    <form
      aria-labelledby={headingId}
      className="relative grid gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      onFocus={() => {
        warmUpDataClient();
        resolver.preload();
      }}
    >
      <h2 id={headingId} className="font-display text-2xl font-bold text-ink-950">
        Make a privacy request
      </h2>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <SelectField label="What are you asking for?" placeholder="Choose a request" options={PRIVACY_REQUEST_KINDS} error={errors.request?.message} {...register('request')} />
      <TextAreaField label="Anything that helps us find your details (optional)" rows={4} error={errors.message?.message} {...register('message')} />
      <HoneypotField {...register('honeypot')} />
      <Button type="submit" disabled={!ready} busy={submission.isPending} className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        {submission.isPending ? 'Sending...' : 'Send request'}
      </Button>
      <CollectionNotice>We use these details only to answer and verify your request.</CollectionNotice>
    </form>
  );
}
