import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from './visually-hidden';

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

interface DialogContentProps extends DialogPrimitive.DialogContentProps {
  children: ReactNode;
  /** Label of the corner close button. */
  closeLabel?: string;
}

/** The element focus goes back to when a dialog closes: its opener if still on the page, else the page. */
function returnTarget(opener: Element | null): HTMLElement | null {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) return opener;
  return document.getElementById('main');
}

/**
 * Notes the element that had focus as the dialog opens, before anything inside can move it: a
 * layout effect runs before the content's own effects (a form that focuses its first field) and
 * before Radix's auto-focus, which is skipped when focus is already inside.
 */
function RememberOpener({ openerRef }: { openerRef: RefObject<Element | null> }) {
  useLayoutEffect(() => {
    openerRef.current = document.activeElement;
  }, [openerRef]);
  return null;
}

/**
 * A centred modal on Radix Dialog: focus trapped inside, Escape and the close button dismiss it.
 * Closing returns focus to the element that opened it, whether or not that was a Radix trigger
 * (Radix alone returns focus only to a `Dialog.Trigger`, and sends it to <body> otherwise: issue 25,
 * WCAG 2.4.3); when that element has left the page, focus goes to the page's main region.
 */
export function DialogContent({ children, className, closeLabel = 'Close', onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  // The element the visitor acted on, read as the dialog opens (RememberOpener).
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      {/* No backdrop blur: re-blurring the page behind on every frame made each keystroke in the
          lead pop-up take 112 ms to paint at 4x CPU slowdown; 32 ms without it (issue 40's INP bench). */}
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-raised sm:p-8',
          className,
        )}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const target = returnTarget(opener.current);
          if (target === document.getElementById('main') && !target?.hasAttribute('tabindex')) target?.setAttribute('tabindex', '-1');
          target?.focus();
        }}
        {...props}
      >
        <RememberOpener openerRef={opener} />
        {children}
        <DialogPrimitive.Close className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900">
          <X aria-hidden="true" className="size-5" />
          <VisuallyHidden>{closeLabel}</VisuallyHidden>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
