import { forwardRef, useTransition } from 'react';
import { Button, type ButtonProps } from './button';

/**
 * For a control that opens something costly to mount, such as a Radix dialog on a page that has not
 * opened one yet (about 200 ms of first-run script at 4x CPU on the Calls view and the leads list,
 * issue 63, decision 0083): the press paints at once with the control busy, and the opening renders
 * as a transition after that paint. A press while it opens does nothing. The dialog notes the element
 * focused as it mounts as its opener, and focus is still on this control then, so closing the dialog
 * returns focus here as before.
 */
export function useOpener(onOpen: () => void) {
  const [busy, startOpening] = useTransition();
  return {
    busy,
    onClick: () => {
      if (!busy) startOpening(onOpen);
    },
  };
}

interface OpenerButtonProps extends Omit<ButtonProps, 'onClick' | 'busy'> {
  /** Opens what the button is for (a dialog): a state update, run as a transition. */
  onOpen: () => void;
}

/** A `Button` that opens through `useOpener`: busy (and focused, as a busy `Button` stays) until it has opened. */
export const OpenerButton = forwardRef<HTMLButtonElement, OpenerButtonProps>(function OpenerButton({ onOpen, ...props }, ref) {
  const { busy, onClick } = useOpener(onOpen);
  return <Button ref={ref} busy={busy} onClick={onClick} {...props} />;
});
