import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

const loadForm = () => import('../contact-form/contact-form').then((module) => ({ default: module.ContactForm }));
const ContactForm = lazy(loadForm);

interface LeadFormButtonProps extends ButtonProps {
  /** Stored on the lead as its service. */
  service: string;
  dialogTitle: string;
  /** Close the dialog after a successful submit (the hero modals); otherwise the form goes on to /thank-you. */
  closeOnSuccess?: boolean;
}

/** A button that opens the contact form in a dialog; the form's code loads on first intent. */
export function LeadFormButton({ service, dialogTitle, closeOnSuccess = false, children, ...props }: LeadFormButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button {...props} aria-haspopup="dialog" onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <DialogContent className="max-w-xl">
        <DialogTitle className="sr-only">{dialogTitle}</DialogTitle>
        <DialogDescription className="sr-only">Send us your details and we will reply within 24 hours.</DialogDescription>
        <Suspense fallback={<p className="text-ink-700">Loading the form...</p>}>
          <ContactForm service={service} title={dialogTitle} onSuccess={closeOnSuccess ? () => setOpen(false) : undefined} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
