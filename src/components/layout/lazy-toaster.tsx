import { lazy, Suspense, useEffect } from 'react';
import { loadSonner, signalToasterReady } from '@/lib/toast';
import { useIsClient } from '@/lib/use-is-client';

function ReadySignal() {
  // Sibling effects run in order, so the Toaster before this one has already subscribed.
  useEffect(() => signalToasterReady(), []);
  return null;
}

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  return {
    default: () => (
      <>
        <SonnerToaster position="bottom-right" richColors closeButton />
        <ReadySignal />
      </>
    ),
  };
});

/** Sonner's Toaster (bottom-right), mounted after hydration so it stays off the critical path. */
export function LazyToaster() {
  if (!useIsClient()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
