import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { WebsiteField } from '../website-field';
import { storageKeys, writeStorage } from '@/lib/storage';
import { rememberVisitLead } from '@/lib/visit-lead';
import { popupLeadSchema, type PopupLeadValues } from '../../lib/schemas';
import { leadSubmission } from '@/lib/api/leads';
import { QueryProvider } from '@/lib/query-provider';
import { useSubmitPopupLead } from '../../api/submit-popup-lead';
import { CollectionNotice } from '@/components/ui/collection-notice';

/** The pop-up's toasts stay 5 s (docs/requirements/lead-capture.md#toasts). */

interface LeadPopupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function LeadPopupDialog(props: LeadPopupDialogProps) {
  return (
    <QueryProvider>
      <LeadPopupForm {...props} />
    </QueryProvider>
  );
}

function LeadPopupForm({ open, onOpenChange }: LeadPopupDialogProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PopupLeadValues>({
    resolver: zodResolver(popupLeadSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      website: '',
      honeypot: '',
    },
  });
  const submitLead = useSubmitPopupLead();
  const isSubmitting = submitLead.isPending;

  const onSubmit = handleSubmit(async (values) => {
    // The hook says how it went (its toasts); a failure leaves the form as it was, to try again.
    const submission = leadSubmission(values, pathname);
    const sent = await submitLead.mutateAsync(submission).then(
      () => true,
      () => false,
    );
    if (!sent) return;
    writeStorage('session', storageKeys.formSubmitted, 'true');
    // The lead of this visit, for a consultation booked next on /book (docs/decisions/0062-book-page.md).
    rememberVisitLead(submission.id);
    onOpenChange(false);
    navigate('/thank-you');
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      {/* Closing returns focus to where it was when the pop-up opened by itself (DialogContent). */}
      <DialogContent closeLabel="Close the consultation form">
        <p className="inline-flex rounded-pill bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">100% Free, No Obligation</p>
        <DialogTitle className="mt-3 font-display text-2xl font-extrabold text-ink-950">Get Your Free SEO Consultation</DialogTitle>
        <DialogDescription className="mt-2 text-ink-700">
          Tell us where to reach you and a Los Angeles SEO strategist will review your site and call you back.
        </DialogDescription>
        <form className="relative mt-6 grid gap-4" noValidate onSubmit={onSubmit}>
          <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Phone Number (Optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
          <WebsiteField label="Website (Optional)" error={errors.website?.message} {...register('website')} />
          <HoneypotField {...register('honeypot')} />
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              Maybe Later
            </Button>
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? 'Submitting...' : 'Get My Free Consultation'}
            </Button>
          </div>
        </form>
        <CollectionNotice className="mt-4 text-center" siteChecked />
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-700">
          <li className="flex items-center gap-1.5">
            <CheckCircle2 aria-hidden="true" className="size-4 text-success" /> No credit card required
          </li>
          <li className="flex items-center gap-1.5">
            <CheckCircle2 aria-hidden="true" className="size-4 text-success" /> No obligation to purchase
          </li>
        </ul>
      </DialogContent>
    </Dialog>
  );
}
