import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

// The dialog (Radix Dialog, focus trap, scroll lock) and the form are chunks of their own, loaded
// on first intent: no page needs them before the visitor reaches for the button.
const loadDialog = () => import('./lead-form-dialog');
const LeadFormDialog = lazy(loadDialog);
const loadDialogAndForm = () => void loadDialog().then((module) => module.loadContactForm());

interface LeadFormButtonProps extends ButtonProps {
  /** Stored on the lead as its service. */
  service: string;
  dialogTitle: string;
  /** Close the dialog after a successful submit (the hero modals); otherwise the form goes on to /thank-you. */
  closeOnSuccess?: boolean;
}

/** A button that opens the contact form in a dialog. */
export function LeadFormButton({ service, dialogTitle, closeOnSuccess = false, children, ...props }: LeadFormButtonProps) {
  const [open, setOpen] = useState(false);
  // The dialog mounts at the first opening and stays mounted, so closing it can animate.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        {...props}
        aria-haspopup="dialog"
        onPointerEnter={loadDialogAndForm}
        onFocus={loadDialogAndForm}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <LeadFormDialog open={open} onOpenChange={setOpen} service={service} dialogTitle={dialogTitle} closeOnSuccess={closeOnSuccess} />
        </Suspense>
      ) : null}
    </>
  );
}
