import { lazy, Suspense } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export const loadContactForm = () => import('../contact-form/contact-form').then((module) => ({ default: module.ContactForm }));
const ContactForm = lazy(loadContactForm);

export interface LeadFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Stored on the lead as its service. */
  service: string;
  dialogTitle: string;
  /** Close the dialog after a successful submit (the hero modals); otherwise the form goes on to /thank-you. */
  closeOnSuccess: boolean;
}

/** The contact form in a dialog: its own chunk, loaded when the visitor shows intent to open it. */
export default function LeadFormDialog({ open, onOpenChange, service, dialogTitle, closeOnSuccess }: LeadFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Focus goes to the form's first field (the form moves it there when it shows), not to Close:
          until the form's code has arrived the dialog itself holds focus (issue 25). */}
      <DialogContent
        className="max-w-xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {/* The dialog's title is the form's heading, shown once (the form draws none of its own in a dialog). */}
        <DialogTitle className="pr-10 font-display text-2xl font-bold text-ink-950">{dialogTitle}</DialogTitle>
        <DialogDescription className="sr-only">Send us your details and we will reply within 24 hours.</DialogDescription>
        <Suspense fallback={<p className="mt-4 text-ink-700">Loading the form...</p>}>
          <div className="mt-4">
            <ContactForm service={service} title={dialogTitle} inDialog onSuccess={closeOnSuccess ? () => onOpenChange(false) : undefined} />
          </div>
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
