import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { loadSonner, signalToasterReady } from '@/lib/toast';
import { useIsClient } from '@/lib/use-is-client';

function ReadySignal() {
  // Sibling effects run in order, so the Toaster before this one has already subscribed.
  useEffect(() => signalToasterReady(), []);
  return null;
}

/** Sonner's list of toasts inside the wrapper, the element its hover handlers sit on. */
function toastList(wrapper: HTMLElement): Element | null {
  return wrapper.querySelector('[data-sonner-toaster]');
}

/**
 * Toasts hold still while keyboard focus is in them, as they do under the pointer, and Escape in a
 * toast dismisses it (issue 25, WCAG 2.2.1): Sonner pauses its timers only while its list is
 * hovered, so focus entering the list is handed to it as the pointer entering, and focus leaving
 * as the pointer leaving. Before, a tip timed out under the keyboard and threw focus back.
 */
function KeyboardPause({ children }: { children: ReactNode }) {
  return (
    // The wrapper adds no control of its own: it hears focus and keys of the toasts inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onFocus={(event) => {
        toastList(event.currentTarget)?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        toastList(event.currentTarget)?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
        const close = event.target.closest('[data-sonner-toast]')?.querySelector<HTMLButtonElement>('[data-close-button]');
        if (!close) return;
        event.preventDefault();
        close.click();
      }}
    >
      {children}
    </div>
  );
}

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  return {
    default: () => (
      <>
        <KeyboardPause>
          <SonnerToaster position="bottom-right" richColors closeButton />
        </KeyboardPause>
        <ReadySignal />
      </>
    ),
  };
});

/**
 * Sonner's Toaster (bottom-right), mounted after hydration so it stays off the critical path, as a
 * child of the body: a modal dialog hides everything outside it from screen readers (aria-hidden on
 * its siblings) except live regions present when it opened. A toaster that loaded after a dialog
 * opened (a lead view opened from its link) sat inside the hidden app root, and its toasts, a saved
 * write's only voice (docs/decisions/0056-a-write-confirmed-by-its-toast.md), were never heard.
 */
export function LazyToaster() {
  if (!useIsClient()) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>,
    document.body,
  );
}
