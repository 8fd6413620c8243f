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
      <DialogContent className="max-w-xl">
        <DialogTitle className="sr-only">{dialogTitle}</DialogTitle>
        <DialogDescription className="sr-only">Send us your details and we will reply within 24 hours.</DialogDescription>
        <Suspense fallback={<p className="text-ink-700">Loading the form...</p>}>
          <ContactForm service={service} title={dialogTitle} onSuccess={closeOnSuccess ? () => onOpenChange(false) : undefined} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
