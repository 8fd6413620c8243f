import { forwardRef, useTransition } from 'react';
import { Button, type ButtonProps } from './button';

interface OpenerButtonProps extends Omit<ButtonProps, 'onClick' | 'busy'> {
  /** Opens what the button is for (a dialog): a state update, run as a transition. */
  onOpen: () => void;
}

/**
 * A button that opens something costly to mount, such as a Radix dialog on a page that has not
 * opened one yet (about 200 ms of first-run script at 4x CPU on the Calls view, issue 63). The
 * press paints at once, the button busy (it keeps focus: `Button`), and the opening renders as a
 * transition after that paint, so the press answers within a frame and the dialog follows; a
 * second press meanwhile does nothing. The dialog notes this button as its opener when it mounts
 * (focus is still here), so closing it returns focus here as before.
 */
export const OpenerButton = forwardRef<HTMLButtonElement, OpenerButtonProps>(function OpenerButton({ onOpen, ...props }, ref) {
  const [opening, startOpening] = useTransition();
  return <Button ref={ref} busy={opening} onClick={() => startOpening(onOpen)} {...props} />;
});
